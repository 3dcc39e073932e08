import type { RouteNode } from '@atrium/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { routesApi } from '../../api/endpoints.ts';

export const ROUTE_TREE_QUERY_KEY = ['routes'] as const;

let treeAskedAtStartUp: Promise<RouteNode[] | null> | null = null;

/**
 * Asks for the page tree at start-up, beside the session check instead of after it: every screen
 * waits for both. The first tree query takes this answer; a refusal (signed out, session to be
 * refreshed) is dropped and that query asks again.
 */
export function prefetchRouteTree(): Promise<RouteNode[] | null> {
  treeAskedAtStartUp = routesApi.treeAtStartUp().catch(() => null);
  return treeAskedAtStartUp;
}

async function fetchRouteTree(signal: AbortSignal): Promise<RouteNode[]> {
  const early = treeAskedAtStartUp;
  treeAskedAtStartUp = null;
  return (early && (await early)) ?? routesApi.tree(signal);
}

/** The page tree of GET /api/v2/routes, per signed-in user (admins also get hidden pages). */
export function useRouteTreeQuery(userId: number | null) {
  return useQuery({
    queryKey: [...ROUTE_TREE_QUERY_KEY, userId],
    queryFn: ({ signal }) => fetchRouteTree(signal),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });
}

/** Call after saving, moving or deleting routes (spec 1 §7: the route list is reloaded after changes). */
export function reloadRouteTree(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ROUTE_TREE_QUERY_KEY });
}
