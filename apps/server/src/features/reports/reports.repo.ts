// The only SQL of the reports feature: the report source (every table the engine reads, the large
// ones a page at a time, as of one data version), the result cache, saved reports, and whether a
// currency has rates.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/database.ts';
import { queryRowsAsJson, rows } from '../../platform/sql-rows.ts';
import { type ColumnSpec, type ColumnType, convertRows, csvToRows } from './copy-csv.ts';
import type { ReportSource } from './report-source.ts';

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

type Reader = <T>(query: string, columns: ColumnSpec) => Promise<T[]>;

/** Output property → [SQL expression, type]. */
type Select = Record<string, [string, ColumnType]>;

/**
 * One statement per table, its columns named as the engine's source rows. The tables that grow with
 * the firm's work (`isPaged`) are read a page of ids at a time, letting other requests in between.
 */
const SOURCE_TABLES: Record<keyof ReportSource, { from: string; select: Select; isPaged?: boolean }> = {
  regions: { from: 'regions', select: { id: ['id', 'int'], name: ['name', 'text'] } },
  licenses: {
    from: 'licenses',
    select: { id: ['id', 'int'], name: ['name', 'text'], regionId: ['region_id', 'int'] },
  },
  locations: {
    from: 'locations',
    select: { id: ['id', 'int'], name: ['name', 'text'], licenseId: ['license_id', 'int'] },
  },
  users: {
    from: 'users',
    isPaged: true,
    select: {
      id: ['id', 'int'],
      name: ["first_name || ' ' || last_name", 'text'],
      locationId: ['location_id', 'int'],
      email: ['email', 'text'],
    },
  },
  companies: {
    from: 'companies',
    isPaged: true,
    select: { id: ['id', 'int'], name: ['name', 'text'], parentId: ['parent_id', 'int'] },
  },
  functions: { from: 'functions', select: { id: ['id', 'int'], name: ['name', 'text'] } },
  industries: { from: 'industries', select: { id: ['id', 'int'], name: ['name', 'text'] } },
  reportGroups: { from: 'report_groups', select: { id: ['id', 'int'], name: ['name', 'text'] } },
  practiceGroups: { from: 'practice_groups', select: { id: ['id', 'int'], name: ['name', 'text'] } },
  subsectors: {
    from: 'subsectors',
    select: { id: ['id', 'int'], name: ['name', 'text'], isDirectorSearch: ['is_director_search', 'bool'] },
  },
  groupCodes: {
    from: 'group_codes',
    select: {
      groupKind: ['group_kind', 'text'],
      groupId: ['group_id', 'int'],
      industryId: ['industry_id', 'int'],
      functionId: ['function_id', 'int'],
    },
  },
  assignments: {
    from: 'assignments',
    isPaged: true,
    select: {
      id: ['id', 'int'],
      displayId: ['display_id', 'text'],
      jobTitle: ['job_title', 'text'],
      companyId: ['company_id', 'int'],
      functionId: ['function_id', 'int'],
      industryId: ['industry_id', 'int'],
      practiceGroupId: ['practice_group_id', 'int'],
      subsectorId: ['subsector_id', 'int'],
      searchType: ['search_type', 'text'],
      status: ['status', 'text'],
      statusDate: ['status_date', 'date'],
      markedFilledDate: ['marked_filled_date', 'date'],
      dateTaken: ['date_taken', 'date'],
      createdDate: ['created_date', 'date'],
      onStrategy: ['on_strategy', 'bool'],
      excludeFromAverage: ['exclude_from_average', 'bool'],
      isSearchGuarantee: ['is_search_guarantee', 'bool'],
      isAdditionalPlacement: ['is_additional_placement', 'bool'],
    },
  },
  assignmentUsers: {
    from: 'assignment_users',
    isPaged: true,
    select: { assignmentId: ['assignment_id', 'int'], userId: ['user_id', 'int'], role: ['role', 'text'] },
  },
  invoices: {
    from: 'invoices',
    isPaged: true,
    select: {
      id: ['id', 'int'],
      assignmentId: ['assignment_id', 'int'],
      invoiceDate: ['invoice_date', 'date'],
      amount: ['amount', 'float'],
      currency: ['currency', 'text'],
    },
  },
  splits: {
    from: 'invoice_splits',
    isPaged: true,
    select: { invoiceId: ['invoice_id', 'int'], userId: ['user_id', 'int'], amount: ['amount', 'float'] },
  },
  fxRates: {
    from: 'fx_rates',
    select: {
      month: ['month', 'date'],
      currency: ['currency', 'text'],
      unitsPerUsd: ['units_per_usd', 'float'],
    },
  },
};

/**
 * Numerics come as text and are read with Number (PGlite formats float8 several times slower than
 * numeric). Dates go out as ISO text: COPY writes them so, node-postgres needs the cast.
 */
function selectStatement(
  from: string,
  select: Select,
  castDates: boolean,
): { query: string; columns: ColumnSpec } {
  const list = Object.entries(select).map(
    ([name, [expression, type]]) =>
      `${expression}${castDates && type === 'date' ? '::text' : ''} as "${name}"`,
  );
  const columns = Object.fromEntries(Object.entries(select).map(([name, [, type]]) => [name, type]));
  return { query: `select ${list.join(', ')} from ${from}`, columns };
}

/**
 * Rows of a large table per read. PGlite runs a statement on the event loop itself, so its reads are
 * short; a PostgreSQL server runs it elsewhere and only turning a page into rows holds the loop, so
 * its pages are larger and take fewer round trips.
 */
const SOURCE_PAGE_ROWS = { pglite: 2_000, postgres: 20_000 } as const;

/**
 * Windows of equal width [low, high) over the ids first to last, as many as pages of `count` rows:
 * gaps in the ids make a window hold fewer rows, never more than the table has.
 */
export function idWindows(first: number, last: number, count: number, pageRows: number): [number, number][] {
  const windows = Math.max(1, Math.ceil(count / pageRows));
  const width = Math.max(1, Math.ceil((last - first + 1) / windows));
  const out: [number, number][] = [];
  for (let low = first; low <= last; low += width) out.push([low, low + width]);
  return out;
}

/** A paged table's statements: its id range first, then the rows of one window of ids at a time. */
async function readPaged<T>(
  read: Reader,
  from: string,
  select: { query: string; columns: ColumnSpec },
  pageRows: number,
): Promise<T[]> {
  const [span] = await read<{ first: number | null; last: number | null; count: number }>(
    `select min(id) as "first", max(id) as "last", count(*) as "count" from ${from}`,
    { first: 'int', last: 'int', count: 'int' },
  );
  if (!span || span.first === null || span.last === null) return [];
  const rows: T[] = [];
  for (const [low, high] of idWindows(span.first, span.last, span.count, pageRows)) {
    await nextTurn();
    const page = await read<T>(
      `${select.query} where id >= ${low} and id < ${high} order by id`,
      select.columns,
    );
    for (const row of page) rows.push(row);
  }
  return rows;
}

async function readSource(
  read: Reader,
  options: { castDates: boolean; pageRows: number },
): Promise<{ version: number; source: ReportSource }> {
  const version = await read<{ version: number }>(
    'select version as "version" from data_version where id = 1',
    {
      version: 'float',
    },
  );
  const source = {} as Record<string, unknown[]>;
  for (const [table, { from, select, isPaged }] of Object.entries(SOURCE_TABLES)) {
    const statement = selectStatement(from, select, options.castDates);
    await nextTurn();
    source[table] = isPaged
      ? await readPaged(read, from, statement, options.pageRows)
      : await read(statement.query, statement.columns);
  }
  return { version: version[0]?.version ?? 0, source: source as unknown as ReportSource };
}

/**
 * Every table the engine needs, as of one data version. PostgreSQL: one repeatable-read snapshot.
 * PGlite: COPY to CSV table by table and page by page — not in one transaction, which would hold
 * every other request of the embedded database for the whole load — and the version is read again
 * at the end: if an import landed meanwhile the load starts over (a few times at most; after that
 * the store keeps the older version number, so the next report loads again).
 */
export async function loadReportSource(
  database: Database,
): Promise<{ version: number; source: ReportSource }> {
  const pglite = database.pglite;
  if (pglite) {
    const read: Reader = async (query, columns) => {
      const result = await pglite.query(`copy (${query}) to '/dev/blob' with (format csv)`);
      return csvToRows(result.blob ? await result.blob.text() : '', columns);
    };
    for (let attempt = 1; ; attempt++) {
      const loaded = await readSource(read, { castDates: false, pageRows: SOURCE_PAGE_ROWS.pglite });
      if ((await readDataVersion(database.db)) === loaded.version || attempt === 3) return loaded;
    }
  }
  return database.db.transaction(
    (tx) =>
      readSource(
        async <T>(query: string, columns: ColumnSpec) =>
          convertRows<T>(rows(await tx.execute(sql.raw(query))), columns),
        { castDates: true, pageRows: SOURCE_PAGE_ROWS.postgres },
      ),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
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
