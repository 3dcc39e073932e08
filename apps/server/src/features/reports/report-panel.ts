// The financial panel (spec 3 §2.5) on the report engine: the last 4 complete quarters of six
// metrics for a set of keys (a company family, or one partner), the same 4 quarters a year
// earlier, and a quarterly series of each metric by its own quarter field, the quarter in progress
// included and marked partial. The boxes are the dashboard's figures for the same keys and range.
import {
  addMonthsIso,
  type FinancialPanel,
  type Metrics,
  metricChange,
  PANEL_METRICS,
  PANEL_QUARTER_FIELD,
  type PanelPoint,
  type ReportKey,
  shiftRangeBackOneYear,
} from '@atrium/contracts';
import { monthIndex, presentMetric } from './metric-rules.ts';
import { computeMetrics } from './report-compute.ts';
import { quarterGrouping } from './report-groupings.ts';
import { accumulate, type GroupTotals, hasMetricData, hasRows, metricsOf } from './report-kernel.ts';
import { buildSelection, type EngineQuery } from './report-selection.ts';
import type { ReportStore } from './report-store.ts';

/** Complete quarters the boxes cover. */
export const PANEL_QUARTERS = 4;

const isoOfMonth = (index: number, day = 1) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const lastDayOfMonth = (index: number) =>
  new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
const quarterLabel = (firstMonth: number) =>
  `${Math.floor(firstMonth / 12)}-Q${Math.floor((firstMonth % 12) / 3) + 1}`;

export interface PanelPeriod {
  /** The 4 complete quarters: today moved back 3 months, snapped to its quarter's end. */
  startDate: string;
  endDate: string;
  /** Month index of the first quarter's first month. */
  firstMonth: number;
  /** The quarter in progress: from the day after endDate to today. */
  inProgress: { startDate: string; endDate: string };
}

/** spec 3 §2.5: the end date moved back 3 months and snapped to quarter boundaries. */
export function panelPeriod(today: string): PanelPeriod {
  const back = monthIndex(addMonthsIso(today, -3));
  const lastQuarterStart = back - (back % 3);
  const endMonth = lastQuarterStart + 2;
  const firstMonth = lastQuarterStart - 3 * (PANEL_QUARTERS - 1);
  return {
    startDate: isoOfMonth(firstMonth),
    endDate: isoOfMonth(endMonth, lastDayOfMonth(endMonth)),
    firstMonth,
    inProgress: { startDate: isoOfMonth(endMonth + 1), endDate: today },
  };
}

interface QuarterTotals {
  totals: GroupTotals;
  firstMonth: number;
}

/** The range's figures per calendar quarter (4 complete + the one in progress). */
function quarterTotals(store: ReportStore, query: EngineQuery, firstMonth: number): QuarterTotals {
  const { selection } = buildSelection(store, query);
  const grouping = quarterGrouping(store, firstMonth, PANEL_QUARTERS + 1);
  return { totals: accumulate(store, selection, grouping), firstMonth };
}

function points(q: QuarterTotals, key: (typeof PANEL_METRICS)[number]): PanelPoint[] {
  const out: PanelPoint[] = [];
  for (let g = 0; g <= PANEL_QUARTERS; g++) {
    const has = hasMetricData(q.totals, g, key);
    out.push({
      quarter: quarterLabel(q.firstMonth + 3 * g),
      value: has ? presentMetric(key, metricsOf(q.totals, g)[key]) : null,
      isPartial: g === PANEL_QUARTERS,
    });
  }
  return out;
}

const anyRows = (t: GroupTotals) => {
  for (let g = 0; g < PANEL_QUARTERS + 1; g++) if (hasRows(t, g)) return true;
  return false;
};

export function computeFinancialPanel(
  store: ReportStore,
  input: { keys: Pick<ReportKey, 'key' | 'value'>[]; today: string; currency: string },
): Omit<FinancialPanel, 'show' | 'companyIds'> {
  const period = panelPeriod(input.today);
  const base = { filterType: 'activity' as const, keys: input.keys, currency: input.currency };
  const compareRange = shiftRangeBackOneYear(period);
  const current: Metrics = computeMetrics(store, { ...base, ...period });
  const previous: Metrics = computeMetrics(store, { ...base, ...compareRange });
  const seriesRange = { startDate: period.startDate, endDate: period.inProgress.endDate };
  const compareSeriesRange = shiftRangeBackOneYear(seriesRange);
  const now = quarterTotals(store, { ...base, ...seriesRange }, period.firstMonth);
  const before = quarterTotals(store, { ...base, ...compareSeriesRange }, period.firstMonth - 12);
  const { currency } = buildSelection(store, { ...base, ...period });
  return {
    currency,
    period: { startDate: period.startDate, endDate: period.endDate },
    comparePeriod: compareRange,
    inProgress: period.inProgress,
    hasActivity: anyRows(now.totals) || anyRows(before.totals),
    metrics: PANEL_METRICS.map((key) => {
      const value = presentMetric(key, current[key]);
      const previousValue = presentMetric(key, previous[key]);
      return {
        key,
        quarterKey: PANEL_QUARTER_FIELD[key],
        value,
        previous: previousValue,
        change: metricChange(value, previousValue),
        current: points(now, key),
        compare: points(before, key),
      };
    }),
  };
}
