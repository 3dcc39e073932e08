// Pure walks over the server's route tree (spec 1 §2.2).
import type { RouteNode } from '@atrium/contracts';
import { isPathInside, pathSegments } from '../routes/route-paths.ts';

export function flattenTree(nodes: RouteNode[]): RouteNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.Children)]);
}

/** A top-level node shows in the sidebar when it has a path and is not excluded (spec 1 §2.3). */
export function isSidebarNode(node: RouteNode): boolean {
  return node.VueRouterPath.trim() !== '' && !node.ExcludeFromNav;
}

export function sidebarNodes(tree: RouteNode[]): RouteNode[] {
  return tree.filter(isSidebarNode);
}

/** The top-level node whose first path segment is the current path's first segment. */
export function findRootNode(tree: RouteNode[], currentPath: string): RouteNode | null {
  const [first] = pathSegments(currentPath);
  if (!first) return null;
  return tree.find((node) => pathSegments(node.FullPath)[0] === first) ?? null;
}

/** The chain of nodes from the top level down to the deepest one containing the path. */
export function findNodeTrail(tree: RouteNode[], currentPath: string): RouteNode[] {
  const trail: RouteNode[] = [];
  let level = tree;
  while (level.length > 0) {
    const next = level.find((node) => node.VueRouterPath !== '' && isPathInside(currentPath, node.FullPath));
    if (!next) break;
    trail.push(next);
    level = next.Children;
  }
  return trail;
}

/** The first top-level page, where '/' lands. */
export function firstPagePath(tree: RouteNode[]): string | null {
  return sidebarNodes(tree)[0]?.FullPath ?? null;
}
