// The SQL behind the advanced assignment search's order, which is kept in memory: each sort's
// values as the listing computes them (lowercased by the database, so they compare as the
// listing's do under the C collation), the viewer's roles, and the 'Filter results' text match.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type AssignmentSort, AssignmentSortSchema } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { idWindows } from '../../platform/id-windows.ts';
import { rows } from '../../platform/sql-rows.ts';
import { assignmentTextMatch } from './mcl.repo.ts';

/** The sort columns that do not depend on the viewer (role and billings do). */
export const RANKED_SORTS = AssignmentSortSchema.options.filter(
  (sort): sort is Exclude<AssignmentSort, 'role' | 'totalBillings'> =>
    sort !== 'role' && sort !== 'totalBillings',
);
export type RankedSort = (typeof RANKED_SORTS)[number];

/** The same sort values as the listing (mcl.repo.ts), with the partners aggregated once per assignment. */
const SORT_VALUES: Record<RankedSort, ReturnType<typeof sql>> = {
  jobTitle: sql`lower(a.job_title)`,
  company: sql`lower(c.name)`,
  displayId: sql`a.display_id`,
  industry: sql`lower(ind.name)`,
  searchType: sql`a.search_type`,
  partners: sql`p.names`,
  location: sql`lower(l.name)`,
  status: sql`a.status`,
  dateTaken: sql`a.date_taken`,
};

/** The partners of the assignments in [low, high), aggregated once per assignment. */
const partnerNames = (
  low: number,
  high: number,
) => sql`(select au.assignment_id, lower(string_agg(u.last_name || ' ' || u.first_name, ', '
    order by u.last_name, u.first_name)) as names
  from assignment_users au join users u on u.id = au.user_id
  where au.assignment_id >= ${low} and au.assignment_id < ${high}
  group by au.assignment_id)`;

const SEPARATOR = '\u001f';
const NULL_MARK = '\u001e';
/** Sorts whose values are typed by staff and so might hold the separator; the others never do. */
const FREE_TEXT: ReadonlySet<RankedSort> = new Set<RankedSort>([
  'jobTitle',
  'company',
  'displayId',
  'industry',
  'partners',
  'location',
]);

/**
 * Assignments per read. The embedded database runs a statement on the event loop: read at once,
 * every assignment's partner names held it for 400 ms on the demo firm, its job titles for 100 ms.
 */
const ROWS_PER_READ = 2_000;

/**
 * Every assignment the listing can show (it joins the client and the office) with one sort's value
 * as the listing computes it, null where the listing's is null, read a window of ids at a time with
 * a turn of the event loop between reads. Within a read the ids and the values travel as one text
 * each (aggregates over the same rows stay aligned), which reads far faster than a row each.
 */
export async function listAssignmentSortValues(
  db: Executor,
  sort: RankedSort,
): Promise<{ ids: Int32Array; values: (string | null)[] }> {
  const text = sql`(${SORT_VALUES[sort]})::text`;
  const value = FREE_TEXT.has(sort) ? sql`translate(${text}, ${SEPARATOR}, ' ')` : text;
  const [span] = rows<{ first: number | null; last: number | null; count: number }>(
    await db.execute(sql`select min(id) as first, max(id) as last, count(*)::int as count from assignments`),
  );
  const ids: number[] = [];
  const values: (string | null)[] = [];
  if (!span || span.first === null || span.last === null) return { ids: new Int32Array(0), values };
  for (const [low, high] of idWindows(span.first, span.last, span.count, ROWS_PER_READ)) {
    await nextTurn();
    // The client and the office are never missing (not null, foreign keys): left joins keep the
    // rows the listing's joins keep, and the server leaves out those the sort does not read.
    const [row] = rows<{ ids: string | null; values: string | null }>(
      await db.execute(sql`
        select string_agg(a.id::text, ',') as ids,
               string_agg(coalesce(${value}, ${NULL_MARK}), ${SEPARATOR}) as values
        from assignments a
        left join companies c on c.id = a.company_id
        left join locations l on l.id = a.location_id
        ${sort === 'industry' ? sql`left join industries ind on ind.id = a.industry_id` : sql``}
        ${sort === 'partners' ? sql`left join ${partnerNames(low, high)} p on p.assignment_id = a.id` : sql``}
        where a.id >= ${low} and a.id < ${high}`),
    );
    if (!row?.ids || row.values === null) continue;
    for (const id of row.ids.split(',')) ids.push(Number(id));
    for (const v of row.values.split(SEPARATOR)) values.push(v === NULL_MARK ? null : v);
  }
  return { ids: Int32Array.from(ids), values };
}

/** The viewer's roles on each of their assignments, as the listing's Role column spells them. */
export async function listViewerRoles(db: Executor, userId: number): Promise<Map<number, string>> {
  const found = rows<{ id: number; role: string }>(
    await db.execute(sql`select assignment_id as id, string_agg(role, '' order by role) as role
      from assignment_users where user_id = ${userId} group by assignment_id`),
  );
  return new Map(found.map((r) => [r.id, r.role]));
}

/** Of these assignments, those whose job title, client or number contains the text. */
export async function filterAssignmentsByText(
  db: Executor,
  input: { ids: readonly number[]; search: string },
): Promise<Set<number>> {
  const found = rows<{ id: number }>(
    await db.execute(sql`select a.id from assignments a
      where a.id = any(${`{${input.ids.join(',')}}`}::int[]) and ${assignmentTextMatch(input.search)}`),
  );
  return new Set(found.map((r) => r.id));
}
