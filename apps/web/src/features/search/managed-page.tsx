// The fixed routes whose content is a page of the route tree (/assessment, /{ai-search}, /learn):
// the page is found by its internal name or UUID and shown, and edited, like any other page.
import type { RouteNode } from '@atrium/contracts';
import type { ReactNode } from 'react';
import { flattenTree } from '../../core/route-tree/tree-utils.ts';
import { useAppRoutes } from '../../core/routes/AppRoutesContext.tsx';
import type { ScreenProps } from '../../core/routes/screen-props.ts';
import { useCurrentUser } from '../../core/session/use-session.ts';
import { EmptyState } from '../../ui/empty-state/index.ts';
import { ContentPage } from '../site/index.ts';

export function useTreeNode(match: (node: RouteNode) => boolean): RouteNode | undefined {
  const { tree } = useAppRoutes();
  return flattenTree(tree).find(match);
}

/**
 * A page of the tree shown at a fixed route, keeping the fixed route's path and flags; `lead` is
 * the fixed route's own part, under the page's title.
 */
export function ManagedPage({ route, node, lead }: ScreenProps & { node: RouteNode; lead?: ReactNode }) {
  return <ContentPage route={{ ...route, title: node.MetaTitle || node.Title, node }} lead={lead} />;
}

/** The page this route shows is missing: say so, and tell admins how to add it. */
export function MissingManagedPage({ title, name }: { title: string; name: string }) {
  const user = useCurrentUser();
  return (
    <EmptyState
      title={`${title} has no page yet`}
      message={
        user.SiteAdmin
          ? `Add a page with the internal name '${name}' in the route manager and it shows here.`
          : 'Please check back later.'
      }
    />
  );
}
