// Teaming value per colleague, in SQL (docs/metrics.md, "Teaming value of a colleague"): the full
// amount of every teaming invoice a person has a split on, once per invoice, converted like the
// reports convert (invoice month's rate of the invoice currency to USD, then to the viewer's).
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { personConditions, rows } from './people.repo.ts';
import type { PersonFilter } from './person-filter.ts';

/** spec 2 §3 filters that select assignments (the colleague finder's assignment-side filters). */
export interface AssignmentFilter {
  companyIds: number[];
  industryId?: number;
  functionId?: number;
  practiceGroupId?: number;
  subsectorId?: number;
}

export const hasAssignmentFilter = (f: AssignmentFilter) =>
  f.companyIds.length > 0 ||
  f.industryId !== undefined ||
  f.functionId !== undefined ||
  f.practiceGroupId !== undefined ||
  f.subsectorId !== undefined;

/** An assignment belongs to a practice group or subsector directly or through its codes. */
const inCodeGroup = (kind: 'practiceGroup' | 'subsector', column: SQL, groupId: number) =>
  sql`and (${column} = ${groupId} or exists (
        select 1 from group_codes g where g.group_kind = ${kind} and g.group_id = ${groupId}
          and (g.industry_id = a.industry_id or g.function_id = a.function_id)))`;

function assignmentConditions(f: AssignmentFilter): SQL {
  return sql`true
    ${f.companyIds.length ? sql`and a.company_id in ${f.companyIds}` : sql``}
    ${f.industryId !== undefined ? sql`and a.industry_id = ${f.industryId}` : sql``}
    ${f.functionId !== undefined ? sql`and a.function_id = ${f.functionId}` : sql``}
    ${f.practiceGroupId !== undefined ? inCodeGroup('practiceGroup', sql`a.practice_group_id`, f.practiceGroupId) : sql``}
    ${f.subsectorId !== undefined ? inCodeGroup('subsector', sql`a.subsector_id`, f.subsectorId) : sql``}`;
}

/** Units of `currency` per USD in `month`: that month's rate, else the latest earlier, else the earliest later; 1 without rates. */
const unitsPerUsd = (currency: SQL, month: SQL) => sql`coalesce(
  (select f.units_per_usd::float8 from fx_rates f where upper(f.currency) = ${currency} and f.month <= ${month}
    order by f.month desc limit 1),
  (select f.units_per_usd::float8 from fx_rates f where upper(f.currency) = ${currency} order by f.month limit 1),
  1)`;

/**
 * CTEs `priced` (every invoice of the selected assignments, with its amount in USD and in the
 * viewer's currency) and `teaming` (the selected assignments that are teaming: developers +
 * handlers > 1 and total billings in USD ≠ 0, spec 2 §9).
 */
function pricedTeamingInvoices(assignments: SQL, viewerCurrency: string): SQL {
  return sql`selected as (select a.id from assignments a where ${assignments}),
    inv as (
      select i.id, i.assignment_id, i.amount::float8 as amount, upper(i.currency) as currency,
             date_trunc('month', i.invoice_date)::date as month
      from invoices i where i.assignment_id in (select id from selected)),
    rates as (
      select p.currency, p.month, ${unitsPerUsd(sql`p.currency`, sql`p.month`)} as from_units,
             ${unitsPerUsd(sql`${viewerCurrency}`, sql`p.month`)} as to_units
      from (select distinct currency, month from inv) p),
    priced as (
      select inv.id, inv.assignment_id, inv.amount / r.from_units as usd,
             inv.amount / r.from_units * r.to_units as viewer
      from inv join rates r on r.currency = inv.currency and r.month = inv.month),
    teaming as (
      select p.assignment_id from priced p group by p.assignment_id
      having sum(p.usd) <> 0
         and (select count(*) from assignment_users au where au.assignment_id = p.assignment_id) > 1)`;
}

export interface TeamingRow {
  userId: number;
  teamingValueUsd: number;
  teamingValue: number;
  assignments: number;
}

/**
 * Colleagues ranked by the teaming value they built on the matching assignments, highest first
 * (ties by name), among the active people `people` selects.
 */
export async function rankByTeamingValue(
  db: Executor,
  options: {
    assignments: AssignmentFilter;
    people: PersonFilter;
    viewerCurrency: string;
    excludeUserId: number;
    take: number;
  },
): Promise<TeamingRow[]> {
  return rows<TeamingRow>(
    db,
    sql`with ${pricedTeamingInvoices(assignmentConditions(options.assignments), options.viewerCurrency)},
      credited as (
        select distinct s.user_id, s.invoice_id from invoice_splits s join priced p on p.id = s.invoice_id
        where p.assignment_id in (select assignment_id from teaming))
      select u.id as "userId", round(sum(p.usd)::numeric, 2)::float8 as "teamingValueUsd",
             round(sum(p.viewer)::numeric, 2)::float8 as "teamingValue",
             count(distinct p.assignment_id)::int as assignments
      from credited c join priced p on p.id = c.invoice_id
      join users u on u.id = c.user_id
      left join locations l on l.id = u.location_id
      left join licenses li on li.id = l.license_id
      left join regions r on r.id = li.region_id
      where u.id <> ${options.excludeUserId} and ${personConditions(options.people)}
      group by u.id, u.last_name, u.first_name
      having sum(p.viewer) > 0
      order by sum(p.viewer) desc, lower(u.last_name), lower(u.first_name), u.id
      limit ${options.take}`,
  );
}

/**
 * The colleagues one person teams with most: others with a split on the same teaming invoices,
 * ranked by the teaming value of those shared invoices; `assignments` counts the shared assignments.
 */
export async function rankTeamingPartners(
  db: Executor,
  options: { userId: number; viewerCurrency: string; take: number },
): Promise<TeamingRow[]> {
  const theirs = sql`exists (select 1 from invoice_splits s join invoices i on i.id = s.invoice_id
                             where i.assignment_id = a.id and s.user_id = ${options.userId})`;
  return rows<TeamingRow>(
    db,
    sql`with ${pricedTeamingInvoices(theirs, options.viewerCurrency)},
      shared as (
        select distinct o.user_id, o.invoice_id
        from invoice_splits mine join invoice_splits o on o.invoice_id = mine.invoice_id and o.user_id <> mine.user_id
        join priced p on p.id = mine.invoice_id
        where mine.user_id = ${options.userId} and p.assignment_id in (select assignment_id from teaming))
      select u.id as "userId", round(sum(p.usd)::numeric, 2)::float8 as "teamingValueUsd",
             round(sum(p.viewer)::numeric, 2)::float8 as "teamingValue",
             count(distinct p.assignment_id)::int as assignments
      from shared c join priced p on p.id = c.invoice_id join users u on u.id = c.user_id
      where u.status_id = 1
      group by u.id, u.last_name, u.first_name
      order by count(distinct p.assignment_id) desc, sum(p.viewer) desc, lower(u.last_name), u.id
      limit ${options.take}`,
  );
}
