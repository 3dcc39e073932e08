import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { pageVersions, sections, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type SectionRow = typeof sections.$inferSelect;
export type SectionValues = Omit<typeof sections.$inferInsert, 'id' | 'routeId'>;
export type PageVersionRow = typeof pageVersions.$inferSelect & {
  createdByName: string | null;
};

export async function listSections(db: Executor, routeId: number): Promise<SectionRow[]> {
  return db
    .select()
    .from(sections)
    .where(eq(sections.routeId, routeId))
    .orderBy(asc(sections.position), asc(sections.id));
}

/** Which of these section UUIDs exist anywhere (a restored version may bring deleted ones back). */
export async function findSectionUuids(db: Executor, uuids: string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await db.select({ uuid: sections.uuid }).from(sections).where(inArray(sections.uuid, uuids));
  return new Set(rows.map((r) => r.uuid));
}

export async function insertSection(
  db: Executor,
  routeId: number,
  values: SectionValues,
): Promise<SectionRow> {
  const [row] = await db
    .insert(sections)
    .values({ ...values, routeId })
    .returning();
  return row;
}

export async function updateSection(db: Executor, id: number, values: SectionValues): Promise<void> {
  const { uuid: _uuid, ...rest } = values;
  await db.update(sections).set(rest).where(eq(sections.id, id));
}

/** Removes the page's sections that are not kept. */
export async function deleteOtherSections(db: Executor, routeId: number, keepIds: number[]): Promise<number> {
  const removed = await db
    .delete(sections)
    .where(
      and(eq(sections.routeId, routeId), keepIds.length > 0 ? notInArray(sections.id, keepIds) : undefined),
    )
    .returning({ id: sections.id });
  return removed.length;
}

export async function copySections(
  db: Executor,
  { fromRouteId, toRouteId }: { fromRouteId: number; toRouteId: number },
): Promise<number> {
  const result = (await db.execute(sql`
    insert into sections (route_id, position, title, text, width, type_identifier, component_type, is_drawer,
      to_route_name, attributes)
    select ${toRouteId}, position, title, text, width, type_identifier, component_type, is_drawer, to_route_name,
      attributes
    from sections where route_id = ${fromRouteId}
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** Stores a snapshot; an existing one for that version is kept (first writer wins). */
export async function insertPageVersion(
  db: Executor,
  values: { routeId: number; version: number; snapshot: unknown; createdBy: number | null; createdAt?: Date },
): Promise<void> {
  await db.insert(pageVersions).values(values).onConflictDoNothing();
}

export async function listPageVersions(db: Executor, routeId: number): Promise<PageVersionRow[]> {
  const rows = await db
    .select({ version: pageVersions, first: users.firstName, last: users.lastName })
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.createdBy))
    .where(eq(pageVersions.routeId, routeId))
    .orderBy(desc(pageVersions.version));
  return rows.map((r) => ({ ...r.version, createdByName: r.first === null ? null : `${r.first} ${r.last}` }));
}

export async function findPageVersion(
  db: Executor,
  { routeId, version }: { routeId: number; version: number },
): Promise<PageVersionRow | undefined> {
  const [row] = await db
    .select({ version: pageVersions, first: users.firstName, last: users.lastName })
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.createdBy))
    .where(and(eq(pageVersions.routeId, routeId), eq(pageVersions.version, version)))
    .limit(1);
  return row && { ...row.version, createdByName: row.first === null ? null : `${row.first} ${row.last}` };
}
