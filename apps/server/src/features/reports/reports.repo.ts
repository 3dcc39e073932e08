// The SQL of the reports feature beside the report source's (report-source.repo.ts): the data
// version, the result cache, saved reports, stubs and facades, the staff for headcounts, runs, and
// whether a currency has rates.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRowsAsJson, rows } from '../../platform/sql-rows.ts';

export async function readDataVersion(db: Executor): Promise<number> {
  const [row] = rows<{ version: number }>(
    await db.execute(sql`select version::float8 as version from data_version where id = 1`),
  );
  return row?.version ?? 0;
}

/** Whether monthly rates exist for a currency (codes are stored upper case, as imports require). */
export async function isRatedCurrency(db: Executor, currency: string): Promise<boolean> {
  const [row] = rows<{ rated: boolean }>(
    await db.execute(sql`select exists (select 1 from fx_rates where currency = ${currency}) as rated`),
  );
  return row?.rated === true;
}

export interface CachedReport {
  result: unknown;
  dataVersion: number;
  computedAt: string;
}

/**
 * The current data version and the cache entry for `key`, if any, in one round trip; without its
 * result when the caller already holds it parsed (`withResult: false`).
 */
export async function findCachedReport(
  db: Executor,
  key: string,
  { withResult = true }: { withResult?: boolean } = {},
): Promise<{ version: number; cached: CachedReport | undefined }> {
  const [row] = rows<{
    version: number;
    result: unknown;
    dataVersion: number | null;
    computedAt: string | Date | null;
  }>(
    await db.execute(sql`select v.version::float8 as version,
               case when ${withResult}::boolean then c.result end as result, c.data_version::float8 as "dataVersion",
               c.computed_at as "computedAt"
        from data_version v left join report_cache c on c.key = ${key} where v.id = 1`),
  );
  if (!row) return { version: 0, cached: undefined };
  if (row.dataVersion === null || row.computedAt === null) return { version: row.version, cached: undefined };
  return {
    version: row.version,
    cached: {
      result: row.result,
      dataVersion: row.dataVersion,
      computedAt: new Date(row.computedAt).toISOString(),
    },
  };
}

export async function saveCachedReport(
  db: Executor,
  entry: {
    key: string;
    reportType: string;
    currency: string;
    result: unknown;
    dataVersion: number;
    computedAt: string;
  },
): Promise<void> {
  await db.execute(sql`
    insert into report_cache (key, report_type, currency, result, data_version, computed_at)
    values (${entry.key}, ${entry.reportType}, ${entry.currency}, ${JSON.stringify(entry.result)}::jsonb,
            ${entry.dataVersion}, ${entry.computedAt})
    on conflict (key) do update set result = excluded.result, data_version = excluded.data_version,
      computed_at = excluded.computed_at, currency = excluded.currency`);
}

export async function insertSavedReport(
  db: Executor,
  report: { userId: number; reportType: string; filter: unknown },
): Promise<number> {
  const [row] = rows<{ id: number }>(
    await db.execute(sql`insert into saved_reports (user_id, report_type, filter)
        values (${report.userId}, ${report.reportType}, ${JSON.stringify(report.filter)}::jsonb) returning id`),
  );
  return row.id;
}

export interface SavedReportRow {
  id: number;
  userId: number;
  reportType: string;
  filter: unknown;
}

export async function findSavedReport(db: Executor, id: number): Promise<SavedReportRow | undefined> {
  const [row] = rows<SavedReportRow>(
    await db.execute(
      sql`select id, user_id as "userId", report_type as "reportType", filter from saved_reports where id = ${id}`,
    ),
  );
  return row;
}

export async function findSavedReportByStub(db: Executor, stub: string): Promise<SavedReportRow | undefined> {
  const [row] = rows<SavedReportRow>(
    await db.execute(sql`select r.id, r.user_id as "userId", r.report_type as "reportType", r.filter
        from report_stubs s join saved_reports r on r.id = s.report_id where s.stub = ${stub}`),
  );
  return row;
}

export async function findStubOfReport(db: Executor, reportId: number): Promise<string | undefined> {
  const [row] = rows<{ stub: string }>(
    await db.execute(
      sql`select stub from report_stubs where report_id = ${reportId} order by created_at limit 1`,
    ),
  );
  return row?.stub;
}

export async function insertStub(db: Executor, stub: { stub: string; reportId: number; createdBy: number }) {
  await db.execute(
    sql`insert into report_stubs (stub, report_id, created_by) values (${stub.stub}, ${stub.reportId}, ${stub.createdBy})`,
  );
}

export async function findFacade(
  db: Executor,
  userId: number,
  reportType: string,
): Promise<unknown | undefined> {
  const [row] = rows<{ facade: unknown }>(
    await db.execute(
      sql`select facade from facades where user_id = ${userId} and report_type = ${reportType}`,
    ),
  );
  return row?.facade;
}

export async function saveFacade(
  db: Executor,
  entry: { userId: number; reportType: string; facade: unknown },
) {
  await db.execute(sql`
    insert into facades (user_id, report_type, facade) values (${entry.userId}, ${entry.reportType}, ${JSON.stringify(entry.facade)}::jsonb)
    on conflict (user_id, report_type) do update set facade = excluded.facade, updated_at = now()`);
}

export interface StaffRow {
  id: number;
  role: 'Partner' | 'Researcher' | 'Administrator';
  statusId: number;
  locationId: number | null;
  licenseId: number | null;
  regionId: number | null;
  hireDate: string | null;
  roleChangedDate: string | null;
  inactiveDate: string | null;
}

/** Everyone with their office, license, region and the dates headcounts depend on. */
export async function listStaff(db: Executor): Promise<StaffRow[]> {
  // Every user of the firm: read as one JSON text, which the embedded database answers faster.
  return queryRowsAsJson<StaffRow>(
    db,
    sql`select u.id, u.role, u.status_id as "statusId", u.location_id as "locationId", lo.license_id as "licenseId",
               li.region_id as "regionId", u.hire_date::text as "hireDate", u.role_changed_date::text as "roleChangedDate",
               u.inactive_date::text as "inactiveDate"
        from users u left join locations lo on lo.id = u.location_id left join licenses li on li.id = lo.license_id`,
  );
}

export interface ReportRunRow {
  runId: string;
  reportType: string;
  filter: unknown;
  currency: string;
}

/** Keeps a run's definition; a run already kept (same Id) stays as it was. */
export async function insertReportRun(
  db: Executor,
  run: ReportRunRow & { createdBy: number },
): Promise<void> {
  await db.execute(sql`
    insert into report_runs (run_id, report_type, filter, currency, created_by)
    values (${run.runId}, ${run.reportType}, ${JSON.stringify(run.filter)}::jsonb, ${run.currency},
            ${run.createdBy})
    on conflict (run_id) do nothing`);
}

export async function findReportRun(db: Executor, runId: string): Promise<ReportRunRow | undefined> {
  const [row] = rows<ReportRunRow>(
    await db.execute(sql`select run_id as "runId", report_type as "reportType", filter, currency
        from report_runs where run_id = ${runId}`),
  );
  return row;
}
