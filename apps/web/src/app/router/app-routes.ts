// Every route the app registers: the fixed table first (it wins on an equal path), then one route
// per node of the server's tree at its full path.
import type { FixedRoute, RouteNode, ScreenKey } from '@atrium/contracts';
import { flattenTree } from '../../core/route-tree/tree-utils.ts';
import type { AppRoute } from '../../core/routes/app-route.ts';
import { toRouterPath } from '../../core/routes/route-paths.ts';

/** A registered route with the screen the composition root wires to it. */
export type AppScreenRoute = AppRoute<ScreenKey | 'content'>;

export function fixedToAppRoute(route: FixedRoute): AppScreenRoute {
  return { ...route, key: `fixed:${route.path}`, hideDrawer: route.hideDrawer ?? false };
}

export function nodeToAppRoute(node: RouteNode): AppScreenRoute {
  return {
    key: `node:${node.UUID}`,
    path: toRouterPath(node.FullPath),
    title: node.MetaTitle || node.Title,
    name: node.VueRouterName || undefined,
    hideDrawer: node.HideDrawer,
    template: 'main',
    screen: 'content',
    node,
  };
}

export function buildAppRoutes(options: { fixed: FixedRoute[]; tree: RouteNode[] }): AppScreenRoute[] {
  const routes = options.fixed.map(fixedToAppRoute);
  const taken = new Set(routes.map((route) => route.path));
  for (const node of flattenTree(options.tree)) {
    // A node without a path segment would shadow its parent.
    if (!node.VueRouterPath.trim()) continue;
    const route = nodeToAppRoute(node);
    if (taken.has(route.path)) continue;
    taken.add(route.path);
    routes.push(route);
  }
  return routes;
}
