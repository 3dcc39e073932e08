// The report source as the engine reads it: every table the store is built from, the large ones a
// window of ids at a time, as of one data version (ADR 004).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { idWindows } from '../../platform/id-windows.ts';
import { rows } from '../../platform/sql-rows.ts';
import { type ColumnSpec, type ColumnType, convertRows, csvToRows } from './copy-csv.ts';
import type { ReportSource } from './report-source.ts';
import { readDataVersion } from './reports.repo.ts';

type Reader = <T>(query: string, columns: ColumnSpec) => Promise<T[]>;

/** Output property → [SQL expression, type]. */
type Select = Record<string, [string, ColumnType]>;

/**
 * What is read of each table, its columns named as the engine's source rows. The tables that grow
 * with the firm's work (`isPaged`) are read a window of ids at a time, letting other requests in
 * between.
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
  const table: T[] = [];
  for (const [low, high] of idWindows(span.first, span.last, span.count, pageRows)) {
    await nextTurn();
    const page = await read<T>(
      `${select.query} where id >= ${low} and id < ${high} order by id`,
      select.columns,
    );
    for (const row of page) table.push(row);
  }
  return table;
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
