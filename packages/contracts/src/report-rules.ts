// The report rules the server and the web share: date presets, the compare period, the KPI change
// rule (spec 2 §9, spec 3 §4), how metrics roll up (summed or averaged) and which facade sections a
// dashboard saves. A file without zod, so that a report screen starts without the schemas.

/** spec 2 §9: the earliest date a report may start on. */
export const REPORT_EARLIEST_DATE = '2008-01-01';

/** spec 2 §3: the breakdown row's metric keys, also the keys of `metrics`. */
export const METRIC_KEYS = [
  'totalBillings',
  'teamingValue',
  'teamingRevenue',
  'teamingTaken',
  'teamingFilled',
  'assignmentsTaken',
  'assignmentsFilled',
  'timeToFill',
  'executive',
  'consulting',
  'im',
  'strategyBillings',
  'strategyTaken',
  'filledJobValue',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

export const DATE_PRESETS = ['1W', '1M', '3M', '6M', 'YTD', 'LY', '1Y', '2Y', 'Custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Amounts in the viewer's currency, shown with 0 decimals (spec 2 §9). */
export const MONEY_METRICS: readonly MetricKey[] = [
  'totalBillings',
  'teamingValue',
  'teamingRevenue',
  'executive',
  'consulting',
  'im',
  'strategyBillings',
  'filledJobValue',
];

/** spec 2 §9: time to fill and filled job value are averaged; every other metric is summed. */
export const AVERAGED_METRICS: readonly MetricKey[] = ['timeToFill', 'filledJobValue'];

function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Same day `months` later, clamped to the month's last day (Feb 29 − 12 months → Feb 28). */
export function addMonthsIso(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * A preset as an inclusive date range ending today: 1Y is the 365/366 days after the same date a
 * year ago, so the compare period (12 months earlier) meets it without overlapping. YTD starts on
 * 1 January, LY is last calendar year, Custom keeps the dates given.
 */
export function resolveDateRange(
  date: { selection: DatePreset; startDate?: string; endDate?: string },
  today: string,
): { startDate: string; endDate: string } {
  const monthsBack: Partial<Record<DatePreset, number>> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '2Y': 24 };
  const year = Number(today.slice(0, 4));
  switch (date.selection) {
    case 'Custom':
      return { startDate: date.startDate ?? REPORT_EARLIEST_DATE, endDate: date.endDate ?? today };
    case '1W':
      return { startDate: addDaysIso(today, -6), endDate: today };
    case 'YTD':
      return { startDate: `${year}-01-01`, endDate: today };
    case 'LY':
      return { startDate: `${year - 1}-01-01`, endDate: `${year - 1}-12-31` };
    default:
      return {
        startDate: addDaysIso(addMonthsIso(today, -(monthsBack[date.selection] ?? 12)), 1),
        endDate: today,
      };
  }
}

/** spec 2 §1: the compare period is the same range moved back 12 months (YTD: same days last year). */
export function shiftRangeBackOneYear(range: { startDate: string; endDate: string }) {
  return { startDate: addMonthsIso(range.startDate, -12), endDate: addMonthsIso(range.endDate, -12) };
}

/**
 * spec 2 §9 and spec 3 §4, the KPI change: 0 when both are zero, +1 (+100%) when previous is
 * zero, −1 (−100%) when current is zero and previous positive, otherwise
 * (current − previous) / |previous|.
 */
export function metricChange(current: number, previous: number): number {
  if (current === 0 && previous === 0) return 0;
  if (previous === 0) return 1;
  if (current === 0) return previous > 0 ? -1 : 1;
  return (current - previous) / Math.abs(previous);
}

/** spec 2 §9: arrow up when the change is positive, a dash when zero, down when negative. */
export function changeArrow(change: number): 'up' | 'dash' | 'down' {
  return change > 0 ? 'up' : change < 0 ? 'down' : 'dash';
}

/** spec 2 §9: rolls values of one metric up (e.g. months into a quarter): averaged metrics average, others sum. */
export function combineMetricValues(key: MetricKey, values: readonly number[]): number {
  const sum = values.reduce((a, b) => a + b, 0);
  if (!AVERAGED_METRICS.includes(key)) return sum;
  return values.length === 0 ? 0 : sum / values.length;
}

export interface FacadeProblem {
  section: string;
  message: 'Missing property' | 'Invalid object';
}

/** spec 2 §3: the dashboard's saved layout; each section is the web's own JSON. */
export const FACADE_SECTIONS = [
  'metrics',
  'compare',
  'details',
  'samples',
  'compare_samples',
  'breakdown',
] as const;

/**
 * spec 2 §4: a facade is saved only when every one of its sections is present and non-empty; the
 * check names each section that fails with "Missing property" or "Invalid object". `readsAs`
 * checks a section's content beyond that (an advanced search's, `checkFacade` in report-tools.ts).
 */
export function checkFacadeSections(
  facade: Record<string, unknown>,
  sections: readonly string[],
  readsAs: (section: string, value: unknown) => boolean = () => true,
): FacadeProblem[] {
  const problems: FacadeProblem[] = [];
  for (const section of sections) {
    const value = facade[section];
    if (value === undefined || value === null) problems.push({ section, message: 'Missing property' });
    else if (!isFilledObject(value) || !readsAs(section, value)) {
      problems.push({ section, message: 'Invalid object' });
    }
  }
  return problems;
}

/** The dashboard's facade check: its six sections are its own JSON, each present and non-empty. */
export const checkDashboardFacade = (facade: Record<string, unknown>): FacadeProblem[] =>
  checkFacadeSections(facade, FACADE_SECTIONS);

const isFilledObject = (value: unknown) =>
  typeof value === 'object' && Object.keys(value as object).length > 0;
