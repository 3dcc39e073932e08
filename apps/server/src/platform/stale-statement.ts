// A statement kept prepared on a connection can go stale on either database: the engine no longer
// has it (a `DISCARD ALL`, a `DEALLOCATE`, or dropped by hand) or refuses its kept plan (a table
// changed shape under it). Both drivers then forget it and prepare it again.
const STALE_STATEMENT_CODES = new Set(['26000', '0A000']);

/** Whether an error says a kept statement must be prepared again. */
export function isStaleStatement(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STALE_STATEMENT_CODES.has(code);
}
