// Every assignment's billings in one currency, summed once per data version and kept in process:
// ordering a listing by billings then reads a map instead of adding up every invoice split of every
// matching assignment on each page (seconds on a large firm). Imports and company changes move the
// data version on, as they do for the report engine.
import type { Executor } from '../../platform/database.ts';
import { listAssignmentBillings } from './mcl.repo.ts';

interface BillingsCache {
  version: number;
  byCurrency: Map<string, Promise<Map<number, number>>>;
}
const caches = new WeakMap<object, BillingsCache>();

/** Billings by assignment id in `currency` for this data version; loaded once and shared meanwhile. */
export function billingsByAssignment(
  db: Executor,
  input: { version: number; currency: string },
): Promise<Map<number, number>> {
  let cache = caches.get(db);
  if (!cache || cache.version !== input.version) {
    cache = { version: input.version, byCurrency: new Map() };
    caches.set(db, cache);
  }
  let billings = cache.byCurrency.get(input.currency);
  if (!billings) {
    billings = listAssignmentBillings(db, input.currency);
    const byCurrency = cache.byCurrency;
    byCurrency.set(input.currency, billings);
    billings.catch(() => byCurrency.delete(input.currency));
  }
  return billings;
}
