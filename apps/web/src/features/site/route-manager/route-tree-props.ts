// What both route trees take: the static rows shown first and the sortable tree loaded after them.
import type { RouteRowActions } from './use-route-actions.ts';
import type { useRouteManager } from './use-route-manager.ts';

export interface RouteTreeProps {
  manager: ReturnType<typeof useRouteManager>;
  actions: RouteRowActions;
}
