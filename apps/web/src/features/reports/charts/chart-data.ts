// The compare chart's data (spec 2 §2 Compare chart): the metrics it offers, the buckets of the
// period (months, or quarters/years for long ranges), the previous period lined up a year back,
// partial buckets, and at most 4 y ticks.
import { combineMetricValues, type MetricKey, type Series } from '@atrium/contracts';
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

export type Granularity = 'month' | 'quarter' | 'year';

export interface ChartPoint {
  /** First month of the bucket, YYYY-MM. */
  bucket: string;
  label: string;
  /** The same bucket a year earlier, for the Previous Period tooltip. */
  previousLabel: string;
  current: number;
  previous: number | null;
  /** The period covers only part of the bucket. */
  isPartial: boolean;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function monthIndex(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return y * 12 + m - 1;
}

function monthOf(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Months for up to 2 years, quarters up to 8 years, years beyond. */
export function granularityFor(range: DateRange): Granularity {
  const months = monthIndex(range.endDate.slice(0, 7)) - monthIndex(range.startDate.slice(0, 7)) + 1;
  return months <= 24 ? 'month' : months <= 96 ? 'quarter' : 'year';
}

const bucketSize: Record<Granularity, number> = { month: 1, quarter: 3, year: 12 };

function bucketStart(index: number, granularity: Granularity): number {
  const size = bucketSize[granularity];
  return index - (index % size);
}

export function bucketLabel(index: number, granularity: Granularity): string {
  const year = Math.floor(index / 12);
  const month = index % 12;
  if (granularity === 'month') return `${MONTHS[month]} ${year}`;
  if (granularity === 'quarter') return `Q${Math.floor(month / 3) + 1} ${year}`;
  return String(year);
}

function lastDayOfBucket(start: number, granularity: Granularity): string {
  const next = Date.parse(`${monthOf(start + bucketSize[granularity])}-01T00:00:00Z`);
  return new Date(next - 86_400_000).toISOString().slice(0, 10);
}

function collect(points: Series[MetricKey] | undefined, shiftMonths: number, granularity: Granularity) {
  const byBucket = new Map<number, number[]>();
  for (const point of points ?? []) {
    const start = bucketStart(monthIndex(point.month) + shiftMonths, granularity);
    byBucket.set(start, [...(byBucket.get(start) ?? []), point.value]);
  }
  return byBucket;
}

/** The chart rows of one metric: the current period's buckets with the previous period a year back. */
export function buildChartData(options: {
  metric: MetricKey;
  range: DateRange;
  current: Series;
  compare?: Series;
}): ChartPoint[] {
  const { metric, range } = options;
  const granularity = granularityFor(range);
  const first = bucketStart(monthIndex(range.startDate.slice(0, 7)), granularity);
  const last = bucketStart(monthIndex(range.endDate.slice(0, 7)), granularity);
  const current = collect(options.current[metric], 0, granularity);
  const previous = options.compare ? collect(options.compare[metric], 12, granularity) : null;
  const points: ChartPoint[] = [];
  for (let start = first; start <= last; start += bucketSize[granularity]) {
    const firstDay = `${monthOf(start)}-01`;
    points.push({
      bucket: monthOf(start),
      label: bucketLabel(start, granularity),
      previousLabel: bucketLabel(start - 12, granularity),
      // spec 2 §2: values are whole numbers
      current: Math.round(combineMetricValues(metric, current.get(start) ?? [])),
      previous: previous ? Math.round(combineMetricValues(metric, previous.get(start) ?? [])) : null,
      isPartial: firstDay < range.startDate || lastDayOfBucket(start, granularity) > range.endDate,
    });
  }
  return points;
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
