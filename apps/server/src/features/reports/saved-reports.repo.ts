// The SQL of "My reports": named saved reports and whom each is shared with.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { isoTimestamp, queryRows } from '../../platform/sql-rows.ts';

export interface NamedReportRow {
  id: number;
  name: string;
  reportType: string;
  filter: unknown;
  ownerId: number;
  ownerName: string;
  sharedWith: { ID: number; FullName: string }[];
  createdAt: string;
  lastRunAt: string | null;
}

const columns = sql.raw(`r.id, r.name, r.report_type as "reportType", r.filter, r.user_id as "ownerId",
  (o.first_name || ' ' || o.last_name) as "ownerName",
  coalesce((select json_agg(json_build_object('ID', u.id, 'FullName', u.first_name || ' ' || u.last_name)
    order by u.last_name, u.first_name, u.id)
    from saved_report_shares s join users u on u.id = s.user_id where s.report_id = r.id), '[]'::json) as "sharedWith",
  ${isoTimestamp('r.created_at', 'createdAt')}, ${isoTimestamp('r.last_run_at', 'lastRunAt')}`);

/** Saved with a name by the reader or shared with the reader. */
const readableBy = (userId: number) =>
  sql`r.name is not null and (r.user_id = ${userId}
    or exists (select 1 from saved_report_shares s where s.report_id = r.id and s.user_id = ${userId}))`;

export async function insertNamedReport(
  db: Executor,
  report: { userId: number; name: string; reportType: string; filter: unknown },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into saved_reports (user_id, name, report_type, filter)
      values (${report.userId}, ${report.name}, ${report.reportType}, ${JSON.stringify(report.filter)}::jsonb)
      returning id`,
  );
  return row.id;
}

/** Answers how many of `userIds` are users: shares name existing colleagues only. */
export async function countUsers(db: Executor, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return row.n;
}

export async function replaceShares(db: Executor, reportId: number, userIds: number[]): Promise<void> {
  await db.execute(sql`delete from saved_report_shares where report_id = ${reportId}`);
  for (const userId of userIds) {
    await db.execute(sql`insert into saved_report_shares (report_id, user_id) values (${reportId}, ${userId})
      on conflict do nothing`);
  }
}

export async function findReadableReport(
  db: Executor,
  { id, userId }: { id: number; userId: number },
): Promise<NamedReportRow | undefined> {
  const [row] = await queryRows<NamedReportRow>(
    db,
    sql`select ${columns} from saved_reports r join users o on o.id = r.user_id
      where r.id = ${id} and ${readableBy(userId)}`,
  );
  return row;
}

export async function listReadableReports(
  db: Executor,
  { userId, limit, offset }: { userId: number; limit: number; offset: number },
): Promise<{ rows: NamedReportRow[]; total: number }> {
  const rows = await queryRows<NamedReportRow>(
    db,
    sql`select ${columns} from saved_reports r join users o on o.id = r.user_id
      where ${readableBy(userId)} order by r.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from saved_reports r where ${readableBy(userId)}`,
  );
  return { rows, total: count.n };
}

export async function renameReport(db: Executor, { id, name }: { id: number; name: string }): Promise<void> {
  await db.execute(sql`update saved_reports set name = ${name} where id = ${id}`);
}

export async function deleteReport(db: Executor, id: number): Promise<void> {
  await db.execute(sql`delete from saved_reports where id = ${id}`);
}

export async function markReportRun(db: Executor, id: number): Promise<string> {
  const [row] = await queryRows<{ at: string }>(
    db,
    sql.raw(`update saved_reports set last_run_at = now() where id = ${Number(id)}
      returning ${isoTimestamp('last_run_at', 'at')}`),
  );
  return row.at;
}
