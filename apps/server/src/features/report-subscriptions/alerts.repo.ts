// The SQL of alerts on saved reports.
import type { Alert, AlertCondition, KpiKey } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { isoTimestamp, queryRows } from '../../platform/sql-rows.ts';

const alertColumns = sql.raw(`a.id, a.report_id as "reportId", r.name as "reportName", a.metric, a.condition,
  a.threshold, a.is_met as "isMet", ${isoTimestamp('a.last_checked_at', 'lastCheckedAt')},
  ${isoTimestamp('a.last_fired_at', 'lastFiredAt')}, ${isoTimestamp('a.created_at', 'createdAt')},
  a.owner_id as "ownerId"`);

export type AlertRow = Alert & { ownerId: number };

const fromAlerts = sql`from report_alerts a join saved_reports r on r.id = a.report_id`;

export async function insertAlert(
  db: Executor,
  input: { reportId: number; ownerId: number; metric: KpiKey; condition: AlertCondition; threshold: number },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into report_alerts (report_id, owner_id, metric, condition, threshold)
      values (${input.reportId}, ${input.ownerId}, ${input.metric}, ${input.condition}, ${input.threshold})
      returning id`,
  );
  return row.id;
}

export async function findAlert(db: Executor, id: number): Promise<AlertRow | undefined> {
  const [row] = await queryRows<AlertRow>(db, sql`select ${alertColumns} ${fromAlerts} where a.id = ${id}`);
  return row;
}

export async function listAlerts(
  db: Executor,
  { ownerId, limit, offset }: { ownerId: number; limit: number; offset: number },
): Promise<{ rows: AlertRow[]; total: number }> {
  const where: SQL = sql`where a.owner_id = ${ownerId}`;
  const rows = await queryRows<AlertRow>(
    db,
    sql`select ${alertColumns} ${fromAlerts} ${where} order by a.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from report_alerts a ${where}`,
  );
  return { rows, total: count.n };
}

export async function deleteAlert(db: Executor, id: number): Promise<void> {
  await db.execute(sql`delete from report_alerts where id = ${id}`);
}

/** Alerts not checked since `since`. */
export async function listAlertsToCheck(db: Executor, since: Date): Promise<{ id: number }[]> {
  return queryRows(
    db,
    sql`select id from report_alerts
      where last_checked_at is null or last_checked_at < ${since.toISOString()}::timestamptz order by id`,
  );
}

/**
 * Records a check. Answers true only to the one check that found the condition newly met (it
 * mails): a check that finds it still met, or finds it met after another check did, answers false.
 */
export async function recordCheck(
  db: Executor,
  { id, isMet, value }: { id: number; isMet: boolean; value: number | null },
): Promise<boolean> {
  const [row] = await queryRows<{ fired: boolean }>(
    db,
    sql`update report_alerts a set is_met = ${isMet}, last_value = ${value}, last_checked_at = now(),
        last_fired_at = case when ${isMet} and not old.is_met then now() else a.last_fired_at end
      from (select id, is_met from report_alerts where id = ${id} for update) old
      where a.id = old.id
      returning (${isMet} and not old.is_met) as fired`,
  );
  return row?.fired ?? false;
}
