// What the address being opened needs, asked for before React's first render: the session, the
// page tree and the screen's code together (every screen waits for all three); for a page of the
// tree also its content as soon as the tree names it, its widgets' types and views once the page
// names them, and each widget's first data once its type has arrived; for a fixed screen its first data as soon as someone is signed in, beside its code.
import { fixedRoutes, type IsLoggedInResponse, type RouteNode } from '@atrium/contracts';
import { matchPath } from 'react-router-dom';
import { prefetchRouteTree } from '../../core/route-tree/use-route-tree.ts';
import { prefetchSession } from '../../core/session/session-query.ts';
import { askPageWidgetsData } from '../../core/widgets/page-widgets-data.ts';
import { prefetchPage } from '../../features/site/index.ts';
import { preloadComponent } from '../../ui/preloadable-lazy.ts';
import { screens, widgetSources } from '../wiring.ts';
import { buildAppRoutes } from './app-routes.ts';
import { homeRedirectTarget } from './RedirectHome.tsx';

const OWN_TEMPLATES = ['/login', '/noaccess'];

const matches = (pattern: string, pathname: string) => matchPath({ path: pattern, end: true }, pathname);

function prefetchPageAt(
  tree: RouteNode[],
  pathname: string,
  session: Promise<IsLoggedInResponse | null>,
): void {
  const target = pathname === '/' ? homeRedirectTarget(tree) : pathname;
  if (!target) return;
  // The fixed table wins on an equal path, as in the router.
  const route = buildAppRoutes({ fixed: fixedRoutes, tree }).find((r) => matches(r.path, target));
  if (route?.screen !== 'content' || !route.node?.UUID || route.node.RedirectLink) return;
  // The page's widget types load as soon as the page names them, beside its screen's code, and each
  // widget's view as soon as its type has arrived, rather than once the page has rendered.
  void prefetchPage(route.node.UUID).then((page) => {
    for (const section of page?.Sections ?? [])
      void widgetSources
        .loadFor(section)
        ?.then((registry) => preloadComponent(registry.findWidget(section)?.View))
        .catch(() => undefined);
    // Each widget's data beside its view, for every widget at once, once the session says who reads.
    void session.then((answer) => {
      if (page && answer?.IsLoggedIn && answer.User)
        askPageWidgetsData({ sources: widgetSources, page, viewer: answer.User });
    });
  });
}

export function preloadStartUp(pathname: string): void {
  if (OWN_TEMPLATES.some((path) => matches(path, pathname))) return;
  const session = prefetchSession();
  const fixed = fixedRoutes.find((route) => matches(route.path, pathname));
  void prefetchRouteTree().then((tree) => {
    if (tree && !fixed) prefetchPageAt(tree, pathname, session);
  });
  // A task of its own after the start-up script's (adding a chunk's preload links takes a while).
  setTimeout(() => screens[fixed ? fixed.screen : 'content'].preload());
  if (!fixed) return;
  const params = matches(fixed.path, pathname)?.params ?? {};
  // Asked for once the session says who is in: a signed-out visitor is sent to sign in instead.
  void session.then((answer) => {
    if (answer?.IsLoggedIn && answer.User)
      screens[fixed.screen].preloadData({ params, props: fixed.props, viewer: answer.User });
  });
}
