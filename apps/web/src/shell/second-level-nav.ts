// The tree under the current top-level page (spec 1 §2.4), as plain data the view renders.
import type { RouteNode } from '@atrium/contracts';
import { type RedirectTarget, resolveRedirectLink } from '../core/routes/redirect-link.ts';
import { hasPathParams, isPathInside, isSamePath, pathSegments } from '../core/routes/route-paths.ts';

/** spec 1 §9: the sidebar tree is limited to three path segments. */
export const MAX_NAV_SEGMENTS = 3;

export type NavAction =
  | { kind: 'path'; path: string }
  | { kind: 'name'; name: string }
  | { kind: 'external'; url: string }
  | { kind: 'file'; fileJSON: string; fileName: string }
  | { kind: 'none' };

export interface NavItem {
  node: RouteNode;
  title: string;
  action: NavAction;
  /** Hidden pages reach admins only; they carry a 'Hidden' badge. */
  isHidden: boolean;
  /** The current path is this page. */
  isCurrent: boolean;
  /** The current path lies inside this page, so it starts expanded. */
  isOpenByDefault: boolean;
  children: NavItem[];
}

export function isNavVisible(node: RouteNode, options: { isAdmin: boolean }): boolean {
  if (hasPathParams(node.VueRouterPath) || hasPathParams(node.FullPath)) return false;
  if (node.ExcludeFromNav) return false;
  if (node.IsHidden && !options.isAdmin) return false;
  return pathSegments(node.FullPath).length <= MAX_NAV_SEGMENTS;
}

function fromRedirect(target: RedirectTarget): NavAction {
  if (target.kind === 'external') return { kind: 'external', url: target.url };
  if (target.kind === 'path') return { kind: 'path', path: target.path };
  return { kind: 'name', name: target.name };
}

/** What clicking the item does: download, nothing, follow the redirect, or open the page. */
export function navActionFor(node: RouteNode): NavAction {
  if (node.HasFile) return { kind: 'file', fileJSON: node.FileJSON, fileName: node.File };
  if (node.DoNotOpen) return { kind: 'none' };
  const redirect = resolveRedirectLink(node.RedirectLink);
  if (redirect) return fromRedirect(redirect);
  return { kind: 'path', path: node.FullPath };
}

function toItem(node: RouteNode, options: { currentPath: string; isAdmin: boolean }): NavItem {
  const children = node.Children.filter((child) => isNavVisible(child, options)).map((child) =>
    toItem(child, options),
  );
  return {
    node,
    title: node.MetaTitle || node.Title,
    action: navActionFor(node),
    isHidden: node.IsHidden,
    isCurrent: isSamePath(options.currentPath, node.FullPath),
    isOpenByDefault: children.length > 0 && isPathInside(options.currentPath, node.FullPath),
    children,
  };
}

export function buildSecondLevelNav(options: {
  root: RouteNode | null;
  currentPath: string;
  isAdmin: boolean;
}): NavItem[] {
  if (!options.root) return [];
  return options.root.Children.filter((child) => isNavVisible(child, options)).map((child) =>
    toItem(child, options),
  );
}
