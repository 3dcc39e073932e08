// Builds the route tree from parent + position rows. Paths and visibility are computed here, at
// read time, never stored.
import type { RouteNode } from '@atrium/contracts';
import { routeAudienceRows } from './audience.ts';
import type { RouteRow } from './routes.repo.ts';

/** Today's date (UTC, YYYY-MM-DD). */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A page is visible to staff when active and inside its publish window (dates are YYYY-MM-DD). */
export function isLiveForStaff(
  row: Pick<RouteRow, 'status' | 'publishDate' | 'expirationDate'>,
  today: string,
) {
  if (row.status !== 'active') return false;
  if (row.publishDate && row.publishDate > today) return false;
  if (row.expirationDate && row.expirationDate < today) return false;
  return true;
}

/** The full path of a segment below its parent's full path, e.g. `/firm` + `offices`. */
export const joinPath = (parentPath: string, segment: string) =>
  `${parentPath}/${segment}`.replace(/\/+/g, '/');

/** Full paths of every row reachable from the root (rows whose ancestors are all present). */
export function fullPathsOf(rows: Pick<RouteRow, 'id' | 'parentId' | 'path'>[]): Map<number, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<number, string>();
  const resolve = (id: number, depth: number): string | undefined => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const row = byId.get(id);
    if (!row || depth > 32) return undefined;
    const parentPath = row.parentId === null ? '' : resolve(row.parentId, depth + 1);
    if (parentPath === undefined) return undefined;
    const path = joinPath(parentPath, row.path);
    paths.set(id, path);
    return path;
  };
  for (const row of rows) resolve(row.id, 0);
  return paths;
}

/** A live page with its ancestors (root first), where it lives, and whether staff may see it. */
export interface PageChain {
  route: RouteRow;
  ancestors: RouteRow[];
  fullPath: string;
  isHidden: boolean;
}

/**
 * Reads a chain of rows (root first, the page last). Undefined unless the page is live and every
 * ancestor up to the root is too; hidden when it or an ancestor is disabled or outside its publish
 * window (spec 1 §2.2).
 */
export function toPageChain(chain: RouteRow[], uuid: string, today: string): PageChain | undefined {
  const route = chain.at(-1);
  if (
    !route ||
    route.uuid !== uuid ||
    chain.some((r) => r.deletedAt !== null) ||
    chain[0].parentId !== null
  ) {
    return undefined;
  }
  return {
    route,
    ancestors: chain.slice(0, -1),
    fullPath: chain.reduce((path, r) => joinPath(path, r.path), ''),
    isHidden: chain.some((r) => !isLiveForStaff(r, today)),
  };
}

/** The ids of a row and everything beneath it, parents before children. */
export function subtreeIds(rows: Pick<RouteRow, 'id' | 'parentId'>[], rootId: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row.id]);
  }
  const ids: number[] = [];
  const seen = new Set<number>();
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
    queue.push(...(childrenOf.get(id) ?? []));
  }
  return ids;
}

/** `base-0`, `base-1`… the first one not taken (spec 1 §4 duplicate naming). */
export function firstFreeSuffix(base: string, isTaken: (candidate: string) => boolean): string {
  for (let n = 0; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/** Spaces become hyphens (spec 1 §5) and the slashes around a segment are dropped. */
export const normalizePathSegment = (path: string) =>
  path
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^\/+|\/+$/g, '');

/** The navigation flags and file fields every view of a route carries (spec 1 §3 Route). */
export function routeFlags(row: RouteRow) {
  return {
    ExcludeFromNav: row.excludeFromNav,
    DoNotOpen: row.doNotOpen,
    DoNotLink: row.doNotLink,
    HideDrawer: row.hideDrawer,
    IsOpen: row.isOpen,
    HasFile: row.fileId !== null,
    FileJSON: row.fileId !== null ? JSON.stringify({ id: row.fileId, name: row.fileName }) : '',
    File: row.fileName,
    DownloadBtn: row.downloadBtn,
  };
}

function toNode(row: RouteRow, parentPath: string, today: string, withAudience: boolean): RouteNode {
  const fullPath = joinPath(parentPath, row.path);
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
    ...routeFlags(row),
    ...(withAudience && row.audience.length > 0 ? { Audience: routeAudienceRows(row) } : {}),
    Children: [],
  };
}

/**
 * Nests rows under their parents. Staff do not see hidden pages nor anything beneath them, nor a
 * page outside its audience (`outside`) and what is beneath it; admins see everything, hidden pages
 * flagged and audiences shown.
 */
export function buildRouteTree(
  rows: RouteRow[],
  options: { includeHidden: boolean; today: string; outside?: Set<number> },
): RouteNode[] {
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
    for (const row of (childrenOf.get(parentId) ?? []).sort(
      (a, b) => a.position - b.position || a.id - b.id,
    )) {
      if (options.outside?.has(row.id)) continue;
      const node = toNode(row, parentPath, options.today, options.includeHidden);
      if (node.IsHidden && !options.includeHidden) continue;
      node.Children = build(row.id, node.FullPath, depth + 1);
      nodes.push(node);
    }
    return nodes;
  };
  return build(null, '', 0);
}
