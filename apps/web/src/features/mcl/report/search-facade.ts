// The saved layout of an advanced search (spec 2 §3, §4): the totals boxes of the last run and the
// results table's order. Built after a finished run, read back when the screen opens and at each run.
import {
  checkFacade,
  type Facade,
  type FacadeReport,
  SEARCH_FACADE_RESULTS,
  type SearchFacadeTotals,
  SearchFacadeTotalsSchema,
  type SearchReportType,
} from '@atrium/contracts';
import type { DataTableSort } from '../../../ui/data-table/index.ts';
import { TOTALS } from './search-kinds.ts';
import type { RunFilter, SearchKind, SearchRun } from './use-search-run.ts';

export const SEARCH_REPORT_TYPE: Record<SearchKind, SearchReportType> = {
  assignments: 'Assignment',
  companies: 'Company',
};

/** The results table's order before anything is saved (the report calls' own defaults). */
export const DEFAULT_ORDER: Record<SearchKind, DataTableSort> = {
  assignments: { id: 'dateTaken', direction: 'desc' },
  companies: { id: 'company', direction: 'asc' },
};

/** Totals read back hold a figure for every box (TOTALS). */
export type SavedTotals = SearchFacadeTotals;

export interface SearchLayout {
  totals: SavedTotals | null;
  order: DataTableSort | null;
}

export const NO_LAYOUT: SearchLayout = { totals: null, order: null };

/** The report a facade call names; the filter only has to be this report type's (none at opening). */
export function facadeReport(kind: SearchKind, options: { Id?: number; filter?: RunFilter } = {}) {
  return {
    Id: options.Id ?? 0,
    type: SEARCH_REPORT_TYPE[kind],
    // The run filter's type is one of this report type's: the screen offers no other.
    filter: (options.filter ?? {}) as never,
  } satisfies FacadeReport;
}

/** The facade of a finished run, with the table's order; null while the run is not done. */
export function buildSearchFacade(options: {
  kind: SearchKind;
  status: 'idle' | 'loading' | 'done' | 'failed';
  run: SearchRun | null;
  order: DataTableSort;
}): Facade | null {
  const { run, order } = options;
  if (options.status !== 'done' || !run) return null;
  const facade: Facade = {
    totals: {
      count: run.totals.count,
      metrics: Object.fromEntries(TOTALS.map((t) => [t.key, run.totals.metrics[t.key]])),
      currency: run.currency,
      lastCached: run.lastCached,
      filter: {
        type: run.filter.type,
        startDate: run.filter.date.startDate,
        endDate: run.filter.date.endDate,
        keys: run.filter.keys.map(({ key, value }) => ({ key, value })),
      },
    },
    results: { sort: order.id, direction: order.direction },
  };
  return checkFacade(facade, SEARCH_REPORT_TYPE[options.kind]).length === 0 ? facade : null;
}

/** A saved facade read back; each section that does not read as this report type's is left out. */
export function readSearchFacade(facade: Facade | null | undefined, kind: SearchKind): SearchLayout {
  if (!facade) return NO_LAYOUT;
  const results = SEARCH_FACADE_RESULTS[SEARCH_REPORT_TYPE[kind]].safeParse(facade.results);
  const totals = SearchFacadeTotalsSchema.safeParse(facade.totals);
  const hasEveryBox = totals.success && TOTALS.every((t) => typeof totals.data.metrics[t.key] === 'number');
  return {
    order: results.success ? { id: results.data.sort, direction: results.data.direction } : null,
    totals: hasEveryBox ? totals.data : null,
  };
}

const keyList = (keys: readonly { key: string; value: string | number }[]) =>
  keys.map((k) => `${k.key}=${k.value}`).sort();

/**
 * The saved totals, only when they answered the same filter as the run in flight: the same date
 * filter type, period and keys. Other totals would mislead while the run is on its way.
 */
export function savedTotalsFor(
  totals: SavedTotals | null,
  run: { filter: RunFilter; range: { startDate: string; endDate: string } },
): SavedTotals | null {
  if (!totals) return null;
  const saved = totals.filter;
  const isSame =
    saved.type === run.filter.type &&
    saved.startDate === run.range.startDate &&
    saved.endDate === run.range.endDate &&
    JSON.stringify(keyList(saved.keys)) === JSON.stringify(keyList(run.filter.keys));
  return isSame ? totals : null;
}
