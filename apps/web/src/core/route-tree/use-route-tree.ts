import { type QueryClient, useQuery } from '@tanstack/react-query';
import { routesApi } from '../../api/endpoints.ts';

export const ROUTE_TREE_QUERY_KEY = ['routes'] as const;

/** The page tree of GET /api/v2/routes, per signed-in user (admins also get hidden pages). */
export function useRouteTreeQuery(userId: number | null) {
  return useQuery({
    queryKey: [...ROUTE_TREE_QUERY_KEY, userId],
    queryFn: ({ signal }) => routesApi.tree(signal),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });
}

/** Call after saving, moving or deleting routes (spec 1 §7: the route list is reloaded after changes). */
export function reloadRouteTree(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ROUTE_TREE_QUERY_KEY });
}
