import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { changeCounters, routeRedirects, routes, tags, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type RouteRow = typeof routes.$inferSelect;
export type NewRouteValues = typeof routes.$inferInsert;
export type RouteChanges = Partial<
  Omit<NewRouteValues, 'id' | 'uuid' | 'version' | 'pageVersion' | 'pageVersionKept' | 'createdAt'>
>;

/**
 * The read of the `routes` change counter, bumped by a trigger on every change to the routes table.
 * On a PostgreSQL server every read of the route tree or a page reads it, so the site cache builds
 * the statement once (per database or transaction) and it is prepared on each connection.
 */
export const prepareRoutesVersionRead = (db: Executor) =>
  db
    .select({ version: changeCounters.version })
    .from(changeCounters)
    .where(eq(changeCounters.name, 'routes'))
    .prepare('atrium_routes_version');

export type RoutesVersionRead = ReturnType<typeof prepareRoutesVersionRead>;

export async function readRoutesVersion(read: RoutesVersionRead): Promise<number> {
  const [row] = await read.execute();
  return row?.version ?? 0;
}

/** Every live route (not in the trash), siblings in their order. */
export async function listLiveRoutes(db: Executor): Promise<RouteRow[]> {
  return db
    .select()
    .from(routes)
    .where(isNull(routes.deletedAt))
    .orderBy(asc(routes.parentId), asc(routes.position), asc(routes.id));
}

export async function findRouteByUuid(db: Executor, uuid: string): Promise<RouteRow | undefined> {
  const [row] = await db.select().from(routes).where(eq(routes.uuid, uuid)).limit(1);
  return row;
}

export async function findRouteById(db: Executor, id: number): Promise<RouteRow | undefined> {
  const [row] = await db.select().from(routes).where(eq(routes.id, id)).limit(1);
  return row;
}

export async function findLiveRouteByName(db: Executor, name: string): Promise<RouteRow | undefined> {
  const [row] = await db
    .select()
    .from(routes)
    .where(and(eq(routes.name, name), isNull(routes.deletedAt)))
    .limit(1);
  return row;
}

/** Ids of the route with this UUID and of its ancestors (32 levels up at most). */
const chainIds = (uuid: string) => sql`(
  with recursive chain(id, parent_id, depth) as (
    select id, parent_id, 0 from routes where uuid = ${uuid}
    union all
    select r.id, r.parent_id, c.depth + 1 from routes r join chain c on r.id = c.parent_id where c.depth < 32
  )
  select id from chain)`;

/** One route's row and its ancestors' rows ordered root first, following the parent links up. */
export function chainRootFirst(rows: RouteRow[], uuid: string): RouteRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain: RouteRow[] = [];
  for (let row = rows.find((r) => r.uuid === uuid); row && chain.length <= rows.length; ) {
    chain.unshift(row);
    row = row.parentId === null ? undefined : byId.get(row.parentId);
  }
  return chain;
}

/** The route with this UUID and its ancestors, root first; empty when there is no such route. */
export async function findRouteChain(db: Executor, uuid: string): Promise<RouteRow[]> {
  const rows = await db
    .select()
    .from(routes)
    .where(sql`${routes.id} in ${chainIds(uuid)}`);
  return chainRootFirst(rows, uuid);
}

/** Live children of a route, or the top-level routes for `null`, in their order. */
export async function listChildren(db: Executor, parentId: number | null): Promise<RouteRow[]> {
  return db
    .select()
    .from(routes)
    .where(
      and(
        parentId === null ? isNull(routes.parentId) : eq(routes.parentId, parentId),
        isNull(routes.deletedAt),
      ),
    )
    .orderBy(asc(routes.position), asc(routes.id));
}

export async function isNameTaken(db: Executor, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: routes.id })
    .from(routes)
    .where(
      and(
        eq(routes.name, name),
        isNull(routes.deletedAt),
        exceptId === undefined ? undefined : ne(routes.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function isPathTakenAmongSiblings(
  db: Executor,
  { parentId, path, exceptId }: { parentId: number | null; path: string; exceptId?: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: routes.id })
    .from(routes)
    .where(
      and(
        parentId === null ? isNull(routes.parentId) : eq(routes.parentId, parentId),
        eq(routes.path, path),
        isNull(routes.deletedAt),
        exceptId === undefined ? undefined : ne(routes.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Live names starting with a prefix (for picking a free copy name). */
export async function listNamesLike(db: Executor, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ name: routes.name })
    .from(routes)
    .where(and(isNull(routes.deletedAt), sql`starts_with(${routes.name}, ${prefix})`));
  return rows.map((r) => r.name);
}

export async function nextChildPosition(db: Executor, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${routes.position}) + 1, 0)` })
    .from(routes)
    .where(
      and(
        parentId === null ? isNull(routes.parentId) : eq(routes.parentId, parentId),
        isNull(routes.deletedAt),
      ),
    );
  return Number(row?.next ?? 0);
}

/** Makes room at `position` among live siblings. */
export async function shiftSiblings(db: Executor, parentId: number | null, position: number): Promise<void> {
  await db
    .update(routes)
    .set({ position: sql`${routes.position} + 1` })
    .where(
      and(
        parentId === null ? isNull(routes.parentId) : eq(routes.parentId, parentId),
        gte(routes.position, position),
        isNull(routes.deletedAt),
      ),
    );
}

export async function insertRoute(db: Executor, values: NewRouteValues): Promise<RouteRow> {
  const [row] = await db.insert(routes).values(values).returning();
  return row;
}

/**
 * Applies changes and bumps the version. With `expectedVersion` the update only happens when
 * nobody saved in between; undefined then means the copy was stale.
 */
export async function updateRoute(
  db: Executor,
  { id, changes, expectedVersion }: { id: number; changes: RouteChanges; expectedVersion?: number },
): Promise<RouteRow | undefined> {
  const [row] = await db
    .update(routes)
    .set({ ...changes, version: sql`${routes.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(eq(routes.id, id), expectedVersion === undefined ? undefined : eq(routes.version, expectedVersion)),
    )
    .returning();
  return row;
}

export async function setPlacement(
  db: Executor,
  { id, parentId, position }: { id: number; parentId: number | null; position: number },
): Promise<void> {
  await db
    .update(routes)
    .set({ parentId, position, version: sql`${routes.version} + 1`, updatedAt: sql`now()` })
    .where(eq(routes.id, id));
}

export async function copyRouteTags(
  db: Executor,
  { fromRouteId, toRouteId }: { fromRouteId: number; toRouteId: number },
) {
  await db.execute(
    sql`insert into route_tags (route_id, tag_id) select ${toRouteId}, tag_id from route_tags where route_id = ${fromRouteId}`,
  );
}

/** Serialises changes to the tree's shape (moves, deletes, restores) across API processes. */
export async function lockTree(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7340001)`);
}

/** Moves routes to the trash; every row of one deletion gets the same timestamp (the transaction's). */
export async function trashRoutes(db: Executor, ids: number[], userId: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(routes)
    .set({ deletedAt: sql`now()`, deletedBy: userId })
    .where(and(inArray(routes.id, ids), isNull(routes.deletedAt)));
}

export interface DeletedRouteRow extends RouteRow {
  deletedByName: string | null;
}

export async function listDeletedRoutes(db: Executor): Promise<DeletedRouteRow[]> {
  const rows = await db
    .select({ route: routes, first: users.firstName, last: users.lastName })
    .from(routes)
    .leftJoin(users, eq(users.id, routes.deletedBy))
    .where(isNotNull(routes.deletedAt))
    .orderBy(desc(routes.deletedAt), asc(routes.position), asc(routes.id));
  return rows.map((r) => ({ ...r.route, deletedByName: r.first === null ? null : `${r.first} ${r.last}` }));
}

export async function restoreRoute(db: Executor, id: number, changes: RouteChanges): Promise<void> {
  await db
    .update(routes)
    .set({
      ...changes,
      deletedAt: null,
      deletedBy: null,
      version: sql`${routes.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(routes.id, id));
}

/** Deletes routes for good (sections, versions, redirects and tags go with them). */
export async function purgeRoutes(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(routes).where(inArray(routes.id, ids));
}

/** Records old full paths; a path already recorded now points at the route that last left it. */
export async function saveRedirects(
  db: Executor,
  redirects: { oldPath: string; routeId: number }[],
): Promise<void> {
  if (redirects.length === 0) return;
  await db
    .insert(routeRedirects)
    .values(redirects)
    .onConflictDoUpdate({
      target: routeRedirects.oldPath,
      set: { routeId: sql`excluded.route_id`, createdAt: sql`now()` },
    });
}

/** Paths in use again by live pages no longer redirect. */
export async function deleteRedirects(db: Executor, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.delete(routeRedirects).where(inArray(routeRedirects.oldPath, paths));
}

export async function findRedirect(db: Executor, oldPath: string): Promise<{ routeId: number } | undefined> {
  const [row] = await db
    .select({ routeId: routeRedirects.routeId })
    .from(routeRedirects)
    .where(eq(routeRedirects.oldPath, oldPath))
    .limit(1);
  return row;
}

/** The name of the unique index a failed insert or update ran into, if that was the failure. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  ) {
    if (e.code === '23505') return e.constraint ?? 'unknown';
  }
  return undefined;
}

/** Display name of the person who last saved a route (share cards). */
export async function findUserName(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && `${row.first} ${row.last}`;
}

export async function listTags(db: Executor) {
  return db.select().from(tags).orderBy(asc(tags.name));
}
