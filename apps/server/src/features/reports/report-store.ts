// The in-process columnar store: the report source turned into typed arrays, once per data
// version (built by report-store-build.ts). Per-assignment rules of spec 2 §9 (teaming, the
// average's exclusions, time to fill) and the fractional shares are settled in it, so a report only
// runs tight loops over numbers.
import type { FxTable } from './fx-rates.ts';
import type { SearchType } from './metric-rules.ts';
import type { PairRows } from './report-pairs.ts';
import type { Csr, Dictionary, IdIndex } from './store-building.ts';

export type { Csr, Dictionary };

export const SEARCH_TYPES: readonly SearchType[] = ['Executive', 'Consulting', 'BLM', 'IM'];
/** Billings split codes stored per assignment. */
export const SPLIT_EXECUTIVE = 0;
export const SPLIT_CONSULTING = 1;
export const SPLIT_IM = 2;

export interface ReportStore {
  /** Month index (year × 12 + month − 1) of relative month 0; every stored month is ≥ it. */
  minMonth: number;
  monthCount: number;
  fx: FxTable;
  regions: Dictionary;
  licenses: Dictionary & { region: Int32Array };
  locations: Dictionary & { license: Int32Array };
  users: Dictionary & { location: Int32Array; emails: (string | null)[] };
  companies: Dictionary & { parent: Int32Array };
  functions: Dictionary;
  industries: Dictionary;
  reportGroups: Dictionary;
  practiceGroups: Dictionary;
  subsectors: Dictionary;
  assignments: {
    count: number;
    ids: Int32Array;
    index: IdIndex;
    names: string[];
    company: Int32Array;
    fn: Int32Array;
    industry: Int32Array;
    searchType: Uint8Array;
    split: Uint8Array;
    takenDay: Int32Array;
    statusDay: Int32Array;
    /** The marked-filled date, else the status date (docs/metrics.md, "Marked Filled"). */
    markedFilledDay: Int32Array;
    createdDay: Int32Array;
    /** Relative months; −1 when the date is missing. */
    takenMonth: Int32Array;
    statusMonth: Int32Array;
    isStatusF: Uint8Array;
    onStrategy: Uint8Array;
    isTeaming: Uint8Array;
    isInAverage: Uint8Array;
    /** Days from taken to status date; NaN without a date taken. */
    timeToFill: Float64Array;
    totalUsd: Float64Array;
    reportGroups: Csr;
    practiceGroups: Csr;
    subsectors: Csr;
  };
  invoices: {
    count: number;
    ids: Int32Array;
    assignment: Int32Array;
    day: Int32Array;
    /** Relative month. */
    month: Int32Array;
    amountUsd: Float64Array;
    usdPerUnit: Float64Array;
  };
  /**
   * Invoice splits, ordered by invoice date and then invoice: one invoice's splits are contiguous,
   * and a date range is one run of rows (see splitRange).
   */
  splits: {
    count: number;
    invoice: Int32Array;
    assignment: Int32Array;
    user: Int32Array;
    day: Int32Array;
    month: Int32Array;
    takeUsd: Float64Array;
  };
  /** One row per assignment and user (spec 2 §9 dedup), ordered by assignment. */
  pairs: PairRows & {
    /** The pair's assignment's taken and status months (relative), for monthly series. */
    takenMonth: Int32Array;
    statusMonth: Int32Array;
  };
  /**
   * Views worked out from this store on first use (a breakdown's groups, a currency's rates), by
   * name: they live and go with the store, and a newer store starts without them.
   */
  derived: Map<string, unknown>;
}

/** The view of the store kept under `name`, made by `make` the first time it is asked for. */
export function derivedView<T>(store: ReportStore, name: string, make: () => T): T {
  if (!store.derived.has(name)) store.derived.set(name, make());
  return store.derived.get(name) as T;
}

/** The splits dated startDay to endDay (inclusive) are rows from to to − 1. */
export function splitRange(
  store: ReportStore,
  startDay: number,
  endDay: number,
): { from: number; to: number } {
  const day = store.splits.day;
  const firstAtLeast = (value: number) => {
    let low = 0;
    let high = store.splits.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (day[middle] < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return { from: firstAtLeast(startDay), to: Math.max(firstAtLeast(startDay), firstAtLeast(endDay + 1)) };
}
