// Fast loading of generated rows: multi-row INSERTs with inline literals, chunked, one
// transaction per table. Parameterised inserts cap at 65,535 parameters and cost a round trip of
// binding per value; literal VALUES lists are what PostgreSQL and PGlite parse fastest, and the
// same SQL runs on both drivers.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';

/** Rows per INSERT statement; also bounded by statement size below. */
const CHUNK_ROWS = 5_000;
const CHUNK_CHARS = 2_000_000;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

function toLiteral(value: unknown, column: PgColumn): string {
  if (value === null || value === undefined) return 'NULL';
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson')
    return `${quote(JSON.stringify(value))}::jsonb`;
  if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'::bytea`;
  if (Array.isArray(value)) {
    return value.length === 0
      ? `'{}'::text[]`
      : `ARRAY[${value.map((v) => quote(String(v))).join(',')}]::text[]`;
  }
  switch (typeof value) {
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`cannot insert ${value} into ${column.name}`);
      return String(value);
    case 'boolean':
      return value ? 'TRUE' : 'FALSE';
    case 'string':
      return quote(value);
    default:
      if (value instanceof Date) return quote(value.toISOString());
      throw new Error(`unsupported value for ${column.name}: ${typeof value}`);
  }
}

export interface BulkInsertOptions {
  /**
   * Skip foreign-key checks while loading (session_replication_role = replica, superuser only).
   * The checks cost about half the load time; skip them only for rows whose references are known
   * to be right. CHECK and UNIQUE constraints still apply.
   */
  skipForeignKeyChecks?: boolean;
}

/**
 * Inserts `rows` (drizzle insert shapes, all with the same keys) into `table`.
 * Returns the number of rows inserted.
 */
export async function bulkInsert<T extends PgTable>(
  database: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: BulkInsertOptions = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0] as object).filter((key) => key in columns);
  const head = `INSERT INTO "${getTableName(table)}" (${keys.map((k) => `"${columns[k].name}"`).join(', ')}) VALUES `;

  // One transaction per table: a failed chunk leaves no half-loaded table behind. Statements are
  // built chunk by chunk, so a million rows never sit in memory as SQL text all at once.
  await database.db.transaction(async (tx) => {
    if (options.skipForeignKeyChecks) {
      await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    }
    let tuples: string[] = [];
    let chars = 0;
    for (const row of rows) {
      const record = row as Record<string, unknown>;
      const tuple = `(${keys.map((key) => toLiteral(record[key], columns[key])).join(',')})`;
      tuples.push(tuple);
      chars += tuple.length + 1;
      if (tuples.length >= CHUNK_ROWS || chars >= CHUNK_CHARS) {
        await tx.execute(sql.raw(head + tuples.join(',')));
        tuples = [];
        chars = 0;
      }
    }
    if (tuples.length > 0) await tx.execute(sql.raw(head + tuples.join(',')));
  });
  return rows.length;
}

/** Tables whose `id` the generator assigns itself (serial columns). */
export const SERIAL_TABLES = [
  'regions',
  'countries',
  'licenses',
  'locations',
  'functions',
  'industries',
  'practice_groups',
  'subsectors',
  'report_groups',
  'group_codes',
  'skills',
  'users',
  'companies',
  'company_countries',
  'company_industries',
  'assignments',
  'assignment_users',
  'invoices',
  'invoice_splits',
  'calendar_events',
  'routes',
  'sections',
  'folders',
  'files',
] as const;
export type SerialTable = (typeof SERIAL_TABLES)[number];

/**
 * Hands out ids per table, starting after the highest id already there. The generator sets ids
 * itself so rows can reference each other before anything is inserted (no RETURNING round trips).
 */
export class IdAllocator {
  private constructor(private readonly last: Map<string, number>) {}

  static async read(database: Database, tables: readonly string[] = SERIAL_TABLES): Promise<IdAllocator> {
    const selects = tables.map((t) => `(select coalesce(max(id), 0) from "${t}")::int as "${t}"`).join(', ');
    const [maxima] = rows<Record<string, number>>(await database.db.execute(sql.raw(`select ${selects}`)));
    return new IdAllocator(new Map(tables.map((t) => [t, Number(maxima[t])])));
  }

  /** Starts every table at 1: for pure generation without a database (unit tests). */
  static fresh(): IdAllocator {
    return new IdAllocator(new Map());
  }

  next(table: SerialTable): number {
    const id = (this.last.get(table) ?? 0) + 1;
    this.last.set(table, id);
    return id;
  }
}

/** After explicit ids, move each serial sequence past the highest id so later inserts do not collide. */
export async function syncSequences(
  database: Database,
  tables: readonly string[] = SERIAL_TABLES,
): Promise<void> {
  const calls = tables.map(
    (t) =>
      `setval(pg_get_serial_sequence('"${t}"', 'id'), coalesce((select max(id) from "${t}"), 0) + 1, false)`,
  );
  await database.db.execute(sql.raw(`select ${calls.join(', ')}`));
}
