// The site as links see it: pages by full path, old path, internal name and UUID, live rows before
// trashed ones, so a link resolves to the page a reader would reach.
import { fixedRoutes } from '@atrium/contracts';
import type { HealthRoute } from './content-health.repo.ts';

export interface SiteMap {
  byId: Map<number, HealthRoute>;
  fullPath: (route: HealthRoute) => string;
  /** The page an internal href (a path or an internal name) leads to; undefined when none. */
  resolve: (href: string) => HealthRoute | undefined;
  byUuid: (uuid: string) => HealthRoute | undefined;
}

const normalise = (path: string) => {
  const bare = path.split(/[?#]/)[0].replace(/\/+/g, '/');
  return bare.length > 1 ? bare.replace(/\/$/, '') : bare;
};

const fixedNames: ReadonlySet<string> = new Set(
  fixedRoutes.flatMap((route) => (route.name ? [route.name] : [])),
);
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');
/** A fixed route's pattern as a regular expression: each `:param` stands for one path segment. */
const fixedPaths = fixedRoutes.map(
  (route) => new RegExp(`^${escapeRegExp(route.path).replace(/:\w+/g, '[^/]+')}$`),
);

/** Whether an internal href leads to one of the app's fixed screens (spec 1 §2.1), not a page. */
export function isFixedScreen(href: string): boolean {
  const value = href.trim();
  if (!value.startsWith('/')) return fixedNames.has(value);
  const path = normalise(value);
  return fixedPaths.some((pattern) => pattern.test(path));
}

function fullPaths(rows: HealthRoute[]): Map<number, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<number, string>();
  const resolve = (id: number, depth: number): string | undefined => {
    const known = paths.get(id);
    if (known !== undefined) return known;
    const row = byId.get(id);
    if (!row || depth > 32) return undefined;
    const parent = row.parentId === null ? '' : resolve(row.parentId, depth + 1);
    if (parent === undefined) return undefined;
    const path = normalise(`${parent}/${row.path}`);
    paths.set(id, path);
    return path;
  };
  for (const row of rows) resolve(row.id, 0);
  return paths;
}

/** Live rows win over trashed ones holding the same key. */
function index<K>(rows: HealthRoute[], key: (r: HealthRoute) => K | undefined): Map<K, HealthRoute> {
  const map = new Map<K, HealthRoute>();
  for (const row of rows) {
    const k = key(row);
    if (k === undefined) continue;
    const held = map.get(k);
    if (!held || (held.isTrashed && !row.isTrashed)) map.set(k, row);
  }
  return map;
}

export function buildSiteMap(
  rows: HealthRoute[],
  redirects: { oldPath: string; routeId: number }[],
): SiteMap {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = fullPaths(rows);
  const byPath = index(rows, (r) => paths.get(r.id));
  const byName = index(rows, (r) => r.name);
  const byUuid = index(rows, (r) => r.uuid);
  const moved = new Map(redirects.map((r) => [normalise(r.oldPath), r.routeId]));
  return {
    byId,
    fullPath: (route) => paths.get(route.id) ?? '',
    byUuid: (uuid) => byUuid.get(uuid),
    resolve(href) {
      const value = href.trim();
      if (!value.startsWith('/')) return byName.get(value);
      const path = normalise(value);
      const direct = byPath.get(path);
      if (direct && !direct.isTrashed) return direct;
      const movedTo = moved.get(path);
      return (movedTo === undefined ? undefined : byId.get(movedTo)) ?? direct;
    },
  };
}
