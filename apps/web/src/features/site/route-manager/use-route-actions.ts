// The row buttons of the route manager (spec 1 §2.5, §4, §8): View, Duplicate, Add subpage, Edit,
// Delete, and copying a page's internal name.
import type { RouteNode } from '@atrium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { reloadRouteTree } from '../../../core/route-tree/use-route-tree.ts';
import { toast } from '../../../ui/toast.tsx';
import { routeApi } from '../page-meta/route-api.ts';
import { SAVE_ROUTE_FAILED } from '../page-meta/use-route-form.ts';
import { confirmWithImpact } from './confirm-with-impact.ts';
import { promptUnsavedOrder } from './unsaved-order-prompt.tsx';
import type { useRouteManager } from './use-route-manager.ts';

export const DELETE_ROUTE_MESSAGE = 'Are you sure? Removing this route will drop all of its content.';

export type RouteModal = { kind: 'edit'; uuid: string } | { kind: 'add'; parentUuid: string | null };

export interface RouteRowActions {
  view: (node: RouteNode) => void;
  duplicate: (node: RouteNode) => Promise<void>;
  addSubpage: (node: RouteNode | null) => Promise<void>;
  edit: (node: RouteNode) => Promise<void>;
  remove: (node: RouteNode) => Promise<void>;
  copyName: (node: RouteNode) => void;
}

export function useRouteActions(options: {
  manager: ReturnType<typeof useRouteManager>;
  openModal: (modal: RouteModal) => void;
}): RouteRowActions {
  const { manager, openModal } = options;
  const queryClient = useQueryClient();

  /** Unsaved order changes must be saved or discarded first. */
  const whenOrderSettled = async (): Promise<boolean> =>
    !manager.isChanged || promptUnsavedOrder({ onSave: manager.saveOrder, onDiscard: manager.discardOrder });

  return {
    view: (node) => window.open(node.FullPath, '_blank', 'noopener'),
    duplicate: async (node) => {
      if (!(await whenOrderSettled())) return;
      try {
        const copy = await routeApi.duplicate(node.UUID);
        await reloadRouteTree(queryClient);
        toast.success(`Duplicated as ${copy.Title}`);
      } catch (error) {
        toast.error(isApiError(error) ? `${SAVE_ROUTE_FAILED} ${error.message}` : SAVE_ROUTE_FAILED);
      }
    },
    addSubpage: async (node) => {
      if (await whenOrderSettled()) openModal({ kind: 'add', parentUuid: node?.UUID ?? null });
    },
    edit: async (node) => {
      if (await whenOrderSettled()) openModal({ kind: 'edit', uuid: node.UUID });
    },
    remove: async (node) => {
      if (!(await whenOrderSettled())) return;
      const isConfirmed = await confirmWithImpact({
        title: `Delete ${node.Title}`,
        message: DELETE_ROUTE_MESSAGE,
        confirmLabel: 'Delete',
        isDanger: true,
        pages: [{ uuid: node.UUID, title: node.Title, query: { change: 'delete' } }],
      });
      if (!isConfirmed) return;
      try {
        await routeApi.remove([node.UUID]);
        await reloadRouteTree(queryClient);
        toast.success(`${node.Title} moved to the trash.`);
      } catch (error) {
        toast.error(isApiError(error) ? error.message : 'The page could not be deleted.');
      }
    },
    copyName: (node) => {
      const name = node.VueRouterName;
      // Without a secure context there is no clipboard at all.
      Promise.resolve()
        .then(() => navigator.clipboard.writeText(name))
        .then(() => toast.success(`Copied to clipboard: ${name}`))
        .catch(() => toast.error('Cannot copy to clipboard'));
    },
  };
}
