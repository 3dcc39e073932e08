// Internal route names → paths, for `navigateByName` (spec 1 §2.1: targets are opened by name).
import type { RouteNode } from '@atrium/contracts';
import { flattenTree } from '../route-tree/tree-utils.ts';
import type { AppRoute } from './app-route.ts';
import { fillPath, type RouteParams, toRouterPath } from './route-paths.ts';

export type RouteRegistry = ReadonlyMap<string, string>;

export function buildRouteRegistry(options: {
  fixed: readonly Pick<AppRoute, 'name' | 'path'>[];
  tree: RouteNode[];
}): RouteRegistry {
  const registry = new Map<string, string>();
  for (const route of options.fixed) if (route.name) registry.set(route.name, route.path);
  for (const node of flattenTree(options.tree)) {
    if (!node.VueRouterName || !node.VueRouterPath.trim() || registry.has(node.VueRouterName)) continue;
    registry.set(node.VueRouterName, toRouterPath(node.FullPath));
  }
  return registry;
}

/** The path for a name and its params, or null when the name is unknown or a param is missing. */
export function resolveRouteName(options: {
  registry: RouteRegistry;
  name: string;
  params?: RouteParams;
  query?: Record<string, string | number | undefined>;
}): string | null {
  const pattern = options.registry.get(options.name);
  if (!pattern) return null;
  const path = fillPath(pattern, options.params);
  if (!path) return null;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const noMatchingRouteMessage = (name: string) => `No matching route found for "${name}"`;
