// Drizzle's execute() result differs by driver (PGlite, node-postgres); both carry the rows here.
export function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
