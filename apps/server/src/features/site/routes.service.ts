// Reading the route tree: the tree itself, one page as the caller may see it, a route's details,
// names in use, tags, and the redirects that keep old addresses of moved pages working.
import type { RouteDetail } from '@atrium/contracts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type JsonCopy, toJsonCopy } from '../../platform/json-copy.ts';
import type { SystemContext } from '../../platform/service-context.ts';
import type { AuthUser } from '../../platform/session.ts';
import { audienceFactsKey } from './audience.ts';
import { audienceViewerOf, isChainFor, routeIdsOutside, sectionsFor } from './audiences.service.ts';
import { findSectionWithPage } from './pages.repo.ts';
import { toRouteDetail } from './route-detail.ts';
import {
  buildRouteTree,
  fullPathsOf,
  joinPath,
  type PageChain,
  todayIso,
  toPageChain,
} from './route-tree.ts';
import type { RouteRow } from './routes.repo.ts';
import * as repo from './routes.repo.ts';
import { freshSiteCache, type SiteContext } from './site-cache.ts';
import { pageMissing } from './site-errors.ts';

/**
 * The route tree the caller may see, serialised once per kind of reader (admins; staff by their
 * audience facts) and kept until the routes change or the day turns (publish windows): site admins
 * see hidden pages flagged and audiences shown, staff neither hidden pages nor pages outside their
 * audience.
 */
export async function getRouteTreeCopy(ctx: SiteContext): Promise<JsonCopy> {
  const { db } = ctx;
  const cache = await freshSiteCache(ctx);
  const viewer = await audienceViewerOf(ctx);
  const reader = audienceFactsKey(viewer);
  const cached = cache.trees.get(reader);
  if (cached) return cached;
  const version = cache.version;
  const rows = await repo.listLiveRoutes(db);
  const copy = toJsonCopy(
    buildRouteTree(rows, {
      includeHidden: viewer.isAdmin,
      today: todayIso(),
      outside: routeIdsOutside(viewer, rows),
    }),
  );
  cache.storeTree(reader, copy, version);
  return copy;
}

/**
 * A chain of rows as the caller may see it: staff get 'not found' for pages that are disabled or
 * outside their publish window, or beneath such a page (spec 1 §2.2).
 */
export function toViewablePage(
  chain: RouteRow[],
  { uuid, user }: { uuid: string; user: AuthUser },
): PageChain {
  const page = toPageChain(chain, uuid, todayIso());
  if (!page || (page.isHidden && !user.SiteAdmin)) throw pageMissing();
  return page;
}

/**
 * The live page with this UUID as the caller may see it: outside its audience (or an ancestor's)
 * it is not found, exactly as a missing page.
 */
export async function findViewablePage(ctx: SiteContext, { uuid }: { uuid: string }) {
  const page = toViewablePage(await repo.findRouteChain(ctx.db, uuid), { uuid, user: ctx.user });
  if (!isChainFor(await audienceViewerOf(ctx), [...page.ancestors, page.route])) throw pageMissing();
  return page;
}

/**
 * A widget's stored settings as the caller may see them: on a page they may see, and in the
 * widget's audience; otherwise not found, exactly as a missing widget.
 */
export async function findViewableSection(ctx: SiteContext, { uuid }: { uuid: string }) {
  const section = await findSectionWithPage(ctx.db, uuid);
  if (!section || !(await isSectionViewable(ctx, section))) throw notFound('This widget does not exist.');
  return { componentType: section.componentType, attributes: section.attributes };
}

/**
 * Whether the caller may see a widget already read: it sits on a page they may see, and they are in
 * its audience. A failure other than the page being out of reach is thrown, not answered as "no".
 */
export async function isSectionViewable(
  ctx: SiteContext,
  section: { pageUuid: string; attributes: { Name: string; Value: string }[] },
): Promise<boolean> {
  const isPageViewable = await findViewablePage(ctx, { uuid: section.pageUuid }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') return false;
      throw error;
    },
  );
  if (!isPageViewable) return false;
  const viewer = await audienceViewerOf(ctx);
  return sectionsFor(viewer, [{ Attributes: section.attributes }]).length > 0;
}

export async function getRouteDetail(ctx: SiteContext, { uuid }: { uuid: string }): Promise<RouteDetail> {
  const { route, ancestors, fullPath, isHidden } = await findViewablePage(ctx, { uuid });
  const children = await repo.listChildren(ctx.db, route.id);
  return toRouteDetail(route, {
    fullPath,
    parentUuid: ancestors.at(-1)?.uuid ?? null,
    children,
    isHidden,
  });
}

/** spec 1 §7: true when another live route already has this internal name. */
export async function isRouteNameTaken(
  { db }: SystemContext,
  { uuid, name }: { uuid?: string | null; name: string },
): Promise<boolean> {
  const self = uuid ? await repo.findRouteByUuid(db, uuid) : undefined;
  return repo.isNameTaken(db, name.trim(), self?.id);
}

/**
 * Old full paths of moved pages keep working: compares paths before and after a change and
 * records a redirect for every page (descendants included) whose path changed. Answers how many.
 */
export async function recordRedirects(
  { db }: SystemContext,
  { before }: { before: Map<number, string> },
): Promise<number> {
  const after = fullPathsOf(await repo.listLiveRoutes(db));
  const moved: { oldPath: string; routeId: number }[] = [];
  const newPaths: string[] = [];
  for (const [routeId, oldPath] of before) {
    const newPath = after.get(routeId);
    if (newPath === undefined || newPath === oldPath) continue;
    moved.push({ oldPath, routeId });
    newPaths.push(newPath);
  }
  await repo.saveRedirects(db, moved);
  await repo.deleteRedirects(db, newPaths);
  return moved.length;
}

export async function resolveRedirect(ctx: SiteContext, { path }: { path: string }) {
  const normalized = joinPath('', path.split(/[?#]/)[0]).replace(/(.)\/$/, '$1');
  // A page living at the address now wins over any page that used to.
  const livePaths = fullPathsOf(await repo.listLiveRoutes(ctx.db));
  const liveId = [...livePaths].find(([, fullPath]) => fullPath === normalized)?.[0];
  const redirect = liveId === undefined ? await repo.findRedirect(ctx.db, normalized) : { routeId: liveId };
  const target = redirect && (await repo.findRouteById(ctx.db, redirect.routeId));
  if (!target || target.deletedAt) throw notFound('No page has lived at this address.');
  const page = await findViewablePage(ctx, { uuid: target.uuid });
  return { UUID: page.route.uuid, FullPath: page.fullPath, VueRouterName: page.route.name };
}

/** spec 1 §7 GET /api/v2/cms/tags: the tags the content filter offers. */
export async function listTags({ db }: SystemContext) {
  return (await repo.listTags(db)).map((t) => ({ ID: t.id, Name: t.name }));
}

/** Every live page by id: its UUID, title and full path, for lists that name pages (analytics). */
export async function listPagePlaces({
  db,
}: SystemContext): Promise<Map<number, { UUID: string; Title: string; FullPath: string }>> {
  const rows = await repo.listLiveRoutes(db);
  const paths = fullPathsOf(rows);
  const places = new Map<number, { UUID: string; Title: string; FullPath: string }>();
  for (const row of rows) {
    const fullPath = paths.get(row.id);
    if (fullPath !== undefined) places.set(row.id, { UUID: row.uuid, Title: row.title, FullPath: fullPath });
  }
  return places;
}
