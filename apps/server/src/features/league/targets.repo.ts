// The SQL of the yearly targets: per partner (a user), office (a location) or practice group.
import type { LeagueBy } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';

export interface TargetRecord {
  id: number;
  year: number;
  kind: LeagueBy;
  subjectId: number;
  name: string;
  amountUsd: number;
}

const subjectName = sql`case t.kind
  when 'partner' then (select u.first_name || ' ' || u.last_name from users u where u.id = t.subject_id)
  when 'office' then (select l.name from locations l where l.id = t.subject_id)
  else (select pg.name from practice_groups pg where pg.id = t.subject_id) end`;

const targetColumns = sql`t.id, t.year::int as year, t.kind, t.subject_id as "subjectId",
  coalesce(${subjectName}, '') as name, t.amount_usd::float8 as "amountUsd"`;

export async function listTargets(
  db: Executor,
  input: { year: number; kind?: LeagueBy },
): Promise<TargetRecord[]> {
  return rows<TargetRecord>(
    await db.execute(sql`
      select ${targetColumns} from targets t
      where t.year = ${input.year} ${input.kind ? sql`and t.kind = ${input.kind}` : sql``}
      order by t.kind, lower(coalesce(${subjectName}, '')), t.id`),
  );
}

export async function subjectExists(db: Executor, kind: LeagueBy, id: number): Promise<boolean> {
  const table = { partner: sql`users`, office: sql`locations`, practiceGroup: sql`practice_groups` }[kind];
  const [row] = rows<{ found: boolean }>(
    await db.execute(sql`select exists (select 1 from ${table} where id = ${id}) as found`),
  );
  return row?.found ?? false;
}

export async function saveTarget(
  db: Executor,
  input: { year: number; kind: LeagueBy; subjectId: number; amountUsd: number },
): Promise<TargetRecord> {
  const [row] = rows<TargetRecord>(
    await db.execute(sql`
      with saved as (
        insert into targets (year, kind, subject_id, amount_usd)
        values (${input.year}, ${input.kind}, ${input.subjectId}, ${input.amountUsd})
        on conflict (year, kind, subject_id) do update set amount_usd = excluded.amount_usd, updated_at = now()
        returning *)
      select ${targetColumns} from saved t`),
  );
  return row as TargetRecord;
}

export async function removeTarget(db: Executor, id: number): Promise<boolean> {
  const removed = rows<{ id: number }>(
    await db.execute(sql`delete from targets where id = ${id} returning id`),
  );
  return removed.length > 0;
}

/** The ids a file's subject names: an id, an office's or practice group's name, a partner's e-mail or full name. */
export async function findSubjects(db: Executor, kind: LeagueBy, subject: string): Promise<number[]> {
  const id = /^\d{1,9}$/.test(subject) ? Number(subject) : -1;
  const query = {
    partner: sql`select id from users where id = ${id} or lower(email) = lower(${subject})
      or lower(first_name || ' ' || last_name) = lower(${subject})`,
    office: sql`select id from locations where id = ${id} or lower(name) = lower(${subject})`,
    practiceGroup: sql`select id from practice_groups where id = ${id} or lower(name) = lower(${subject})`,
  }[kind];
  return rows<{ id: number }>(await db.execute(query)).map((r) => r.id);
}
