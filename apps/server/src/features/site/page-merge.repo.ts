// What a merged publish reads and records besides an ordinary save (ADR 013): who saved the page
// since the editor's copy, and, on the new version, whose changes it took in.
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { pageVersions, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export interface AuthorRow {
  id: number;
  fullName: string;
}

/** Everyone who saved a version of the page after `version`, in the order they first did. */
export async function listAuthorsSince(
  db: Executor,
  { routeId, version }: { routeId: number; version: number },
): Promise<AuthorRow[]> {
  const found = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, version: pageVersions.version })
    .from(pageVersions)
    .innerJoin(users, eq(users.id, pageVersions.createdBy))
    .where(
      and(
        eq(pageVersions.routeId, routeId),
        gt(pageVersions.version, version),
        isNotNull(pageVersions.createdBy),
      ),
    )
    .orderBy(pageVersions.version);
  const byId = new Map<number, AuthorRow>();
  for (const row of found) {
    if (!byId.has(row.id)) byId.set(row.id, { id: row.id, fullName: `${row.first} ${row.last}` });
  }
  return [...byId.values()];
}

/** Marks a version as merged with the given authors' changes. */
export async function recordMergedWith(
  db: Executor,
  { routeId, version, userIds }: { routeId: number; version: number; userIds: number[] },
): Promise<void> {
  await db
    .update(pageVersions)
    .set({ mergedWith: sql`${`{${userIds.join(',')}}`}::int[]` })
    .where(and(eq(pageVersions.routeId, routeId), eq(pageVersions.version, version)));
}

/** Full names of the given users, for history entries that name more than one author. */
export async function findAuthorNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, `${u.first} ${u.last}`]));
}
