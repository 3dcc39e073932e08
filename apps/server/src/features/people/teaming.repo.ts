// The colleagues one person teams with most, in SQL (docs/metrics.md, "The colleagues someone teams
// with most"): the full amount of every teaming invoice they share, once per invoice, converted like
// the reports convert (invoice month's rate of the invoice currency to USD, then to the viewer's);
// and the people a directory filter selects, for the colleague finder.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';
import { PERSON_FROM, personConditions } from './people.repo.ts';
import type { PersonFilter } from './person-filter.ts';

/**
 * Units of `currency` per USD in `month`: that month's rate (joined as `exact`), else the latest
 * earlier month's, else the earliest later one's; 1 without rates. COALESCE stops at the first
 * value, so the look-ups run only for the rare month without its own rate.
 */
const unitsPerUsd = (exact: SQL, currency: SQL, month: SQL) => sql`coalesce(${exact},
  (select f.units_per_usd::float8 from fx_rates f where upper(f.currency) = ${currency} and f.month <= ${month}
    order by f.month desc limit 1),
  (select f.units_per_usd::float8 from fx_rates f where upper(f.currency) = ${currency} order by f.month limit 1),
  1)`;

/**
 * The CTE `priced`: every teaming invoice of the selected assignments — developers + handlers > 1
 * and the assignment's total billings in USD ≠ 0 (spec 2 §9) — with its amount in USD and in the
 * viewer's currency. One pass over the invoices: the rates are joined on their key and the total
 * is a window sum, so nothing is looked up row by row.
 */
function pricedTeamingInvoices(assignments: SQL, viewerCurrency: string): SQL {
  const month = sql`date_trunc('month', i.invoice_date)::date`;
  const toUsd = unitsPerUsd(sql`fx.units_per_usd::float8`, sql`upper(i.currency)`, month);
  const toViewer =
    viewerCurrency === 'USD'
      ? sql`1::float8`
      : unitsPerUsd(sql`vx.units_per_usd::float8`, sql`${viewerCurrency}`, month);
  // The team sizes of the selected assignments only (one person's few hundred), not the firm's.
  return sql`team as (
      select au.assignment_id from assignment_users au
      where au.assignment_id in (select a.id from assignments a where ${assignments})
      group by au.assignment_id having count(*) > 1),
    converted as (
      select i.id, i.assignment_id, i.amount::float8 / ${toUsd} as usd, ${toViewer} as to_viewer
      from invoices i
      join assignments a on a.id = i.assignment_id
      join team t on t.assignment_id = i.assignment_id
      left join fx_rates fx on fx.month = ${month} and fx.currency = upper(i.currency)
      left join fx_rates vx on vx.month = ${month} and vx.currency = ${viewerCurrency}
      where ${assignments}),
    billed as (select c.assignment_id from converted c group by c.assignment_id having sum(c.usd) <> 0),
    priced as materialized (
      select c.id, c.assignment_id, c.usd, c.usd * c.to_viewer as viewer
      from converted c join billed b on b.assignment_id = c.assignment_id)`;
}

/** Each person's credited teaming invoices, once per invoice however many splits they have on it. */
const CREDITED = sql`credited as (
      select s.user_id, p.id, min(p.usd) as usd, min(p.viewer) as viewer, min(p.assignment_id) as assignment_id
      from invoice_splits s join priced p on p.id = s.invoice_id
      group by s.user_id, p.id)`;

export interface TeamingRow {
  userId: number;
  teamingValueUsd: number;
  teamingValue: number;
  assignments: number;
}

/** The ids of the active people the filter selects, read as one JSON text. */
export async function idsOfPeopleSelectedBy(db: Executor, people: PersonFilter): Promise<number[]> {
  const [row] = await queryRows<{ ids: string }>(
    db,
    sql`select coalesce(json_agg(u.id), '[]')::text as ids from ${PERSON_FROM} where ${personConditions(people)}`,
  );
  return JSON.parse(row?.ids ?? '[]') as number[];
}

/** The names that break ties in a ranking, folded as staff search them, for these people. */
export async function tieBreakNames(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; lastName: string; firstName: string }[]> {
  if (ids.length === 0) return [];
  return queryRows(
    db,
    sql`select u.id, u.last_name_fold as "lastName", u.first_name_fold as "firstName"
      from users u where u.id in ${ids}`,
  );
}

/**
 * The colleagues one person teams with most: others with a split on the same teaming invoices,
 * ranked by the number of shared assignments, then by the teaming value of those shared invoices
 * (`byValue`: for a viewer who may see it; docs/permissions.md) and by name.
 */
export async function rankTeamingPartners(
  db: Executor,
  options: { userId: number; viewerCurrency: string; take: number; byValue: boolean },
): Promise<TeamingRow[]> {
  const theirs = sql`a.id in (select i.assignment_id from invoice_splits s join invoices i on i.id = s.invoice_id
                             where s.user_id = ${options.userId})`;
  return queryRows<TeamingRow>(
    db,
    sql`with ${pricedTeamingInvoices(theirs, options.viewerCurrency)},
      ${CREDITED},
      mine as (select c.id from credited c where c.user_id = ${options.userId}),
      shared as (
        select c.user_id, c.assignment_id, sum(c.usd) as usd, sum(c.viewer) as viewer
        from credited c join mine m on m.id = c.id where c.user_id <> ${options.userId}
        group by c.user_id, c.assignment_id)
      select u.id as "userId", round(sum(c.usd)::numeric, 2)::float8 as "teamingValueUsd",
             round(sum(c.viewer)::numeric, 2)::float8 as "teamingValue",
             count(*)::int as assignments
      from shared c join users u on u.id = c.user_id
      where u.status_id = 1
      group by u.id, u.last_name, u.first_name
      order by count(*) desc, ${options.byValue ? sql`sum(c.viewer) desc,` : sql``} u.last_name_fold, u.id
      limit ${options.take}`,
  );
}
