// Amounts show in the viewer's currency; a currency without exchange rates shows as USD
// (docs/metrics.md, "Currency"). The listings and the people screens ask here; the report engine
// answers the same from the rates it holds in memory (report-selection.ts).
import type { Executor } from '../../platform/database.ts';
import { isRatedCurrency } from './reports.repo.ts';

/** The currency a viewer who asked for `wanted` sees amounts in: one look-up of its rates. */
export async function shownCurrency(db: Executor, wanted: string): Promise<string> {
  const code = wanted.toUpperCase();
  if (code === 'USD') return 'USD';
  return (await isRatedCurrency(db, code)) ? code : 'USD';
}
