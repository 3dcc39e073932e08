import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { useAppRoutes } from './AppRoutesContext.tsx';
import type { AppRoute } from './app-route.ts';

interface Matcher {
  objects: { path: string; id: string }[];
  byPathname: Map<string, AppRoute | null>;
}

/**
 * Ranking every registered route is costly with a large page tree, and the shell asks from several
 * places for each address: each set of routes matches an address once.
 */
const matchers = new WeakMap<readonly AppRoute[], Matcher>();

/** The route an address resolves to among these routes. */
export function activeRouteAt(routes: readonly AppRoute[], pathname: string): AppRoute | null {
  let matcher = matchers.get(routes);
  if (!matcher) {
    matcher = {
      objects: routes.map((route) => ({ path: route.path, id: route.key })),
      byPathname: new Map(),
    };
    matchers.set(routes, matcher);
  }
  const known = matcher.byPathname.get(pathname);
  if (known !== undefined) return known;
  const key = matchRoutes(matcher.objects, pathname)?.at(-1)?.route.id;
  const route = routes.find((r) => r.key === key) ?? null;
  matcher.byPathname.set(pathname, route);
  return route;
}

/** The registered route the current location resolves to, ranked the way React Router ranks them. */
export function useActiveRoute(): AppRoute | null {
  const { routes } = useAppRoutes();
  const { pathname } = useLocation();
  return useMemo(() => activeRouteAt(routes, pathname), [routes, pathname]);
}
