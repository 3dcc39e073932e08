import { asc, isNull } from 'drizzle-orm';
import { routes } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type RouteRow = typeof routes.$inferSelect;

/** Every live route (not in the trash), siblings in their order. */
export async function listLiveRoutes(db: Executor): Promise<RouteRow[]> {
  return db
    .select()
    .from(routes)
    .where(isNull(routes.deletedAt))
    .orderBy(asc(routes.parentId), asc(routes.position), asc(routes.id));
}
