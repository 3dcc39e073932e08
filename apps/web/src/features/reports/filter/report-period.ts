// The report period (spec 2 §2, §9): presets ending today, the 2008-01-01..today bounds and the
// compare period 12 months earlier. The rules themselves are shared with the server in contracts.
import {
  type DatePreset,
  REPORT_EARLIEST_DATE,
  resolveDateRange,
  shiftRangeBackOneYear,
} from '@atrium/contracts';

export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface ReportDate {
  selection: DatePreset;
  startDate?: string;
  endDate?: string;
}

/** spec 2 §2: the presets in the order the filter shows them; 1Y is the default. */
export const DATE_PRESETS: readonly DatePreset[] = [
  '1W',
  '1M',
  '3M',
  '6M',
  'YTD',
  'LY',
  '1Y',
  '2Y',
  'Custom',
];
export const DEFAULT_PRESET: DatePreset = '1Y';

export const PRESET_LABELS: Record<DatePreset, string> = {
  '1W': 'Last week',
  '1M': 'Last month',
  '3M': 'Last 3 months',
  '6M': 'Last 6 months',
  YTD: 'Year to date',
  LY: 'Last year',
  '1Y': 'Last 12 months',
  '2Y': 'Last 24 months',
  Custom: 'Custom range',
};

/** A local calendar date as YYYY-MM-DD (the user's today, not UTC's). */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The inclusive range a report date stands for, kept within 2008-01-01..today. */
export function reportRange(date: ReportDate, today: string): DateRange {
  const range = resolveDateRange(date, today);
  const clamp = (value: string) =>
    value < REPORT_EARLIEST_DATE ? REPORT_EARLIEST_DATE : value > today ? today : value;
  return { startDate: clamp(range.startDate), endDate: clamp(range.endDate) };
}

/** spec 2 §9: the compare period, the same range 12 months earlier (YTD: the same days last year). */
export function compareRange(date: ReportDate, today: string): DateRange {
  return shiftRangeBackOneYear(reportRange(date, today));
}

/** A custom range is complete when both ends are set, in order and within the bounds. */
export function isValidCustomRange(range: Partial<DateRange>, today: string): boolean {
  const { startDate, endDate } = range;
  if (!startDate || !endDate) return false;
  return startDate >= REPORT_EARLIEST_DATE && endDate <= today && startDate <= endDate;
}
