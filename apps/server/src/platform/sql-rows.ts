// The rows of a raw `db.execute` result: node-postgres and PGlite both answer `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { Executor } from './database.ts';

export function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs a raw statement and answers its rows. */
export async function queryRows<T>(db: Executor, statement: SQL): Promise<T[]> {
  return rows<T>(await db.execute(statement));
}
