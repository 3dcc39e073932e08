// Breadcrumbs come from the tree at read time (BreadcrumbTitle), never stored.
import type { RouteNode } from '@atrium/contracts';
import { findNodeTrail } from '../core/route-tree/tree-utils.ts';
import { isSamePath } from '../core/routes/route-paths.ts';

export interface Crumb {
  key: string;
  label: string;
  /** Null when the crumb is not a link (the current page, or a page that does not open). */
  path: string | null;
  isCurrent: boolean;
}

export function buildBreadcrumbs(options: {
  tree: RouteNode[];
  pathname: string;
  /** The title of a fixed screen below the deepest matching page, e.g. 'Assignment Detail'. */
  screenTitle?: string | null;
}): Crumb[] {
  const trail = findNodeTrail(options.tree, options.pathname);
  const crumbs: Crumb[] = trail.map((node) => ({
    key: node.UUID,
    label: node.BreadcrumbTitle || node.Title,
    path: node.DoNotLink || node.DoNotOpen ? null : node.FullPath,
    isCurrent: false,
  }));
  const deepest = trail.at(-1);
  const isOnDeepest = deepest ? isSamePath(deepest.FullPath, options.pathname) : false;
  if (!isOnDeepest && options.screenTitle) {
    crumbs.push({ key: 'screen', label: options.screenTitle, path: null, isCurrent: true });
  }
  const last = crumbs.at(-1);
  if (last) {
    last.isCurrent = true;
    last.path = null;
  }
  return crumbs;
}
