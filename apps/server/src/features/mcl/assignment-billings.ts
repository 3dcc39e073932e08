// Each assignment's billings as its listing row shows them, read from the report engine's store:
// the sums of its invoice splits in the viewer's currency, worked out once per store and currency.
// Ordering a listing by billings then reads an array instead of adding up, in SQL, every invoice
// split of every matching assignment on each page (seconds on a large firm).

import type { ReportStore } from '../reports/index.ts';
import { currencyView } from '../reports/index.ts';

/** The billings of `ids`, in that order; an assignment the store does not hold has none. */
export function listingBillings(store: ReportStore, currency: string, ids: readonly number[]): Float64Array {
  const { splitsViewer } = currencyView(store, currency);
  return Float64Array.from(ids, (id) => {
    const position = store.assignments.index.get(id);
    return position < 0 ? 0 : splitsViewer[position];
  });
}
