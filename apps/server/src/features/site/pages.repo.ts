import { and, asc, desc, eq, getTableColumns, inArray, sql, type Table } from 'drizzle-orm';
import { pageVersions, routes, sections, users } from '../../db/schema/index.ts';
import { auditInsert } from '../../platform/audit.ts';
import type { Executor } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';
import { chainRootFirst, type RouteRow } from './routes.repo.ts';

export type SectionRow = typeof sections.$inferSelect;
export type SectionValues = Omit<typeof sections.$inferInsert, 'id' | 'routeId'>;
export type PageVersionRow = typeof pageVersions.$inferSelect & {
  createdByName: string | null;
};
/** The four filter texts of a route row. */
export type FilterTexts = Pick<
  RouteRow,
  'contentFilterJson' | 'usersFilterJson' | 'assignmentsFilterJson' | 'companiesFilterJson'
>;

const bySectionOrder = (a: SectionRow, b: SectionRow) => a.position - b.position || a.id - b.id;

export async function listSections(db: Executor, routeId: number): Promise<SectionRow[]> {
  return db
    .select()
    .from(sections)
    .where(eq(sections.routeId, routeId))
    .orderBy(asc(sections.position), asc(sections.id));
}

/** A row read with `to_jsonb`, typed and decoded the way a drizzle select would give it. */
function fromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = json[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as T['$inferSelect'];
}

/**
 * A page save starts here, in one round trip: the page row locked (later saves of the page queue
 * behind it and see the version it leaves), its ancestors root first, and its sections. Only the
 * page row is read after the lock is granted; ancestors and sections are read as the statement
 * began, which a section update guards against (see `updateSection`). Whether the page as it is
 * has a version row is on the page row itself (`page_version_kept`): the statement reads no table
 * that grows with every save.
 */
export async function lockPageForSave(
  db: Executor,
  uuid: string,
): Promise<{ chain: RouteRow[]; sections: SectionRow[] }> {
  const found = rows<{ kind: 'route' | 'section'; row: Record<string, unknown> }>(
    // Each part reads by key (the ancestors one by one up the parent links, the sections by the
    // page's id) rather than joining whole tables: the statement is on the path of every save.
    await db.execute(sql`
      with page as (
        select * from routes where uuid = ${uuid} for update
      ), up as (
        select chain.id from page, lateral (
          with recursive chain(id, parent_id, depth) as (
            select r.id, r.parent_id, 1 from routes r where r.id = page.parent_id
            union all
            select r.id, r.parent_id, chain.depth + 1 from chain join routes r on r.id = chain.parent_id
            where chain.depth < 32
          ) select id from chain
        ) chain
      )
      select 'route' as kind, to_jsonb(page) as row from page
      union all
      select 'route', to_jsonb(r) from routes r where r.id = any(array(select id from up))
      union all
      select 'section', to_jsonb(s) from sections s where s.route_id = (select id from page)`),
  );
  const routeRows = found.filter((f) => f.kind === 'route').map((f) => fromJson(routes, f.row));
  const sectionRows = found.filter((f) => f.kind === 'section').map((f) => fromJson(sections, f.row));
  return { chain: chainRootFirst(routeRows, uuid), sections: sectionRows.sort(bySectionOrder) };
}

/** Which of these section UUIDs exist anywhere (a restored version may bring deleted ones back). */
export async function findSectionUuids(db: Executor, uuids: string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const found = await db.select({ uuid: sections.uuid }).from(sections).where(inArray(sections.uuid, uuids));
  return new Set(found.map((r) => r.uuid));
}

/** A live or trashed section with the UUID of the page it sits on (a widget's stored settings). */
export async function findSectionWithPage(
  db: Executor,
  uuid: string,
): Promise<
  { pageUuid: string; componentType: string; attributes: { Name: string; Value: string }[] } | undefined
> {
  const [row] = await db
    .select({ pageUuid: routes.uuid, componentType: sections.componentType, attributes: sections.attributes })
    .from(sections)
    .innerJoin(routes, eq(routes.id, sections.routeId))
    .where(eq(sections.uuid, uuid));
  return row;
}

export async function insertSection(
  db: Executor,
  { routeId, values }: { routeId: number; values: SectionValues },
): Promise<SectionRow> {
  const [row] = await db
    .insert(sections)
    .values({ ...values, routeId })
    .returning();
  return row;
}

/** Undefined when the section has left the page since it was read (a save that ran meanwhile). */
export async function updateSection(
  db: Executor,
  { id, routeId, values }: { id: number; routeId: number; values: SectionValues },
): Promise<SectionRow | undefined> {
  const { uuid: _uuid, ...rest } = values;
  const [row] = await db
    .update(sections)
    .set(rest)
    .where(and(eq(sections.id, id), eq(sections.routeId, routeId)))
    .returning();
  return row;
}

export async function copySections(
  db: Executor,
  { fromRouteId, toRouteId }: { fromRouteId: number; toRouteId: number },
): Promise<number> {
  const copied = rows<{ id: number }>(
    await db.execute(sql`
      insert into sections (route_id, position, title, text, width, type_identifier, component_type, is_drawer,
        to_route_name, attributes)
      select ${toRouteId}, position, title, text, width, type_identifier, component_type, is_drawer, to_route_name,
        attributes
      from sections where route_id = ${fromRouteId}
      returning id`),
  );
  return copied.length;
}

export interface PageSaveCommit {
  routeId: number;
  userId: number;
  /** The sections the page keeps; its other sections are removed. */
  keepSectionIds: number[];
  /**
   * Whether the page had sections the save leaves out: without any, no delete is sent, and its
   * statement trigger does not bump the route counter a second time.
   */
  removesSections: boolean;
  /** Filter texts that change: route metadata, so the route version moves on with them. */
  filterChanges: Partial<FilterTexts>;
  /**
   * The version being replaced when no row holds it yet (content from before the first save);
   * left out when one does, so a save does not send the page twice.
   */
  previous?: { version: number; snapshot: unknown; createdBy: number | null; createdAt: Date };
  /** What the new version holds. */
  snapshot: unknown;
  /** The page's search entry is left pending, to be built after the reply (migration 0023). */
  isSearchLater: boolean;
  /**
   * The audit entry written with the save (its detail gains the new `version` and how many
   * sections were `removed`).
   */
  audit: { action: string; entityId: string; detail: Record<string, unknown> };
}

/**
 * Ends a page save in one round trip: removes the sections not kept, moves the page version on,
 * records the version replaced and the new one, and writes the audit entry. Answers the new
 * version.
 */
export async function commitPageSave(db: Executor, commit: PageSaveCommit): Promise<number> {
  const { routeId, userId, previous } = commit;
  const filterSets = Object.entries(commit.filterChanges).map(
    ([key, value]) => sql`, ${sql.identifier(routes[key as keyof FilterTexts].name)} = ${value}`,
  );
  const routeVersion = filterSets.length > 0 ? sql`, version = version + 1` : sql``;
  const [result] = rows<{ version: number }>(
    await db.execute(sql`
      with removed as (${
        commit.removesSections
          ? sql`
        delete from sections
        where route_id = ${routeId}
          and id not in (select (json_array_elements_text(${JSON.stringify(commit.keepSectionIds)}::json))::int)
        returning id`
          : sql`select 0 as id where false`
      }), bumped as (
        update routes set page_version = page_version + 1, page_version_kept = page_version + 1,
          updated_at = now(), updated_by = ${userId}
          ${routeVersion}${sql.join(filterSets)}
        where id = ${routeId}
        returning page_version
      ), recorded as (
        insert into page_versions (route_id, version, snapshot, created_by, created_at)
        values
          ${
            previous
              ? sql`(${routeId}, ${previous.version}::int, ${JSON.stringify(previous.snapshot)}::jsonb,
            ${previous.createdBy}::int, ${previous.createdAt.toISOString()}::timestamptz),`
              : sql``
          }
          (${routeId}, (select page_version from bumped), ${JSON.stringify(commit.snapshot)}::jsonb,
            ${userId}::int, now())
        on conflict do nothing
      ), audited as (${auditInsert(
        { userId, entity: 'page', ...commit.audit },
        sql`jsonb_build_object('version', (select page_version from bumped),
          'removed', (select count(*) from removed)::int)`,
      )})
      select (select page_version from bumped) as version${
        commit.isSearchLater ? sql`, set_config('atrium.search_pages_later', 'on', true)` : sql``
      }`),
  );
  return Number(result.version);
}

export async function listPageVersions(db: Executor, routeId: number): Promise<PageVersionRow[]> {
  const found = await db
    .select({ version: pageVersions, first: users.firstName, last: users.lastName })
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.createdBy))
    .where(eq(pageVersions.routeId, routeId))
    .orderBy(desc(pageVersions.version));
  return found.map((r) => ({
    ...r.version,
    createdByName: r.first === null ? null : `${r.first} ${r.last}`,
  }));
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
