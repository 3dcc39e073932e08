// The only SQL of the company tools: companies with their countries and industries, links to the
// external systems, what depends on a company, and the merge audit trail.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  assignments,
  companies,
  companyCountries,
  companyIndustries,
  companyMerges,
  countries,
  industries,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';
import type { SandboxSeedCompany } from '../integrations/index.ts';

export type CompanyRow = typeof companies.$inferSelect & {
  parentName: string | null;
  ownerName: string | null;
};
export type CompanyValues = Partial<Omit<typeof companies.$inferInsert, 'id'>>;

const companyColumns = sql`c.id, c.source_id as "sourceId", c.name, c.city, c.web_address as "webAddress",
  c.global_revenue as "globalRevenue", c.is_private_equity as "isPrivateEquity", c.parent_id as "parentId",
  c.is_key_account as "isKeyAccount", c.owner_user_id as "ownerUserId", c.is_client as "isClient", c.status,
  c.off_limits_date::text as "offLimitsDate", c.invenias_id as "inveniasId", c.zoominfo_id as "zoominfoId",
  c.external_id2 as "externalId2", c.external_id3 as "externalId3", c.created_at as "createdAt",
  c.updated_at as "updatedAt",
  case when c.parent_id is not null and c.parent_id <> c.id then p.name end as "parentName",
  case when o.id is not null then o.first_name || ' ' || o.last_name end as "ownerName"`;

export async function findCompany(db: Executor, id: number): Promise<CompanyRow | undefined> {
  const [row] = await queryRows<CompanyRow>(
    db,
    sql`select ${companyColumns} from companies c
        left join companies p on p.id = c.parent_id
        left join users o on o.id = c.owner_user_id
        where c.id = ${id}`,
  );
  return row;
}

/** Locks the companies (in id order, so two merges never wait on each other crosswise). */
export async function lockCompanies(db: Executor, ids: number[]): Promise<void> {
  await db.execute(sql`select id from companies where id in ${ids} order by id for update`);
}

export interface NamedLink {
  companyId: number;
  name: string;
  linkedId: string;
}

export async function findByInveniasIds(db: Executor, itemIds: string[]): Promise<NamedLink[]> {
  if (itemIds.length === 0) return [];
  return db
    .select({ companyId: companies.id, name: companies.name, linkedId: sql<string>`${companies.inveniasId}` })
    .from(companies)
    .where(inArray(companies.inveniasId, itemIds))
    .orderBy(companies.id);
}

export async function findByZoomInfoIds(
  db: Executor,
  zoominfoIds: string[],
): Promise<(NamedLink & { inveniasId: string | null })[]> {
  if (zoominfoIds.length === 0) return [];
  return db
    .select({
      companyId: companies.id,
      name: companies.name,
      linkedId: sql<string>`${companies.zoominfoId}`,
      inveniasId: companies.inveniasId,
    })
    .from(companies)
    .where(inArray(companies.zoominfoId, zoominfoIds))
    .orderBy(companies.id);
}

export interface ListRow {
  id: number;
  companyId: number;
  refId: number;
  name: string;
}

export async function listCountries(db: Executor, companyIds: number[]): Promise<ListRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .select({
      id: companyCountries.id,
      companyId: companyCountries.companyId,
      refId: companyCountries.countryId,
      name: countries.name,
    })
    .from(companyCountries)
    .innerJoin(countries, eq(countries.id, companyCountries.countryId))
    .where(inArray(companyCountries.companyId, companyIds))
    .orderBy(companyCountries.id);
}

export async function listIndustries(db: Executor, companyIds: number[]): Promise<ListRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .select({
      id: companyIndustries.id,
      companyId: companyIndustries.companyId,
      refId: companyIndustries.industryId,
      name: industries.name,
    })
    .from(companyIndustries)
    .innerJoin(industries, eq(industries.id, companyIndustries.industryId))
    .where(inArray(companyIndustries.companyId, companyIds))
    .orderBy(companyIndustries.id);
}

export interface SummaryRow {
  id: number;
  name: string;
  city: string;
  webAddress: string;
  parentId: number | null;
  parentName: string | null;
  inveniasId: string | null;
  zoominfoId: string | null;
}

const summaryColumns = sql`c.id, c.name, c.city, c.web_address as "webAddress", c.parent_id as "parentId",
  case when c.parent_id is not null and c.parent_id <> c.id then p.name end as "parentName",
  c.invenias_id as "inveniasId", c.zoominfo_id as "zoominfoId"`;

/** Companies whose lower-cased name holds every word; names equal to the words first. */
export async function searchCompanies(
  db: Executor,
  search: { words: string[]; limit: number },
): Promise<SummaryRow[]> {
  const holds = search.words.map((w) => sql`lower(c.name) like ${`%${w.replace(/[\\%_]/g, '\\$&')}%`}`);
  const phrase = search.words.join(' ');
  return queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns} from companies c left join companies p on p.id = c.parent_id
        where ${holds.length ? sql.join(holds, sql` and `) : sql`true`}
        order by case when lower(c.name) = ${phrase} then 0 when lower(c.name) like ${`${phrase}%`} then 1 else 2 end,
                 c.name, c.id
        limit ${search.limit}`,
  );
}

export async function listSummaries(db: Executor, ids: number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  return queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns} from companies c left join companies p on p.id = c.parent_id
        where c.id in ${ids} order by c.id`,
  );
}

/** What the duplicate finders compare, a page at a time in id order: the companies after `afterId`. */
export async function listNamesAndDomains(
  db: Executor,
  page: { afterId: number; limit: number },
): Promise<{ id: number; name: string; webAddress: string }[]> {
  return queryRows(
    db,
    sql`select id, name, web_address as "webAddress" from companies
        where id > ${page.afterId} order by id limit ${page.limit}`,
  );
}

/**
 * Changes whenever a company is added or removed or its name or web address changes: a sum of each
 * company's own hash, so it holds whatever wrote the row and however transactions interleave.
 */
export async function namesAndDomainsVersion(db: Executor): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select count(*) || ':' || coalesce(sum(hashtext(id || chr(31) || name || chr(31) || web_address)::bigint), 0)
          as version from companies`,
  );
  return row?.version ?? '';
}

export interface Dependants {
  assignments: number;
  subsidiaries: number;
  invoices: number;
}

export async function countDependants(db: Executor, id: number): Promise<Dependants> {
  const [row] = await queryRows<Dependants>(
    db,
    sql`select
      (select count(*)::int from assignments where company_id = ${id}) as assignments,
      (select count(*)::int from companies where parent_id = ${id} and id <> ${id}) as subsidiaries,
      (select count(*)::int from invoices i join assignments a on a.id = i.assignment_id
        where a.company_id = ${id}) as invoices`,
  );
  return row;
}

export async function existingIds(
  db: Executor,
  { table, ids }: { table: 'countries' | 'industries'; ids: number[] },
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const source = table === 'countries' ? countries : industries;
  const rows = await db.select({ id: source.id }).from(source).where(inArray(source.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Reference ids by lower-cased name (ZoomInfo sends names). */
export async function idsByName(
  db: Executor,
  { table, names }: { table: 'countries' | 'industries'; names: string[] },
): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const lowered = [...new Set(names.map((n) => n.toLowerCase()))];
  const rows = await queryRows<{ id: number; key: string }>(
    db,
    sql`select min(id) as id, lower(name) as key from ${sql.raw(table)}
        where lower(name) in ${lowered} group by lower(name)`,
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

/** The company and its ancestors, nearest first (stops at a parent company or a cycle). */
export async function ancestorIds(db: Executor, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
          select id, parent_id, 0 from companies where id = ${id}
          union all
          select c.id, c.parent_id, up.depth + 1 from companies c join up on c.id = up.parent_id
          where up.parent_id <> up.id and up.depth < 50
        ) select id from up order by depth`,
  );
  return rows.map((r) => r.id);
}

/** A new company id taken before the row exists, so an external record can point at it first. */
export async function reserveCompanyId(db: Executor): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('companies', 'id'))::int as id`,
  );
  return row.id;
}

export async function insertCompany(
  db: Executor,
  values: CompanyValues & { id: number; sourceId: string; name: string },
): Promise<void> {
  await db.insert(companies).values(values);
}

export async function updateCompany(
  db: Executor,
  { id, values }: { id: number; values: CompanyValues },
): Promise<void> {
  await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}

/** Sets a field on every company linked to an Invenias record; answers their ids. */
export async function updateByInveniasId(
  db: Executor,
  { inveniasId, values }: { inveniasId: string; values: CompanyValues },
): Promise<number[]> {
  const rows = await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.inveniasId, inveniasId))
    .returning({ id: companies.id });
  return rows.map((r) => r.id);
}

export async function replaceCountries(
  db: Executor,
  { companyId, countryIds }: { companyId: number; countryIds: number[] },
): Promise<void> {
  await db
    .delete(companyCountries)
    .where(
      and(
        eq(companyCountries.companyId, companyId),
        countryIds.length ? sql`${companyCountries.countryId} not in ${countryIds}` : undefined,
      ),
    );
  if (countryIds.length)
    await db
      .insert(companyCountries)
      .values(countryIds.map((countryId) => ({ companyId, countryId })))
      .onConflictDoNothing();
}

export async function replaceIndustries(
  db: Executor,
  { companyId, industryIds }: { companyId: number; industryIds: number[] },
): Promise<void> {
  await db
    .delete(companyIndustries)
    .where(
      and(
        eq(companyIndustries.companyId, companyId),
        industryIds.length ? sql`${companyIndustries.industryId} not in ${industryIds}` : undefined,
      ),
    );
  if (industryIds.length)
    await db
      .insert(companyIndustries)
      .values(industryIds.map((industryId) => ({ companyId, industryId })))
      .onConflictDoNothing();
}

export async function deleteCompany(db: Executor, id: number): Promise<void> {
  await db.delete(companies).where(eq(companies.id, id));
}

/** Merge: the duplicate's assignments go to the survivor. */
export async function moveAssignments(
  db: Executor,
  { from, to }: { from: number; to: number },
): Promise<number> {
  const rows = await db
    .update(assignments)
    .set({ companyId: to })
    .where(eq(assignments.companyId, from))
    .returning({ id: assignments.id });
  return rows.length;
}

/** Merge: the duplicate's subsidiaries become the survivor's. */
export async function moveSubsidiaries(
  db: Executor,
  { from, to }: { from: number; to: number },
): Promise<number> {
  const rows = await db
    .update(companies)
    .set({ parentId: to, updatedAt: sql`now()` })
    .where(and(eq(companies.parentId, from), ne(companies.id, from), ne(companies.id, to)))
    .returning({ id: companies.id });
  return rows.length;
}

/** Everything the sandboxes derive their first records from. */
export async function listForSandbox(db: Executor) {
  return queryRows<
    Omit<SandboxSeedCompany, 'countries' | 'industries'> & {
      countries: string[] | null;
      industries: string[] | null;
    }
  >(
    db,
    sql`select c.id, c.name, c.city, c.web_address as "webAddress", c.is_client as "isClient", c.status,
          c.global_revenue as "globalRevenue", c.invenias_id as "inveniasId", c.zoominfo_id as "zoominfoId",
          coalesce(c.external_id3->>'cannotLink' = 'true', false) as "cannotLink",
          case when c.parent_id is not null and c.parent_id <> c.id then p.name end as "parentName",
          (select json_agg(co.name order by cc.id) from company_countries cc
             join countries co on co.id = cc.country_id where cc.company_id = c.id) as countries,
          (select json_agg(i.name order by ci.id) from company_industries ci
             join industries i on i.id = ci.industry_id where ci.company_id = c.id) as industries
        from companies c left join companies p on p.id = c.parent_id
        order by c.id`,
  );
}

export type MergeRow = typeof companyMerges.$inferSelect & { mergedByName: string | null };

export async function insertMerge(
  db: Executor,
  values: Omit<typeof companyMerges.$inferInsert, 'id' | 'mergedAt'>,
): Promise<number> {
  const [row] = await db.insert(companyMerges).values(values).returning({ id: companyMerges.id });
  return row.id;
}

const mergeColumns = sql`m.id, m.survivor_id as "survivorId", m.duplicate_id as "duplicateId",
  m.duplicate_name as "duplicateName", m.merged_by as "mergedBy", m.merged_at as "mergedAt", m.choices,
  m.moves, m.before, case when u.id is not null then u.first_name || ' ' || u.last_name end as "mergedByName"`;

export async function findMerge(db: Executor, id: number): Promise<MergeRow | undefined> {
  const [row] = await queryRows<MergeRow>(
    db,
    sql`select ${mergeColumns} from company_merges m left join users u on u.id = m.merged_by where m.id = ${id}`,
  );
  return row;
}

export async function listMerges(db: Executor, survivorId: number): Promise<MergeRow[]> {
  return queryRows<MergeRow>(
    db,
    sql`select ${mergeColumns} from company_merges m left join users u on u.id = m.merged_by
        where m.survivor_id = ${survivorId} order by m.merged_at desc, m.id desc`,
  );
}
