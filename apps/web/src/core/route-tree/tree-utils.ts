// Pure walks over the server's route tree (spec 1 §2.2).
import { brand, type RouteNode } from '@atrium/contracts';
import { isPathInside, pathSegments } from '../routes/route-paths.ts';

export function flattenTree(nodes: RouteNode[]): RouteNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.Children)]);
}

/** A top-level node shows in the sidebar when it has a path and is not excluded (spec 1 §2.3). */
export function isSidebarNode(node: RouteNode): boolean {
  return node.VueRouterPath.trim() !== '' && !node.ExcludeFromNav;
}

/** True for the top-level node of the given name (spec 1 §2.2 names nodes by router name or path). */
export function isNodeNamed(node: Pick<RouteNode, 'VueRouterName' | 'VueRouterPath'>, name: string): boolean {
  return [node.VueRouterName, node.VueRouterPath].some((key) => key.trim().toLowerCase() === name);
}

/** The Apps page, which the rail's Apps button opens beside the flyout rather than a second entry. */
export function findAppsPage(tree: RouteNode[]): RouteNode | null {
  return tree.find((node) => isSidebarNode(node) && isNodeNamed(node, 'apps')) ?? null;
}

/** The top-level pages of the main navigation; the Apps page is reached through the Apps button. */
export function sidebarNodes(tree: RouteNode[]): RouteNode[] {
  return tree.filter((node) => isSidebarNode(node) && !isNodeNamed(node, 'apps'));
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

/** Where '/' and signing in land: the firm's own page, or else the first top-level page. */
export function homePagePath(tree: RouteNode[]): string | null {
  const pages = sidebarNodes(tree);
  const firmPage = pages.find((node) => isNodeNamed(node, brand.firmNode));
  return (firmPage ?? pages[0] ?? findAppsPage(tree))?.FullPath ?? null;
}
