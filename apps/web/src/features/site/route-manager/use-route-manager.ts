// The route manager's working copy of the tree: order changes stay local until saved (POST
// /api/v2/routes/order); then the route tree reloads so the navigation follows (spec 1 §7).
import type { RouteNode } from '@atrium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { reloadRouteTree } from '../../../core/route-tree/use-route-tree.ts';
import { useAppRoutes } from '../../../core/routes/AppRoutesContext.tsx';
import { toast } from '../../../ui/toast.tsx';
import { routeApi } from '../page-meta/route-api.ts';
import { confirmWithImpact } from './confirm-with-impact.ts';
import {
  type FlatRoute,
  flattenRoutes,
  hasChildren,
  isOrderChanged,
  toPlacements,
} from './route-tree-model.ts';

export const SAVE_ORDER_FAILED = 'Failed to save item(s).';

/** spec 1 §2.5: rows flagged open start expanded; the others start collapsed. */
function initiallyCollapsed(tree: RouteNode[]): Set<string> {
  const items = flattenRoutes(tree);
  return new Set(items.filter((i) => !i.node.IsOpen && hasChildren(items, i.id)).map((i) => i.id));
}

export function useRouteManager() {
  const { tree } = useAppRoutes();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(tree);
  const [items, setItems] = useState<FlatRoute[]>(() => flattenRoutes(tree));
  const [collapsed, setCollapsed] = useState(() => initiallyCollapsed(tree));
  const [isSavingOrder, setSavingOrder] = useState(false);

  // A new tree from the server replaces the working copy unless it holds unsaved moves.
  if (tree !== base && (!isOrderChanged(items, base) || !isOrderChanged(items, tree))) {
    setBase(tree);
    setItems(flattenRoutes(tree));
  }
  const isChanged = isOrderChanged(items, base);

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const expandAll = () => setCollapsed(new Set());
  const collapseAll = () =>
    setCollapsed(new Set(items.filter((i) => hasChildren(items, i.id)).map((i) => i.id)));

  const saveOrder = async (): Promise<boolean> => {
    // A page given another parent moves with its children: show what that changes first.
    const parentBefore = new Map(flattenRoutes(base).map((i) => [i.id, i.parentId]));
    const moved = items.filter((i) => parentBefore.has(i.id) && parentBefore.get(i.id) !== i.parentId);
    if (moved.length > 0) {
      const isConfirmed = await confirmWithImpact({
        title: moved.length === 1 ? `Move ${moved[0].node.Title}` : `Move ${moved.length} pages`,
        message: 'The pages move with everything beneath them; their old addresses will redirect.',
        confirmLabel: 'Save order',
        pages: moved.map((i) => ({
          uuid: i.id,
          title: i.node.Title,
          query: { change: 'move' as const, parent: i.parentId ?? 'root' },
        })),
      });
      if (!isConfirmed) return false;
    }
    setSavingOrder(true);
    try {
      await routeApi.move(toPlacements(items));
      await reloadRouteTree(queryClient);
      toast.success('Saved!');
      return true;
    } catch (error) {
      toast.error(
        isApiError(error) && error.code !== 'internal'
          ? `${SAVE_ORDER_FAILED} ${error.message}`
          : SAVE_ORDER_FAILED,
      );
      return false;
    } finally {
      setSavingOrder(false);
    }
  };
  const discardOrder = () => setItems(flattenRoutes(base));

  return {
    items,
    setItems,
    collapsed,
    toggle,
    expandAll,
    collapseAll,
    isChanged,
    isSavingOrder,
    saveOrder,
    discardOrder,
  };
}
