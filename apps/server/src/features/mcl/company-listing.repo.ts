// The SQL of the company listing and of a company report's rows (its selection sorted once, then
// read by Id), over the listings' shared filters (mcl.repo.ts).
import type { CompanySort, ListingScope } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';
import {
  inList,
  type ListingFilter,
  likePattern,
  onlyIdsSql,
  TRIGRAM_LENGTH,
  type Viewer,
} from './mcl.repo.ts';

const COMPANY_SORT: Record<CompanySort, SQL> = {
  company: sql`lower(c.name)`,
  parent: sql`lower(pc.name)`,
  owner: sql`lower(o.last_name || ' ' || o.first_name)`,
  status: sql`c.status`,
  offLimitsDate: sql`c.off_limits_date`,
  inveniasId: sql`c.invenias_id`,
  zoominfoId: sql`c.zoominfo_id`,
};

export interface CompanyListQuery {
  viewer: Viewer;
  scope: ListingScope;
  search: string;
  sort: CompanySort | 'recent';
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: ListingFilter;
  /** Only these companies (a report's selection). */
  onlyIds?: readonly number[];
}

export interface CompanyRecord {
  Id: number;
  company: string;
  parent: string | null;
  parentId: number | null;
  parentIsKeyAccount: boolean;
  IsKeyAccount: boolean;
  owner: string | null;
  ownerId: number | null;
  status: string;
  offLimitsDate: string | null;
  inveniasId: string | null;
  zoominfoId: string | null;
  total: number;
}

function companyScopeSql(scope: ListingScope, viewer: Viewer): SQL {
  if (scope === 'my')
    return sql`and (c.owner_user_id = ${viewer.userId} or exists (
      select 1 from invoice_splits ms join invoices mi on mi.id = ms.invoice_id
      join assignments ma on ma.id = mi.assignment_id
      where ma.company_id = c.id and ms.user_id = ${viewer.userId}))`;
  if (scope === 'location') {
    if (viewer.locationId === null) return sql`and false`;
    return sql`and (exists (select 1 from users ou where ou.id = c.owner_user_id and ou.location_id = ${viewer.locationId})
      or exists (select 1 from assignments la where la.company_id = c.id and la.location_id = ${viewer.locationId}))`;
  }
  return sql``;
}

function companyFilterSql(f: ListingFilter): SQL {
  return sql`true
    ${inList(sql`c.id`, f.companyIds)}
    ${inList(sql`coalesce(c.parent_id, c.id)`, f.parentIds)}
    ${inList(sql`c.owner_user_id`, f.userIds)}
    ${f.industryIds.length ? sql`and exists (select 1 from company_industries ci where ci.company_id = c.id and ci.industry_id in ${f.industryIds})` : sql``}
    ${f.countryIds.length ? sql`and exists (select 1 from company_countries cc where cc.company_id = c.id and cc.country_id in ${f.countryIds})` : sql``}
    ${f.locationIds.length ? sql`and exists (select 1 from assignments fa where fa.company_id = c.id and fa.location_id in ${f.locationIds})` : sql``}`;
}

/**
 * 'Filter results' on companies `c` (their parent `pc`): the company's name or its parent's, looked
 * up in the trigram index of names from three characters on, as `assignmentTextMatch` does.
 */
function companyTextMatch(text: string): SQL {
  const pattern = likePattern(text);
  if (text.trim().length < TRIGRAM_LENGTH) return sql`(c.name ilike ${pattern} or pc.name ilike ${pattern})`;
  const named = sql`select n.id from companies n where n.name ilike ${pattern}`;
  return sql`c.id in (${named} union all select k.id from companies k where k.parent_id in (${named}))`;
}

/** A company row's columns, over companies `c`, their parents `pc` and owners `o`. */
const COMPANY_COLUMNS = sql`c.id as "Id", c.name as company,
  case when c.parent_id is null or c.parent_id = c.id then null else pc.name end as parent,
  case when c.parent_id is null or c.parent_id = c.id then null else pc.id end as "parentId",
  coalesce(pc.is_key_account and c.parent_id <> c.id, false) as "parentIsKeyAccount",
  c.is_key_account as "IsKeyAccount",
  case when o.id is null then null else o.first_name || ' ' || o.last_name end as owner,
  o.id as "ownerId", c.status, c.off_limits_date::text as "offLimitsDate",
  c.invenias_id as "inveniasId", c.zoominfo_id as "zoominfoId"`;

const COMPANY_JOINS = sql`left join companies pc on pc.id = c.parent_id
  left join users o on o.id = c.owner_user_id`;

/**
 * The same joins for a page's few dozen companies: each parent and owner found by key through a
 * lateral read the planner keeps as written (`offset 0`), where it would read and hash every company
 * and every person.
 */
const COMPANY_JOINS_BY_KEY = sql`left join lateral (
    select pc.id, pc.name, pc.is_key_account from companies pc where pc.id = c.parent_id offset 0) pc on true
  left join lateral (
    select o.id, o.first_name, o.last_name from users o where o.id = c.owner_user_id offset 0) o on true`;

function companyOrderSql(sort: CompanySort | 'recent', direction: 'asc' | 'desc'): SQL {
  if (sort === 'recent')
    return sql`(select max(coalesce(ra.date_taken, ra.created_date)) from assignments ra where ra.company_id = c.id) desc nulls last, c.created_at desc, c.id desc`;
  const nulls = direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return sql`${COMPANY_SORT[sort]} ${nulls}, c.id ${direction === 'desc' ? sql`desc` : sql`asc`}`;
}

/**
 * One page of the listing with the count of every matching company. The page is chosen first, with
 * the parents and owners joined only where its order or text reads them (the database drops a join
 * nothing reads), then its companies, their parents and owners are read by key.
 */
export async function listCompanies(db: Executor, q: CompanyListQuery): Promise<CompanyRecord[]> {
  const search = q.search ? sql`and ${companyTextMatch(q.search)}` : sql``;
  const order = companyOrderSql(q.sort, q.direction);
  return rows<CompanyRecord>(
    await db.execute(sql`
      with page as (
        select c.id, count(*) over ()::int as total
        from companies c ${COMPANY_JOINS}
        where ${companyFilterSql(q.filter)} ${companyScopeSql(q.scope, q.viewer)} ${search}
          ${onlyIdsSql(sql`c.id`, q.onlyIds)}
        order by ${order}
        offset ${q.offset} limit ${q.limit})
      select ${COMPANY_COLUMNS}, p.total
      from page p cross join lateral (select c.* from companies c where c.id = p.id offset 0) c
        ${COMPANY_JOINS_BY_KEY}
      order by ${order}`),
  );
}

/**
 * A report's selected companies in a results order, as Ids only: sorted once and kept, so each
 * page (and an export's every row) is read by Id without sorting the selection again.
 */
export async function orderSelectedCompanies(
  db: Executor,
  q: { ids: readonly number[]; sort: CompanySort; direction: 'asc' | 'desc'; search: string },
): Promise<Int32Array> {
  const search = q.search ? sql`and ${companyTextMatch(q.search)}` : sql``;
  const found = rows<{ id: number }>(
    await db.execute(sql`
      select c.id from companies c ${COMPANY_JOINS}
      where true ${onlyIdsSql(sql`c.id`, q.ids)} ${search}
      order by ${companyOrderSql(q.sort, q.direction)}`),
  );
  return Int32Array.from(found, (r) => r.id);
}

/** The rows of these companies, in no particular order. */
export async function listCompanyRows(
  db: Executor,
  ids: readonly number[],
): Promise<Omit<CompanyRecord, 'total'>[]> {
  if (ids.length === 0) return [];
  return rows<Omit<CompanyRecord, 'total'>>(
    await db.execute(sql`select ${COMPANY_COLUMNS} from companies c ${COMPANY_JOINS_BY_KEY}
      where true ${onlyIdsSql(sql`c.id`, ids)}`),
  );
}
