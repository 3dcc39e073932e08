// The calculation rules of spec 2 §9, one small pure function each. The engine applies them per
// assignment, pair or invoice split; docs/metrics.md explains them in words.
import { METRIC_KEYS, type MetricKey, type Metrics, MONEY_METRICS } from '@atrium/contracts';

export const MS_PER_DAY = 86_400_000;
/** Day number of a missing date: before any report range. */
export const NO_DAY = -1_000_000_000;

export type SearchType = 'Executive' | 'Consulting' | 'BLM' | 'IM';
export type AssignmentStatus = 'C' | 'E' | 'F' | 'H' | 'O' | 'S';

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; NO_DAY for a missing one. */
export function dayNumber(date: string | null | undefined): number {
  if (!date) return NO_DAY;
  return Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / MS_PER_DAY);
}

const digitAt = (text: string, i: number) => text.charCodeAt(i) - 48;

/**
 * Months since year 0 of a 'YYYY-MM…' date: year × 12 + month − 1. Read digit by digit, without a
 * closure per call: the store works it out for every invoice and assignment date.
 */
export function monthIndex(date: string): number {
  const year = digitAt(date, 0) * 1000 + digitAt(date, 1) * 100 + digitAt(date, 2) * 10 + digitAt(date, 3);
  return year * 12 + digitAt(date, 5) * 10 + digitAt(date, 6) - 1;
}

/** 'YYYY-MM' of a month index. */
export function monthLabel(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export interface DayRange {
  startDay: number;
  endDay: number;
}

export const isDayInRange = (day: number, range: DayRange) => day >= range.startDay && day <= range.endDay;

/** spec 2 §9: teaming when developers plus handlers is greater than 1 and total billings is not 0. */
export function isTeaming(a: { developers: number; handlers: number; totalBillings: number }): boolean {
  return a.developers + a.handlers > 1 && a.totalBillings !== 0;
}

/**
 * spec 2 §9: taken and filled counts are fractional — partner billings USD divided by total
 * billings USD, once per assignment and user. An assignment without billings gives 0.
 */
export function fractionalShare(partnerBillingsUsd: number, totalBillingsUsd: number): number {
  return totalBillingsUsd === 0 ? 0 : partnerBillingsUsd / totalBillingsUsd;
}

/** spec 2 §9: taken — total billings not 0 and date taken within range. */
export function isTakenInRange(a: { totalBillings: number; takenDay: number }, range: DayRange): boolean {
  return a.totalBillings !== 0 && isDayInRange(a.takenDay, range);
}

/** spec 2 §9: filled — status F, total billings not 0, status date within range. */
export function isFilledInRange(
  a: { status: AssignmentStatus; totalBillings: number; statusDay: number },
  range: DayRange,
): boolean {
  return a.status === 'F' && a.totalBillings !== 0 && isDayInRange(a.statusDay, range);
}

/**
 * spec 2 §9: the average filled job value counts executive-search assignments only, and leaves out
 * search guarantees, additional placements, the Director Search subsector and assignments flagged
 * exclude-from-average.
 */
export function isInFilledJobAverage(a: {
  searchType: SearchType;
  isSearchGuarantee: boolean;
  isAdditionalPlacement: boolean;
  isDirectorSearch: boolean;
  excludeFromAverage: boolean;
}): boolean {
  return (
    a.searchType === 'Executive' &&
    !a.isSearchGuarantee &&
    !a.isAdditionalPlacement &&
    !a.isDirectorSearch &&
    !a.excludeFromAverage
  );
}

/** spec 2 §9: time to fill in days — milliseconds from taken to filled divided by 86,400,000. */
export function timeToFillDays(dateTaken: string, statusDate: string): number {
  return (Date.parse(`${statusDate}T00:00:00Z`) - Date.parse(`${dateTaken}T00:00:00Z`)) / MS_PER_DAY;
}

/** spec 2 §9: averages are 0 when there is nothing to average. */
export const averageOrZero = (sum: number, count: number) => (count === 0 ? 0 : sum / count);

/** spec 2 §3 and §9: Executive Search, Leadership Consulting (Consulting and BLM), Interim Management. */
export type BillingsSplit = 'executive' | 'consulting' | 'im';
export function billingsSplitOf(searchType: SearchType): BillingsSplit {
  if (searchType === 'Executive') return 'executive';
  if (searchType === 'IM') return 'im';
  return 'consulting';
}

/**
 * An amount in the viewer's currency through the monthly FX rates: the invoice currency to USD
 * at the invoice month's rate, then USD to the viewer's currency at the same month's rate.
 */
export function convertAmount(options: {
  amount: number;
  invoiceUnitsPerUsd: number;
  viewerUnitsPerUsd: number;
}): number {
  return (options.amount / options.invoiceUnitsPerUsd) * options.viewerUnitsPerUsd;
}

/** Rounds half away from zero, so −2.5 and 2.5 round alike. */
export function roundHalfAway(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

/**
 * Presentation only: money to 0 decimals (spec 2 §9); counts and days keep their fractions,
 * trimmed of floating-point noise. Everything before this works on unrounded values.
 */
export function presentMetric(key: MetricKey, value: number): number {
  const decimals = MONEY_METRICS.includes(key) ? 0 : 6;
  const rounded = roundHalfAway(value, decimals);
  return rounded === 0 ? 0 : rounded;
}

/** The metric keys of `row`, presented; any other field is kept as it is. */
export function presentMetrics<T extends Metrics>(row: T): T {
  const out = { ...row };
  for (const key of METRIC_KEYS) out[key] = presentMetric(key, row[key]) as T[MetricKey];
  return out;
}
