// The SQL of the assignment listing, the filters both listings share, and the family tree (the
// company listing's is in company-listing.repo.ts, the assignment detail's in assignment-detail.repo.ts).
// Billings are converted like the reports convert (docs/metrics.md, "Currency"): each split at its
// invoice month — ÷ units per USD of the invoice currency, × units per USD of the viewer's.
import type { AssignmentSort, ListingScope } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';
import { conversion, invoiceUnitsPerUsd, rateJoins } from './billing-conversion.ts';

/** Filter rows (AssignmentsFilter / CompaniesFilter) as id lists; an empty list does not filter. */
export interface ListingFilter {
  companyIds: number[];
  parentIds: number[];
  functionIds: number[];
  industryIds: number[];
  practiceGroupIds: number[];
  subsectorIds: number[];
  searchTypes: string[];
  regionIds: number[];
  licenseIds: number[];
  locationIds: number[];
  countryIds: number[];
  userIds: number[];
}

export interface Viewer {
  userId: number;
  locationId: number | null;
  currency: string;
}

/** `%text%` for ILIKE, with the wildcards of the text itself escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The shortest text a trigram index can look up (pg_trgm reads three characters at a time). */
export const TRIGRAM_LENGTH = 3;
/**
 * 'Filter results' on assignments `a`, as the ways it may match: job title or number, and client
 * name. From three characters on, each way is one the trigram indexes of migration 0015 answer (one
 * `or` across the assignment's own columns and its client's would test every assignment of a large
 * firm, which took half a second); a shorter text has no trigram to look up, and is one condition
 * tested row by row.
 */
function assignmentTextConditions(text: string): SQL[] {
  const pattern = likePattern(text);
  const titleOrNumber = sql`(a.job_title ilike ${pattern} or a.display_id ilike ${pattern})`;
  const client = sql`a.company_id in (select id from companies where name ilike ${pattern})`;
  return text.trim().length < TRIGRAM_LENGTH
    ? [sql`(${titleOrNumber} or ${client})`]
    : [titleOrNumber, client];
}

/** 'Filter results' on assignments `a` as one condition: each way it may match read on its own. */
export function assignmentTextMatch(text: string): SQL {
  const [only, ...others] = assignmentTextConditions(text);
  if (others.length === 0) return only;
  const ways = [only, ...others].map((way) => sql`select a.id from assignments a where ${way}`);
  return sql`a.id in (${sql.join(ways, sql` union all `)})`;
}

export const inList = (column: SQL, ids: readonly (number | string)[]) =>
  ids.length ? sql`and ${column} in ${ids}` : sql``;

const inCodeGroup = (kind: 'practiceGroup' | 'subsector', own: SQL, ids: number[]) =>
  ids.length
    ? sql`and (${own} in ${ids} or exists (select 1 from group_codes g where g.group_kind = ${kind}
          and g.group_id in ${ids} and (g.industry_id = a.industry_id or g.function_id = a.function_id)))`
    : sql``;

/** Conditions on `a` (assignments) and `c` (its company). */
function assignmentFilterSql(f: ListingFilter): SQL {
  return sql`true
    ${inList(sql`a.company_id`, f.companyIds)}
    ${inList(sql`coalesce(c.parent_id, c.id)`, f.parentIds)}
    ${inList(sql`a.function_id`, f.functionIds)}
    ${inList(sql`a.industry_id`, f.industryIds)}
    ${inCodeGroup('practiceGroup', sql`a.practice_group_id`, f.practiceGroupIds)}
    ${inCodeGroup('subsector', sql`a.subsector_id`, f.subsectorIds)}
    ${inList(sql`a.search_type`, f.searchTypes)}
    ${inList(sql`a.location_id`, f.locationIds)}
    ${f.licenseIds.length ? sql`and exists (select 1 from locations fl where fl.id = a.location_id and fl.license_id in ${f.licenseIds})` : sql``}
    ${f.regionIds.length ? sql`and exists (select 1 from locations fl join licenses fli on fli.id = fl.license_id where fl.id = a.location_id and fli.region_id in ${f.regionIds})` : sql``}
    ${f.countryIds.length ? sql`and exists (select 1 from locations fl where fl.id = a.location_id and fl.country_id in ${f.countryIds})` : sql``}
    ${f.userIds.length ? sql`and exists (select 1 from assignment_users fu where fu.assignment_id = a.id and fu.user_id in ${f.userIds})` : sql``}`;
}

/** The team of assignment `a` as the results table shows it: developers first, then by name. */
const TEAM_OF_A = sql`(select coalesce(json_agg(json_build_object('ID', t.user_id, 'FullName', t.full_name,
      'LocationName', t.location_name, 'role', t.role, 'uuid', t.uuid)
    order by t.first_role, t.full_name), '[]'::json)
  from (select au.user_id, u.first_name || ' ' || u.last_name as full_name, ul.name as location_name,
               string_agg(au.role, '' order by au.role) as role, min(au.role) as first_role, u.uuid::text as uuid
        from assignment_users au join users u on u.id = au.user_id
        left join locations ul on ul.id = u.location_id
        where au.assignment_id = a.id
        group by au.user_id, u.first_name, u.last_name, ul.name, u.uuid) t)`;

const MY_ROLE = (
  userId: number,
) => sql`(select string_agg(mr.role, '' order by mr.role) from assignment_users mr
  where mr.assignment_id = a.id and mr.user_id = ${userId})`;

const assignmentSort = (userId: number): Record<AssignmentSort, SQL> => ({
  jobTitle: sql`lower(a.job_title)`,
  company: sql`lower(c.name)`,
  displayId: sql`a.display_id`,
  industry: sql`lower(ind.name)`,
  searchType: sql`a.search_type`,
  partners: sql`(select lower(string_agg(u.last_name || ' ' || u.first_name, ', ' order by u.last_name, u.first_name))
                 from assignment_users au join users u on u.id = au.user_id where au.assignment_id = a.id)`,
  role: MY_ROLE(userId),
  location: sql`lower(l.name)`,
  status: sql`a.status`,
  dateTaken: sql`a.date_taken`,
  totalBillings: sql`coalesce(b.billings, 0)`,
});

export interface AssignmentListQuery {
  viewer: Viewer;
  scope: ListingScope;
  search: string;
  sort: AssignmentSort;
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
  companyId?: number;
  filter: ListingFilter;
  /** Extra condition, e.g. teaming only. */
  onlyTeaming?: boolean;
}

export interface AssignmentRecord {
  Id: number;
  displayId: string;
  jobTitle: string;
  company: string;
  companyId: number;
  isKeyAccount: boolean;
  industry: string | null;
  searchType: 'Executive' | 'Consulting' | 'BLM' | 'IM';
  assignmentType: string;
  users: { ID: number; FullName: string; LocationName: string | null; role: string; uuid: string }[];
  role: string | null;
  location: string;
  locationId: number;
  status: 'C' | 'E' | 'F' | 'H' | 'O' | 'S';
  dateTaken: string | null;
  totalBillings: number;
  total: number;
}

/** `column` in the list, sent as one array literal so any length is one parameter. */
export function onlyIdsSql(column: SQL, ids: readonly number[] | undefined): SQL {
  if (ids === undefined) return sql``;
  return sql`and ${column} = any(${`{${ids.join(',')}}`}::int[])`;
}

function scopeSql(scope: ListingScope, viewer: Viewer): SQL {
  if (scope === 'my')
    return sql`and exists (select 1 from assignment_users me where me.assignment_id = a.id and me.user_id = ${viewer.userId})`;
  if (scope === 'location')
    return viewer.locationId === null ? sql`and false` : sql`and a.location_id = ${viewer.locationId}`;
  return sql``;
}

type MatchingQuery = Pick<
  AssignmentListQuery,
  'viewer' | 'scope' | 'search' | 'filter' | 'companyId' | 'onlyTeaming'
>;

/** The ids of the assignments a listing query matches, before its billings, order and paging. */
function selectedAssignmentsSql(q: MatchingQuery): SQL {
  const teaming = q.onlyTeaming
    ? sql`and (select count(*) from assignment_users tu where tu.assignment_id = a.id) > 1`
    : sql``;
  // Every assignment has its company (not null, foreign key): a left join matches the same rows,
  // and the server leaves it out altogether when no condition reads the company.
  const select = (text: SQL) =>
    sql`select a.id from assignments a left join companies c on c.id = a.company_id
      where ${assignmentFilterSql(q.filter)} ${scopeSql(q.scope, q.viewer)} ${text} ${teaming}
        ${q.companyId !== undefined ? sql`and a.company_id = ${q.companyId}` : sql``}`;
  if (!q.search) return select(sql``);
  // A selection per way the text may match, each with the other conditions, reads each index's
  // matches once; under `a.id in (…)` the server looked every match up again one by one.
  const ways = assignmentTextConditions(q.search).map((way) => select(sql`and ${way}`));
  return sql.join(ways, sql` union `);
}

/** The ids a listing query matches, in no particular order (one text, which reads fast). */
export async function listMatchingAssignmentIds(db: Executor, q: MatchingQuery): Promise<Set<number>> {
  const [row] = rows<{ ids: string | null }>(
    await db.execute(sql`select string_agg(s.id::text, ',') as ids from (${selectedAssignmentsSql(q)}) s`),
  );
  return new Set(row?.ids ? row.ids.split(',').map(Number) : []);
}

/** A listing row's columns, over assignments `a` with their client `c`, office `l` and industry `ind`. */
const rowColumns = (viewerId: number) => sql`a.id as "Id", a.display_id as "displayId",
  a.job_title as "jobTitle", c.name as company, c.id as "companyId", c.is_key_account as "isKeyAccount",
  ind.name as industry, a.search_type as "searchType", a.assignment_type as "assignmentType",
  ${MY_ROLE(viewerId)} as role, l.name as location, l.id as "locationId", a.status,
  a.date_taken::text as "dateTaken", ${TEAM_OF_A} as users`;

/**
 * The client, office and industry of a few dozen known assignments `a`. The client is found by its
 * key through a lateral read the planner keeps as written (`offset 0`): it would otherwise read and
 * hash every company for a page's rows.
 */
const ROW_JOINS_BY_KEY = sql`cross join lateral (
    select c.id, c.name, c.is_key_account from companies c where c.id = a.company_id offset 0) c
  join locations l on l.id = a.location_id
  left join industries ind on ind.id = a.industry_id`;

/** `billed`: each assignment of `over` with its billings in the currency and in US dollars. */
const billedSql = (over: SQL, currency: string) => sql`billed as (
    select i.assignment_id, sum(s.amount::float8 * ${conversion(currency)}) as billings,
           sum(s.amount::float8 / ${invoiceUnitsPerUsd()}) as usd
    from invoice_splits s join invoices i on i.id = s.invoice_id ${rateJoins(currency)}
    where i.assignment_id in (select id from ${over})
    group by i.assignment_id)`;

/** One page of assignments with their team and billings; `total` counts all matching rows. */
export async function listAssignments(db: Executor, q: AssignmentListQuery): Promise<AssignmentRecord[]> {
  const { viewer } = q;
  const direction = q.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const idDirection = q.direction === 'desc' ? sql`desc` : sql`asc`;
  const sortKey = assignmentSort(viewer.userId)[q.sort];
  // Billings are needed for every matching row only to sort by them or to find teaming ones;
  // otherwise they are added up for the page's rows alone.
  const needsAll = q.sort === 'totalBillings' || q.onlyTeaming === true;
  const page = sql`page as (
      select a.id, ${sortKey} as sort_key, count(*) over () as total
      from assignments a
      join companies c on c.id = a.company_id
      join locations l on l.id = a.location_id
      left join industries ind on ind.id = a.industry_id
      ${needsAll ? sql`left join billed b on b.assignment_id = a.id` : sql``}
      where a.id in (select id from selected)
        ${q.onlyTeaming ? sql`and coalesce(b.usd, 0) <> 0` : sql``}
      order by sort_key ${direction}, a.id ${idDirection}
      offset ${q.offset} limit ${q.limit})`;
  const result = await db.execute(sql`
    with selected as (${selectedAssignmentsSql(q)}),
    ${needsAll ? sql`${billedSql(sql`selected`, viewer.currency)}, ${page}` : sql`${page}, ${billedSql(sql`page`, viewer.currency)}`}
    select ${rowColumns(viewer.userId)}, coalesce(b.billings, 0)::float8 as "totalBillings",
           p.total::int as total
    from page p
    join assignments a on a.id = p.id
    left join billed b on b.assignment_id = a.id
    ${ROW_JOINS_BY_KEY}
    order by p.sort_key ${direction}, a.id ${idDirection}`);
  return rows<AssignmentRecord>(result);
}

/**
 * The rows of a page whose order and count are already known (its ids, from the orders kept in
 * memory), with their team and billings, in no particular order.
 */
export async function listAssignmentPageRows(
  db: Executor,
  input: { ids: readonly number[]; viewer: Viewer },
): Promise<Omit<AssignmentRecord, 'total'>[]> {
  if (input.ids.length === 0) return [];
  const { viewer } = input;
  return rows<Omit<AssignmentRecord, 'total'>>(
    await db.execute(sql`
    with page as (select unnest(${`{${input.ids.join(',')}}`}::int[]) as id),
    ${billedSql(sql`page`, viewer.currency)}
    select ${rowColumns(viewer.userId)}, coalesce(b.billings, 0)::float8 as "totalBillings"
    from page p
    join assignments a on a.id = p.id
    left join billed b on b.assignment_id = a.id
    ${ROW_JOINS_BY_KEY}`),
  );
}

/**
 * The rows of these assignments, in no particular order, without billings and count: for a page
 * whose order and billings are already known (the advanced search's, from the report engine).
 */
export async function listAssignmentRows(
  db: Executor,
  input: { ids: readonly number[]; viewerId: number },
): Promise<Omit<AssignmentRecord, 'totalBillings' | 'total'>[]> {
  if (input.ids.length === 0) return [];
  return rows<Omit<AssignmentRecord, 'totalBillings' | 'total'>>(
    await db.execute(sql`
    select ${rowColumns(input.viewerId)}
    from assignments a
    ${ROW_JOINS_BY_KEY}
    where true ${onlyIdsSql(sql`a.id`, input.ids)}`),
  );
}

// ---------------------------------------------------------------------------------------------
// People named by the widgets
// ---------------------------------------------------------------------------------------------

export interface PersonRecord {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
  location: string | null;
  photoPath: string | null;
}

export async function findPeople(db: Executor, ids: number[]): Promise<PersonRecord[]> {
  if (ids.length === 0) return [];
  return rows<PersonRecord>(
    await db.execute(sql`select u.id, u.uuid::text as uuid, u.first_name as "firstName", u.last_name as "lastName",
        l.name as location, u.photo_path as "photoPath"
        from users u left join locations l on l.id = u.location_id where u.id in ${ids}`),
  );
}
