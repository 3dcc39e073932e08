// The SQL of the off-limits check: the companies of a family with their own dates and marks, the
// jobs behind each (its active jobs, else its latest assignment taken) and a partner's companies
// whose date ends soon.
import { JOB_ACTIVE_STATUSES, type OffLimitsAssignment } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';

export interface OffLimitsCompanyRecord {
  id: number;
  name: string;
  offLimitsDate: string | null;
  apart: boolean;
}

export interface BehindRecord extends OffLimitsAssignment {
  companyId: number;
}

const intArray = (ids: number[]) => `{${ids.join(',')}}`;
const activeStatuses = `{${JOB_ACTIVE_STATUSES.join(',')}}`;

export async function findCompanies(db: Executor, ids: number[]): Promise<OffLimitsCompanyRecord[]> {
  return rows<OffLimitsCompanyRecord>(
    await db.execute(sql`
      select c.id, c.name, c.off_limits_date::text as "offLimitsDate", c.off_limits_apart as apart
      from companies c where c.id = any(${intArray(ids)}::int[])`),
  );
}

export interface FamilyMemberRecord {
  /** The company asked about. */
  companyId: number;
  memberId: number;
  offLimitsDate: string | null;
  apart: boolean;
  jobActive: boolean;
}

/**
 * For each asked company, every company of its family (from its top parent down, as the family
 * tree walks it: at most 50 steps, cycles stop the walk) with its own date, mark and whether a job
 * of it is active. One statement for a whole page of companies.
 *
 * Each step finds its next companies through a lateral subquery the planner keeps as written
 * (`offset 0`), so by their key: a family is a handful of companies, but the planner expects
 * hundreds per step and would otherwise read and hash every company at each step, several times
 * the cost of the whole walk.
 */
export async function findFamilyMembers(db: Executor, ids: number[]): Promise<FamilyMemberRecord[]> {
  return rows<FamilyMemberRecord>(
    await db.execute(sql`
      with recursive up(start_id, id, parent_id, depth, path) as (
        select c.id, c.id, c.parent_id, 0, array[c.id] from companies c where c.id = any(${intArray(ids)}::int[])
        union all
        select up.start_id, p.id, p.parent_id, up.depth + 1, up.path || p.id
        from up cross join lateral (
          select p.id, p.parent_id from companies p where p.id = up.parent_id offset 0) p
        where up.parent_id <> up.id and not p.id = any(up.path) and up.depth < 50),
      tops as (
        select distinct on (start_id) start_id, id as top_id from up order by start_id, depth desc),
      down(top_id, id, path) as (
        select t.top_id, t.top_id, array[t.top_id] from (select distinct top_id from tops) t
        union all
        select down.top_id, ch.id, down.path || ch.id
        from down cross join lateral (
          select ch.id, ch.parent_id from companies ch where ch.parent_id = down.id offset 0) ch
        where ch.id <> ch.parent_id and not ch.id = any(down.path) and cardinality(down.path) < 50),
      members as (
        select distinct tops.start_id, down.id from tops join down on down.top_id = tops.top_id
        union
        select start_id, start_id from tops)
      select m.start_id as "companyId", c.id as "memberId", c.off_limits_date::text as "offLimitsDate",
             c.off_limits_apart as apart,
             exists (select 1 from assignments a
                     where a.company_id = c.id and a.status = any(${activeStatuses}::text[])) as "jobActive"
      from members m cross join lateral (
        select c.id, c.off_limits_date, c.off_limits_apart from companies c where c.id = m.id offset 0) c
      order by m.start_id, c.id`),
  );
}

/** The team of each listed assignment, developers first, then by name. */
const partnersOf = sql`coalesce((
  select json_agg(json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name, 'role', au.role)
                  order by au.role, u.last_name, u.first_name, u.id)
  from assignment_users au join users u on u.id = au.user_id where au.assignment_id = a.id), '[]'::json)`;

/**
 * Each company's active jobs, and its latest assignment taken (by date taken, then id). The latest
 * is found once per company: a key account has hundreds of assignments, and finding it again for
 * each of them took time growing with their square.
 */
export async function findAssignmentsBehind(db: Executor, companyIds: number[]): Promise<BehindRecord[]> {
  const ids = intArray(companyIds);
  return rows<BehindRecord>(
    await db.execute(sql`
      with latest as (
        select distinct on (l.company_id) l.id from assignments l
        where l.company_id = any(${ids}::int[])
        order by l.company_id, l.date_taken desc nulls last, l.id desc)
      select a.id, a.company_id as "companyId", a.job_title as "jobTitle", a.status,
             a.date_taken::text as "dateTaken", ${partnersOf} as partners
      from assignments a
      where a.company_id = any(${ids}::int[])
        and (a.status = any(${activeStatuses}::text[]) or a.id in (select id from latest))
      order by a.company_id, a.date_taken desc nulls last, a.id desc`),
  );
}

export interface ExpiringRecord {
  companyId: number;
  company: string;
  until: string;
  assignment: OffLimitsAssignment;
  total: number;
}

/**
 * Companies whose own date falls within [from, to] and whose latest assignment taken has the
 * partner on its team; soonest first.
 */
export async function listExpiring(
  db: Executor,
  input: { partnerId: number; from: string; to: string; offset: number; limit: number },
): Promise<ExpiringRecord[]> {
  return rows<ExpiringRecord>(
    await db.execute(sql`
      with soon as (
        select c.id from companies c where c.off_limits_date between ${input.from}::date and ${input.to}::date),
      latest as (
        select distinct on (a.company_id) a.company_id, a.id
        from assignments a where a.company_id in (select id from soon)
        order by a.company_id, a.date_taken desc nulls last, a.id desc)
      select c.id as "companyId", c.name as company, c.off_limits_date::text as until,
             json_build_object('id', a.id, 'jobTitle', a.job_title, 'status', a.status,
                               'dateTaken', a.date_taken::text, 'partners', ${partnersOf}) as assignment,
             (count(*) over ())::int as total
      from companies c
      join latest on latest.company_id = c.id
      join assignments a on a.id = latest.id
      where c.off_limits_date between ${input.from}::date and ${input.to}::date
        and exists (select 1 from assignment_users au where au.assignment_id = a.id and au.user_id = ${input.partnerId})
      order by c.off_limits_date, lower(c.name), c.id
      offset ${input.offset} limit ${input.limit}`),
  );
}

export async function userExists(db: Executor, id: number): Promise<boolean> {
  const [row] = rows<{ found: boolean }>(
    await db.execute(sql`select exists (select 1 from users where id = ${id}) as found`),
  );
  return row?.found ?? false;
}
