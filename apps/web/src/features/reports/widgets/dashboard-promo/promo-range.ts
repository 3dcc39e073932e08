// spec 1 §4 / spec 2 §4: Dashboard Promo covers "the previous year's start of quarter to the end
// of the quarter three months ago", as a Custom range.
//
// Reading: start = the first day of the quarter that holds today minus 1 year; end = the last day
// of the quarter that holds today minus 3 months. Moving back 3 months always lands in the
// previous quarter, so the range is the last four complete quarters (the same window as the
// company financial panel, spec 3 §2.5). E.g. today 2026-11-21 → 2025-10-01 to 2026-09-30;
// today 2026-10-01 (first day of a quarter) → the same; 2026-03-31 → 2025-01-01 to 2025-12-31.
import type { ReportFilter, ReportKey } from '@atrium/contracts';

export interface PromoRange {
  startDate: string;
  endDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** today is a local calendar date, YYYY-MM-DD. */
export function promoRange(today: string): PromoRange {
  const [year, month] = today.split('-').map(Number);
  const monthIndex = year * 12 + (month - 1);
  const quarterStart = (index: number) => index - (index % 3);

  const start = quarterStart(monthIndex - 12);
  // The day of month never changes the quarter, so whole months suffice.
  const endMonth = quarterStart(monthIndex - 3) + 2;
  const endYear = Math.floor(endMonth / 12);
  const endMonthOfYear = (endMonth % 12) + 1;
  const lastDay = new Date(Date.UTC(endYear, endMonthOfYear, 0)).getUTCDate();
  return {
    startDate: `${Math.floor(start / 12)}-${pad((start % 12) + 1)}-01`,
    endDate: `${endYear}-${pad(endMonthOfYear)}-${pad(lastDay)}`,
  };
}

/** The promo's report and its full report: the Custom range above, Activity, the widget's keys. */
export function promoFilter(options: { keys: ReportKey[]; today: string }): ReportFilter {
  return {
    type: 'activity',
    date: { selection: 'Custom', ...promoRange(options.today) },
    keys: options.keys,
  };
}
