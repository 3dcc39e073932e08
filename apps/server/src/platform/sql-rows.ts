// The rows of a raw `db.execute` result: node-postgres and PGlite both answer `{ rows }`.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './database.ts';

export function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs a raw statement and answers its rows. */
export async function queryRows<T>(db: Executor, statement: SQL): Promise<T[]> {
  return rows<T>(await db.execute(statement));
}

/**
 * Runs a raw statement and answers its rows, read as one JSON text. The embedded database's driver
 * decodes every field of every row on its own (a copy and a text decoding each), which cost more
 * than the query on lists of many rows or columns; one text parsed by `JSON.parse` costs a third to
 * a half of that. Only for columns whose JSON reads as the driver's would: integers, text (dates
 * as `::text`), booleans and nulls; rows come in the statement's order.
 */
export async function queryRowsAsJson<T>(db: Executor, statement: SQL): Promise<T[]> {
  const [row] = await queryRows<{ rows: string }>(
    db,
    sql`select coalesce(json_agg(r), '[]')::text as rows from (${statement}) r`,
  );
  return JSON.parse(row.rows) as T[];
}

/** A timestamptz column as the API writes moments: ISO 8601 in UTC ('2026-11-29T05:35:12.345Z'). */
export const isoTimestamp = (column: string, alias: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "${alias}"`;
