// Builds the route tree from parent + position rows. Paths and visibility are computed here, at
// read time, never stored.
import type { RouteNode } from '@atrium/contracts';
import type { RouteRow } from './routes.repo.ts';

/** A page is visible to staff when active and inside its publish window (dates are YYYY-MM-DD). */
export function isLiveForStaff(row: Pick<RouteRow, 'status' | 'publishDate' | 'expirationDate'>, today: string) {
  if (row.status !== 'active') return false;
  if (row.publishDate && row.publishDate > today) return false;
  if (row.expirationDate && row.expirationDate < today) return false;
  return true;
}

function toNode(row: RouteRow, parentPath: string, today: string): RouteNode {
  const fullPath = `${parentPath}/${row.path}`.replace(/\/+/g, '/');
  return {
    UUID: row.uuid,
    Title: row.title,
    BreadcrumbTitle: row.breadcrumbTitle || row.title,
    MetaTitle: row.metaTitle || row.title,
    VueRouterName: row.name,
    VueRouterPath: row.path,
    FullPath: fullPath,
    RedirectLink: row.redirectLink,
    Status: row.status,
    IsHidden: !isLiveForStaff(row, today),
    ExcludeFromNav: row.excludeFromNav,
    DoNotOpen: row.doNotOpen,
    DoNotLink: row.doNotLink,
    HideDrawer: row.hideDrawer,
    IsOpen: row.isOpen,
    HasFile: row.fileId !== null,
    FileJSON: row.fileId !== null ? JSON.stringify({ id: row.fileId, name: row.fileName }) : '',
    File: row.fileName,
    DownloadBtn: row.downloadBtn,
    Children: [],
  };
}

/**
 * Nests rows under their parents. Staff do not see hidden pages nor anything beneath them;
 * admins see everything, hidden pages flagged.
 */
export function buildRouteTree(rows: RouteRow[], options: { includeHidden: boolean; today: string }): RouteNode[] {
  const childrenOf = new Map<number | null, RouteRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const build = (parentId: number | null, parentPath: string, depth: number): RouteNode[] => {
    // A corrupt parent cycle cannot hang the server.
    if (depth > 32) return [];
    const nodes: RouteNode[] = [];
    for (const row of (childrenOf.get(parentId) ?? []).sort((a, b) => a.position - b.position || a.id - b.id)) {
      const node = toNode(row, parentPath, options.today);
      if (node.IsHidden && !options.includeHidden) continue;
      node.Children = build(row.id, node.FullPath, depth + 1);
      nodes.push(node);
    }
    return nodes;
  };
  return build(null, '', 0);
}
