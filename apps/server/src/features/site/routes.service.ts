import {
  NAME_TAKEN_MESSAGE,
  PATH_TAKEN_MESSAGE,
  ROOT_MISSING_MESSAGE,
  type RouteDetail,
  STALE_COPY_MESSAGE,
} from '@atrium/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { Db, Executor } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/session.ts';
import { type SaveRouteInput, toRouteChanges, toRouteDetail } from './route-detail.ts';
import { buildRouteTree, fullPathsOf, isLiveForStaff, joinPath, subtreeIds } from './route-tree.ts';
import type { RouteRow } from './routes.repo.ts';
import * as repo from './routes.repo.ts';

export const todayIso = () => new Date().toISOString().slice(0, 10);

export const nameTaken = () => new AppError('nameTaken', NAME_TAKEN_MESSAGE, 409);
export const pathTaken = () => new AppError('pathTaken', PATH_TAKEN_MESSAGE, 409);
export const rootMissing = () => new AppError('not_found', ROOT_MISSING_MESSAGE, 404);
export const staleCopy = () => new AppError('stale_version', STALE_COPY_MESSAGE, 409);
export const pageMissing = () => notFound('This page does not exist.');

// The tree is read on every page load; it is rebuilt (and serialised) only when the routes table
// changed (a trigger bumps a counter) or the day turned (publish windows), per database.
const treeCache = new WeakMap<object, { key: string; json: Map<boolean, string> }>();

/** The route tree the caller may see, as JSON text ready to send. */
export async function getRouteTreeJson({ db, user }: { db: Executor; user: AuthUser }): Promise<string> {
  const today = todayIso();
  // Read the counter before the rows: a change in between then only causes one extra rebuild.
  const key = `${await repo.readRoutesVersion(db)}:${today}`;
  let cached = treeCache.get(db);
  if (cached?.key !== key) {
    cached = { key, json: new Map() };
    const rows = await repo.listLiveRoutes(db);
    for (const includeHidden of [false, true]) {
      cached.json.set(includeHidden, JSON.stringify(buildRouteTree(rows, { includeHidden, today })));
    }
    treeCache.set(db, cached);
  }
  return cached.json.get(user.SiteAdmin)!;
}

/** A live page with its ancestors (root first), and whether staff may see it. */
export interface PageChain {
  route: RouteRow;
  ancestors: RouteRow[];
  fullPath: string;
  isHidden: boolean;
}

/**
 * The live page with this UUID as the caller may see it: staff get 'not found' for pages that
 * are disabled or outside their publish window, or beneath such a page (spec 1 §2.2, issue 3).
 */
export async function findViewablePage(
  db: Executor,
  { uuid, user }: { uuid: string; user: Pick<AuthUser, 'SiteAdmin'> },
): Promise<PageChain> {
  const chain = await repo.findRouteChain(db, uuid);
  const route = chain.at(-1);
  if (
    !route ||
    route.uuid !== uuid ||
    chain.some((r) => r.deletedAt !== null) ||
    chain[0].parentId !== null
  ) {
    throw pageMissing();
  }
  const today = todayIso();
  const isHidden = chain.some((r) => !isLiveForStaff(r, today));
  if (isHidden && !user.SiteAdmin) throw pageMissing();
  const fullPath = chain.reduce((path, r) => joinPath(path, r.path), '');
  return { route, ancestors: chain.slice(0, -1), fullPath, isHidden };
}

/**
 * The page, locked for a save: concurrent saves of one page queue here, so the later one sees the
 * new version and gets the stale-copy answer instead of a deadlock.
 */
export async function lockPageForSave(tx: Executor, { uuid, user }: { uuid: string; user: AuthUser }) {
  const page = await findViewablePage(tx, { uuid, user });
  const route = await repo.lockRoute(tx, page.route.id);
  if (!route || route.deletedAt) throw pageMissing();
  return { ...page, route };
}

export async function loadRouteDetail(db: Executor, uuid: string, user: Pick<AuthUser, 'SiteAdmin'>) {
  const { route, ancestors, fullPath, isHidden } = await findViewablePage(db, { uuid, user });
  const children = await repo.listChildren(db, route.id);
  return toRouteDetail(route, {
    fullPath,
    parentUuid: ancestors.at(-1)?.uuid ?? null,
    children,
    isHidden,
  });
}

export function getRouteDetail({
  db,
  uuid,
  user,
}: {
  db: Db;
  uuid: string;
  user: AuthUser;
}): Promise<RouteDetail> {
  return loadRouteDetail(db, uuid, user);
}

/** spec 1 §7: true when another live route already has this internal name. */
export async function isRouteNameTaken({ db, uuid, name }: { db: Db; uuid?: string | null; name: string }) {
  const self = uuid ? await repo.findRouteByUuid(db, uuid) : undefined;
  return repo.isNameTaken(db, name.trim(), self?.id);
}

/**
 * Old full paths of moved pages keep working: compares paths before and after a change and
 * records a redirect for every page (descendants included) whose path changed.
 */
export async function recordRedirects(tx: Executor, before: Map<number, string>): Promise<number> {
  const after = fullPathsOf(await repo.listLiveRoutes(tx));
  const moved: { oldPath: string; routeId: number }[] = [];
  const newPaths: string[] = [];
  for (const [routeId, oldPath] of before) {
    const newPath = after.get(routeId);
    if (newPath === undefined || newPath === oldPath) continue;
    moved.push({ oldPath, routeId });
    newPaths.push(newPath);
  }
  await repo.saveRedirects(tx, moved);
  await repo.deleteRedirects(tx, newPaths);
  return moved.length;
}

export async function resolveRedirect({ db, path, user }: { db: Db; path: string; user: AuthUser }) {
  const normalized = joinPath('', path.split(/[?#]/)[0]).replace(/(.)\/$/, '$1');
  // A page living at the address now wins over any page that used to.
  const livePaths = fullPathsOf(await repo.listLiveRoutes(db));
  const liveId = [...livePaths].find(([, fullPath]) => fullPath === normalized)?.[0];
  const redirect = liveId === undefined ? await repo.findRedirect(db, normalized) : { routeId: liveId };
  const target = redirect && (await repo.findRouteById(db, redirect.routeId));
  if (!target || target.deletedAt) throw notFound('No page has lived at this address.');
  const page = await findViewablePage(db, { uuid: target.uuid, user });
  return { UUID: page.route.uuid, FullPath: page.fullPath, VueRouterName: page.route.name };
}

async function findLiveParent(tx: Executor, parentUuid: string): Promise<RouteRow> {
  const parent = await repo.findRouteByUuid(tx, parentUuid);
  if (!parent || parent.deletedAt) throw rootMissing();
  return parent;
}

async function assertUnique(
  tx: Executor,
  {
    name,
    path,
    parentId,
    exceptId,
  }: { name?: string; path?: string; parentId: number | null; exceptId?: number },
) {
  if (name !== undefined && (await repo.isNameTaken(tx, name, exceptId))) throw nameTaken();
  if (path !== undefined && (await repo.isPathTakenAmongSiblings(tx, { parentId, path, exceptId }))) {
    throw pathTaken();
  }
}

/** A race past the checks above still ends in the right message, thanks to the unique indexes. */
function mapUniqueViolation(error: unknown): never {
  const index = repo.violatedUniqueIndex(error);
  if (index === 'routes_name_unique') throw nameTaken();
  if (index === 'routes_sibling_path_unique') throw pathTaken();
  throw error;
}

/** spec 1 §7 POST /api/v2/routes: create (no UUID) or update; answers `[route]`. */
export async function saveRoute({ db, user, input }: { db: Db; user: AuthUser; input: SaveRouteInput }) {
  const changes = toRouteChanges(input);
  try {
    const uuid = await db.transaction(async (tx) => {
      await repo.lockTree(tx);
      return input.UUID
        ? updateExistingRoute(tx, user, input, changes)
        : createRoute(tx, user, input, changes);
    });
    return [await loadRouteDetail(db, uuid, user)];
  } catch (error) {
    mapUniqueViolation(error);
  }
}

async function createRoute(
  tx: Executor,
  user: AuthUser,
  input: SaveRouteInput,
  changes: ReturnType<typeof toRouteChanges>,
): Promise<string> {
  const parent = input.Parent ? await findLiveParent(tx, input.Parent.UUID) : null;
  const parentId = parent?.id ?? null;
  await assertUnique(tx, { name: changes.name, path: changes.path, parentId });
  const row = await repo.insertRoute(tx, {
    ...changes,
    title: input.Title,
    name: input.VueRouterName,
    path: changes.path as string,
    parentId,
    position: await repo.nextChildPosition(tx, parentId),
    updatedBy: user.ID,
  });
  await writeAudit(tx, {
    userId: user.ID,
    action: 'route.create',
    entity: 'route',
    entityId: row.uuid,
    detail: { name: row.name, path: row.path, parent: parent?.uuid ?? null },
  });
  return row.uuid;
}

async function updateExistingRoute(
  tx: Executor,
  user: AuthUser,
  input: SaveRouteInput,
  changes: ReturnType<typeof toRouteChanges>,
): Promise<string> {
  const current = await repo.findRouteByUuid(tx, input.UUID as string);
  if (!current || current.deletedAt) throw pageMissing();
  const checkVersion = input.Version !== undefined && !input.Force;
  if (checkVersion && current.version !== input.Version) throw staleCopy();

  let parentId = current.parentId;
  let position = current.position;
  if (input.Parent !== undefined) {
    const parent = input.Parent ? await findLiveParent(tx, input.Parent.UUID) : null;
    parentId = parent?.id ?? null;
    if (parentId !== current.parentId) {
      const liveRows = await repo.listLiveRoutes(tx);
      if (parentId !== null && subtreeIds(liveRows, current.id).includes(parentId)) {
        throw new AppError('validation_failed', 'A page cannot be moved beneath itself.', 400);
      }
      position = await repo.nextChildPosition(tx, parentId);
    }
  }
  await assertUnique(tx, {
    name: changes.name === current.name ? undefined : changes.name,
    path: changes.path === current.path && parentId === current.parentId ? undefined : changes.path,
    parentId,
    exceptId: current.id,
  });

  const isMoving = changes.path !== current.path || parentId !== current.parentId;
  const before = isMoving ? fullPathsOf(await repo.listLiveRoutes(tx)) : new Map<number, string>();
  const updated = await repo.updateRoute(tx, {
    id: current.id,
    changes: { ...changes, parentId, position, updatedBy: user.ID },
    expectedVersion: checkVersion ? input.Version : undefined,
  });
  if (!updated) throw staleCopy();
  const redirects = isMoving ? await recordRedirects(tx, before) : 0;
  await writeAudit(tx, {
    userId: user.ID,
    action: 'route.update',
    entity: 'route',
    entityId: current.uuid,
    detail: { changed: changedFields(current, updated), redirects, forced: Boolean(input.Force) },
  });
  return current.uuid;
}

function changedFields(before: RouteRow, after: RouteRow): string[] {
  const ignored = new Set(['version', 'updatedAt', 'updatedBy']);
  return (Object.keys(after) as (keyof RouteRow)[]).filter(
    (key) => !ignored.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** Sections changed: the page version moves on, unless the editor's copy was stale. */
export async function advancePageVersion(
  tx: Executor,
  options: { routeId: number; expectedVersion?: number; userId: number },
): Promise<number> {
  const version = await repo.bumpPageVersion(tx, { id: options.routeId, ...options });
  if (version === undefined) throw staleCopy();
  return version;
}

export interface PageFilterTexts {
  contentFilterJson?: string;
  usersFilterJson?: string;
  assignmentsFilterJson?: string;
  companiesFilterJson?: string;
}

/** A page save may carry the four filters; they live with the route metadata. */
export async function updatePageFilters(
  tx: Executor,
  { route, filters, userId }: { route: RouteRow; filters: PageFilterTexts; userId: number },
): Promise<void> {
  const changes = Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => value !== undefined && value !== route[key as keyof RouteRow],
    ),
  );
  if (Object.keys(changes).length === 0) return;
  await repo.updateRoute(tx, { id: route.id, changes: { ...changes, updatedBy: userId } });
}

/** Sets the meta image; the route version only moves when the image really changes. */
export async function setRouteMetaImage(
  tx: Executor,
  { route, oid, type, userId }: { route: RouteRow; oid: number; type: string; userId: number },
): Promise<{ version: number; changed: boolean }> {
  if (route.metaImageOid === oid && route.metaImageType === type)
    return { version: route.version, changed: false };
  const updated = await repo.updateRoute(tx, {
    id: route.id,
    changes: { metaImageOid: oid, metaImageType: type, updatedBy: userId },
  });
  return { version: updated?.version ?? route.version, changed: true };
}

export async function findEditorName(db: Executor, userId: number | null): Promise<string | null> {
  return userId === null ? null : ((await repo.findUserName(db, userId)) ?? null);
}

/** spec 1 §7 GET /api/v2/cms/tags: the tags the content filter offers. */
export async function listTags({ db }: { db: Db }) {
  return (await repo.listTags(db)).map((t) => ({ ID: t.id, Name: t.name }));
}
