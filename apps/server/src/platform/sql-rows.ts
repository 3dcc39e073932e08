// The rows of a raw `db.execute` result: node-postgres and PGlite both answer `{ rows }`.
export function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
