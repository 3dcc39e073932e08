// The compare chart's data (spec 2 §2 Compare chart): the metrics it offers, the buckets of the
// period (a sample size of 7), the previous period lined up a year back, partial samples, and at
// most 4 y ticks.
import { combineMetricValues, type MetricKey, type Series } from '@atrium/contracts';
import { formatMonthRange } from '../../../ui/dates.ts';
import type { DateRange } from '../filter/report-period.ts';

export const CHART_COLORS = { current: '#00aeef', compare: '#d9017a', partial: '#cccccc' } as const;

export const CHART_METRICS: readonly { key: MetricKey; label: string; isMoney: boolean }[] = [
  { key: 'totalBillings', label: 'Total Billings', isMoney: true },
  { key: 'teamingValue', label: 'Teaming Value', isMoney: true },
  { key: 'teamingRevenue', label: 'Teaming Revenue', isMoney: true },
  { key: 'executive', label: 'Executive Search', isMoney: true },
  { key: 'consulting', label: 'Leadership Consulting', isMoney: true },
  { key: 'im', label: 'Interim Management', isMoney: true },
  { key: 'strategyBillings', label: 'Strategy Billings', isMoney: true },
  { key: 'filledJobValue', label: 'Average Filled Job Value', isMoney: true },
  { key: 'strategyTaken', label: 'Strategy Taken', isMoney: false },
  { key: 'assignmentsTaken', label: 'Taken', isMoney: false },
  { key: 'assignmentsFilled', label: 'Filled', isMoney: false },
];

const hasData = (points: Series[MetricKey] | undefined) => (points ?? []).some((p) => p.value !== 0);

/** spec 2 §2: only metrics that have data are selectable. */
export function metricsWithData(current: Series, compare?: Series): MetricKey[] {
  return CHART_METRICS.filter((m) => hasData(current[m.key]) || hasData(compare?.[m.key])).map((m) => m.key);
}

/** spec 2 §2: comparison charts show a sample size of 7. */
export const COMPARE_SAMPLE_SIZE = 7;

export interface ChartPoint {
  /** First month of the sample, YYYY-MM. */
  bucket: string;
  /** The sample's months, YYYY-MM, for the rows behind its bar. */
  months: { first: string; last: string };
  label: string;
  /** The same months a year earlier, for the Previous Period tooltip. */
  previousLabel: string;
  current: number;
  previous: number | null;
  /** The period covers only part of the sample's months. */
  isPartial: boolean;
}

function monthIndex(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return y * 12 + m - 1;
}

function monthOf(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The period's months cut into at most 7 consecutive samples of near-equal length. */
export function sampleMonths(range: DateRange): { first: number; last: number }[] {
  const start = monthIndex(range.startDate.slice(0, 7));
  const months = monthIndex(range.endDate.slice(0, 7)) - start + 1;
  const count = Math.max(1, Math.min(COMPARE_SAMPLE_SIZE, months));
  return Array.from({ length: count }, (_, k) => ({
    first: start + Math.floor((k * months) / count),
    last: start + Math.floor(((k + 1) * months) / count) - 1,
  }));
}

function lastDayOfMonth(index: number): string {
  const next = Date.parse(`${monthOf(index + 1)}-01T00:00:00Z`);
  return new Date(next - 86_400_000).toISOString().slice(0, 10);
}

function byMonth(points: Series[MetricKey] | undefined, shiftMonths: number): Map<number, number> {
  const values = new Map<number, number>();
  for (const point of points ?? []) values.set(monthIndex(point.month) + shiftMonths, point.value);
  return values;
}

function combine(metric: MetricKey, values: Map<number, number>, first: number, last: number): number {
  const inSample: number[] = [];
  for (let m = first; m <= last; m++) {
    const value = values.get(m);
    if (value !== undefined) inSample.push(value);
  }
  // spec 2 §2: values are whole numbers
  return Math.round(combineMetricValues(metric, inSample));
}

/** The chart rows of one metric: 7 samples of the period, the previous period lined up a year back. */
export function buildChartData(options: {
  metric: MetricKey;
  range: DateRange;
  current: Series;
  compare?: Series;
}): ChartPoint[] {
  const { metric, range } = options;
  const current = byMonth(options.current[metric], 0);
  const previous = options.compare ? byMonth(options.compare[metric], 12) : null;
  return sampleMonths(range).map(({ first, last }) => ({
    bucket: monthOf(first),
    months: { first: monthOf(first), last: monthOf(last) },
    label: formatMonthRange(monthOf(first), monthOf(last)),
    previousLabel: formatMonthRange(monthOf(first - 12), monthOf(last - 12)),
    current: combine(metric, current, first, last),
    previous: previous ? combine(metric, previous, first, last) : null,
    isPartial: `${monthOf(first)}-01` < range.startDate || lastDayOfMonth(last) > range.endDate,
  }));
}

/** spec 2 §2: at most `maxTicks` round y ticks covering the values and zero. */
export function niceTicks(values: readonly number[], maxTicks = 4): number[] {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  if (lo === hi) return [0];
  const raw = (hi - lo) / (maxTicks - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 2.5, 5, 10, 20, 25, 50, 100]) {
    const step = factor * magnitude;
    if (step < raw) continue;
    const from = Math.floor(lo / step);
    const to = Math.ceil(hi / step);
    if (to - from + 1 <= maxTicks) return Array.from({ length: to - from + 1 }, (_, i) => (from + i) * step);
  }
  return [lo, hi];
}
