// A whole Financial report from the store, as a pure function: the firm-level metrics, the monthly
// series (each metric by its own month field) and one breakdown, searched, sorted and paged.
import {
  BREAKDOWN_PAGE_SIZE,
  type BreakdownPage,
  type BreakdownRequest,
  type BreakdownRow,
  type BreakdownType,
  METRIC_KEYS,
  type Metrics,
  type Series,
} from '@atrium/contracts';
import { monthLabel, presentMetrics } from './metric-rules.ts';
import { dimensionGrouping, monthGrouping } from './report-groupings.ts';
import {
  accumulate,
  accumulateInSlices,
  type GroupTotals,
  hasMetricData,
  hasRows,
  metricsOf,
  type Selection,
  sumAllGroups,
} from './report-kernel.ts';
import { buildSelection, type EngineQuery } from './report-selection.ts';
import type { ReportStore } from './report-store.ts';

export interface ComputedReport {
  currency: string;
  metrics: Metrics;
  series: Series;
  breakdown: BreakdownPage;
}

function breakdownRows(store: ReportStore, selection: Selection, dim: BreakdownType): BreakdownRow[] {
  const grouping = dimensionGrouping(store, dim);
  const totals = accumulate(store, selection, grouping);
  const rows: BreakdownRow[] = [];
  for (let g = 0; g < totals.groupCount; g++) {
    if (hasRows(totals, g)) rows.push({ ...grouping.label(g), ...metricsOf(totals, g) });
  }
  return rows;
}

/** `breakdownRows`, its rows added in slices of the event loop (`accumulateInSlices`). */
async function breakdownRowsInSlices(
  store: ReportStore,
  selection: Selection,
  dim: BreakdownType,
  pause: () => Promise<void>,
): Promise<BreakdownRow[]> {
  const grouping = dimensionGrouping(store, dim);
  await pause();
  const totals = await accumulateInSlices(store, selection, grouping, pause);
  const rows: BreakdownRow[] = [];
  for (let g = 0; g < totals.groupCount; g++) {
    if (hasRows(totals, g)) rows.push({ ...grouping.label(g), ...metricsOf(totals, g) });
    if (g % 200 === 199) await pause();
  }
  return rows;
}

/** Each metric by its own month field; months without data for a metric are left out. */
function seriesFrom(store: ReportStore, totals: GroupTotals): Series {
  const series = Object.fromEntries(METRIC_KEYS.map((key) => [key, []])) as unknown as Series;
  for (let m = 0; m < totals.groupCount; m++) {
    if (!hasRows(totals, m)) continue;
    const values = presentMetrics(metricsOf(totals, m));
    const month = monthLabel(store.minMonth + m);
    for (const key of METRIC_KEYS) {
      if (hasMetricData(totals, m, key)) series[key].push({ month, value: values[key] });
    }
  }
  return series;
}

const monthlyTotals = (store: ReportStore, selection: Selection) =>
  accumulate(store, selection, monthGrouping(store));

/** Firm-level metrics, unrounded: the months added up (see sumAllGroups). */
export function computeMetrics(store: ReportStore, query: EngineQuery): Metrics {
  return metricsOf(sumAllGroups(monthlyTotals(store, buildSelection(store, query).selection)), 0);
}

/** Every row of one breakdown dimension that has data, unrounded and unsorted. */
export function computeBreakdownRows(
  store: ReportStore,
  query: EngineQuery,
  dim: BreakdownType,
): BreakdownRow[] {
  return breakdownRows(store, buildSelection(store, query).selection, dim);
}

export function computeSeries(store: ReportStore, query: EngineQuery): Series {
  return seriesFrom(store, monthlyTotals(store, buildSelection(store, query).selection));
}

/** spec 2 §2: the rows matching the search, sorted (total billings descending by default), unrounded. */
export function searchAndSortBreakdown(
  rows: readonly BreakdownRow[],
  request: Pick<BreakdownRequest, 'search' | 'sort' | 'direction'>,
): BreakdownRow[] {
  const needle = request.search.toLowerCase();
  const matching = needle ? rows.filter((r) => r.name.toLowerCase().includes(needle)) : [...rows];
  const sign = request.direction === 'asc' ? 1 : -1;
  const sort = request.sort;
  matching.sort((x, y) => {
    const primary =
      sort === 'name' ? x.name.localeCompare(y.name) : (x[sort] as number) - (y[sort] as number);
    return sign * primary || x.name.localeCompare(y.name) || x.id - y.id;
  });
  return matching;
}

/** spec 2 §2: search by name, sort (total billings descending by default), 100 rows a page. */
export function pageBreakdown(rows: BreakdownRow[], request: BreakdownRequest): BreakdownPage {
  const matching = searchAndSortBreakdown(rows, request);
  const sort = request.sort;
  const start = (request.page - 1) * BREAKDOWN_PAGE_SIZE;
  return {
    type: request.type,
    search: request.search,
    sort,
    direction: request.direction,
    page: request.page,
    pageSize: BREAKDOWN_PAGE_SIZE,
    total: matching.length,
    rows: matching.slice(start, start + BREAKDOWN_PAGE_SIZE).map(presentMetrics),
  };
}

export function computeReport(
  store: ReportStore,
  query: EngineQuery,
  breakdown: BreakdownRequest,
): ComputedReport {
  const { currency, selection } = buildSelection(store, query);
  const monthly = monthlyTotals(store, selection);
  return {
    currency,
    metrics: presentMetrics(metricsOf(sumAllGroups(monthly), 0)),
    series: seriesFrom(store, monthly),
    breakdown: pageBreakdown(breakdownRows(store, selection, breakdown.type), breakdown),
  };
}

/**
 * `computeReport`, and the same query's rows of every breakdown asked for after it, in short
 * slices of the event loop: `pause` is asked between steps and between runs of rows. The figures
 * are those of `computeReport` and `computeBreakdownRows`.
 */
export async function computeReportInSlices(
  store: ReportStore,
  query: EngineQuery,
  breakdown: BreakdownRequest,
  pause: () => Promise<void>,
): Promise<ComputedReport & { breakdownRows: (dim: BreakdownType) => Promise<BreakdownRow[]> }> {
  const { currency, selection } = buildSelection(store, query);
  await pause();
  const monthly = await accumulateInSlices(store, selection, monthGrouping(store), pause);
  const rows = await breakdownRowsInSlices(store, selection, breakdown.type, pause);
  await pause();
  return {
    currency,
    metrics: presentMetrics(metricsOf(sumAllGroups(monthly), 0)),
    series: seriesFrom(store, monthly),
    breakdown: pageBreakdown(rows, breakdown),
    breakdownRows: (dim) => breakdownRowsInSlices(store, selection, dim, pause),
  };
}
