import { asc, eq, inArray, sql } from 'drizzle-orm';
import { routes, routeTags, tags } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

/** Tag names of every live page, by route id. */
export async function listTagsByRoute(db: Executor): Promise<Map<number, { id: number; name: string }[]>> {
  const found = await db
    .select({ routeId: routeTags.routeId, id: tags.id, name: tags.name })
    .from(routeTags)
    .innerJoin(tags, eq(tags.id, routeTags.tagId))
    .innerJoin(routes, eq(routes.id, routeTags.routeId))
    .where(sql`${routes.deletedAt} is null`)
    .orderBy(asc(tags.name));
  const byRoute = new Map<number, { id: number; name: string }[]>();
  for (const row of found) {
    const list = byRoute.get(row.routeId) ?? [];
    list.push({ id: row.id, name: row.name });
    byRoute.set(row.routeId, list);
  }
  return byRoute;
}

/** Row lock for a promo save, so two saves of one page queue up. */
export async function lockRoute(db: Executor, id: number): Promise<void> {
  await db.execute(sql`select id from routes where id = ${id} for update`);
}

/** Replaces a page's tags by these names, creating tags that do not exist yet. */
export async function replaceRouteTags(db: Executor, routeId: number, names: string[]): Promise<void> {
  await db.delete(routeTags).where(eq(routeTags.routeId, routeId));
  if (names.length === 0) return;
  await db
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.name, names));
  await db
    .insert(routeTags)
    .values(found.map((t) => ({ routeId, tagId: t.id })))
    .onConflictDoNothing();
}
