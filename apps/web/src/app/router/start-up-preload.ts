// What the address being opened needs, asked for before React's first render: the session, the
// page tree and the screen's code together (every screen waits for all three); for a page of the
// tree also the widget types, and its content as soon as the tree names it.
import type { RouteNode } from '@atrium/contracts';
import { matchPath } from 'react-router-dom';
import { prefetchRouteTree } from '../../core/route-tree/use-route-tree.ts';
import { prefetchSession } from '../../core/session/session-query.ts';
import { prefetchPage } from '../../features/content/index.ts';
import { loadWidgetRegistry, screens } from '../wiring.ts';
import { buildAppRoutes } from './app-routes.ts';
import { fixedRoutes } from './fixed-routes.ts';
import { homeRedirectTarget } from './RedirectHome.tsx';

const OWN_TEMPLATES = ['/login', '/noaccess'];

const matches = (pattern: string, pathname: string) => matchPath({ path: pattern, end: true }, pathname);

function prefetchPageAt(tree: RouteNode[], pathname: string): void {
  const target = pathname === '/' ? homeRedirectTarget(tree) : pathname;
  if (!target) return;
  // The fixed table wins on an equal path, as in the router.
  const route = buildAppRoutes({ fixed: fixedRoutes, tree }).find((r) => matches(r.path, target));
  if (route?.screen !== 'content' || !route.node?.UUID || route.node.RedirectLink) return;
  prefetchPage(route.node.UUID);
}

export function preloadStartUp(pathname: string): void {
  if (OWN_TEMPLATES.some((path) => matches(path, pathname))) return;
  prefetchSession();
  const fixed = fixedRoutes.find((route) => matches(route.path, pathname));
  void prefetchRouteTree().then((tree) => {
    if (tree && !fixed) prefetchPageAt(tree, pathname);
  });
  // Each a task of its own after the start-up script's (adding a chunk's preload links takes a
  // while): a page of the tree shows widgets, whose types load beside the session and the tree.
  setTimeout(() => screens[fixed ? fixed.screen : 'content'].preload());
  if (!fixed) setTimeout(() => void loadWidgetRegistry().catch(() => undefined));
}
