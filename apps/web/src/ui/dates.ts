// Every date, time and month on screen is written here, in the signed-in user's locale (Your
// Profile's date format; the session sets it). A date-only value ('2026-11-16') is that calendar
// day wherever the browser is; a timestamp reads in the browser's time zone. Years always have
// four digits, and a missing or unreadable value reads as '—'.

/** What a value may be: an ISO date ('YYYY-MM-DD'), an ISO timestamp, a Date or epoch ms. */
export type DateValue = string | number | Date | null | undefined;

export interface DateFormatOptions {
  /** 'short': 'Nov 16, 2026'; 'long': 'Wednesday, November 18, 2026'. Default 'short'. */
  form?: 'short' | 'long';
  /** Default true; false leaves the year out ('Wednesday, November 18'). */
  withYear?: boolean;
  /** Shown for an empty or unreadable value (default '—'). */
  fallback?: string;
  /** Another locale than the user's, e.g. to show what a date format looks like. */
  locale?: string;
  /** Another zone than the browser's for timestamps (date-only values are always their own day). */
  timeZone?: string;
}

const NONE = '—';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_ONLY = /^(\d{4})-(\d{2})$/;

let userLocale = 'en-US';
const formats = new Map<string, Intl.DateTimeFormat>();

/** Set by the session when the signed-in user loads or changes their date format. */
export function setDateLocale(locale: string): void {
  userLocale = locale;
}

export function dateLocale(): string {
  return userLocale;
}

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

interface Moment {
  date: Date;
  /** Date-only values are written in UTC, where they were read as midnight. */
  timeZone: string | undefined;
}

function readMoment(value: DateValue, timeZone: string | undefined): Moment | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) {
      const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      return Number.isNaN(date.getTime()) ? null : { date, timeZone: 'UTC' };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone };
}

function write(value: DateValue, options: Intl.DateTimeFormatOptions, extra: DateFormatOptions): string {
  const moment = readMoment(value, extra.timeZone);
  if (!moment) return extra.fallback ?? NONE;
  const zone = moment.timeZone ? { timeZone: moment.timeZone } : {};
  return formatter(extra.locale ?? userLocale, { ...options, ...zone }).format(moment.date);
}

function dateParts(options: DateFormatOptions): Intl.DateTimeFormatOptions {
  const year = options.withYear === false ? {} : { year: 'numeric' as const };
  return options.form === 'long'
    ? { weekday: 'long', month: 'long', day: 'numeric', ...year }
    : { month: 'short', day: 'numeric', ...year };
}

/** A day: 'Nov 16, 2026' (en-US), '16 Nov 2026' (en-GB); long: 'Wednesday, November 18, 2026'. */
export function formatDate(value: DateValue, options: DateFormatOptions = {}): string {
  return write(value, dateParts(options), options);
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A moment: 'Nov 16, 2026, 3:04 PM' (en-US), '16 Nov 2026, 15:04' (en-GB). */
export function formatDateTime(value: DateValue, options: DateFormatOptions = {}): string {
  return write(value, { ...dateParts(options), ...TIME }, options);
}

/** A time of day: '3:04 PM' (en-US), '15:04' (en-GB). */
export function formatTime(
  value: DateValue,
  options: Omit<DateFormatOptions, 'form' | 'withYear'> = {},
): string {
  return write(value, TIME, options);
}

function readMonth(value: DateValue): DateValue {
  if (typeof value !== 'string') return value;
  const month = MONTH_ONLY.exec(value);
  return month ? `${month[1]}-${month[2]}-01` : value;
}

/** A month: 'Nov 2026'; long: 'November 2026'; 'Nov' without the year. Takes 'YYYY-MM', a date or a timestamp. */
export function formatMonth(value: DateValue, options: DateFormatOptions = {}): string {
  const month = options.form === 'long' ? 'long' : 'short';
  const year = options.withYear === false ? {} : { year: 'numeric' as const };
  return write(readMonth(value), { month, ...year }, options);
}

/**
 * Months from first to last: 'Mar–Apr 2026', 'Dec 2025–Jan 2026' ('Mar 2026' for one). Written
 * tight, without Intl's spaced range, so a chart's axis labels keep their width.
 */
export function formatMonthRange(first: DateValue, last: DateValue, options: DateFormatOptions = {}): string {
  const from = readMoment(readMonth(first), undefined);
  const to = readMoment(readMonth(last), undefined);
  if (!from || !to) return options.fallback ?? NONE;
  const end = formatMonth(to.date, { ...options, timeZone: 'UTC' });
  if (from.date.getTime() === to.date.getTime()) return end;
  const isSameYear = from.date.getUTCFullYear() === to.date.getUTCFullYear();
  return `${formatMonth(from.date, { ...options, timeZone: 'UTC', withYear: !isSameYear })}–${end}`;
}

/** A period's first and last days: 'Nov 22, 2025 – Nov 21, 2026'. */
export function formatDateRange(
  range: { startDate: DateValue; endDate: DateValue },
  options: DateFormatOptions = {},
): string {
  return `${formatDate(range.startDate, options)} – ${formatDate(range.endDate, options)}`;
}

/**
 * MM/DD/YYYY whatever the user's locale, only where the spec names it (spec 3 §2.7: the assignment
 * results' 'Taken' column).
 */
export function formatSpecDate(value: string | null | undefined, fallback = NONE): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : fallback;
}

/** The IANA time zone this browser runs in (e.g. 'Europe/London'), the default for a schedule. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The browser's time zone, named: 'Europe/London (GMT)'. */
export function describeTimeZone(date: Date): string {
  const zone = browserTimeZone();
  const short = formatter('en-US', { timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value;
  return short && short !== zone ? `${zone} (${short})` : zone;
}

/** A date picker's value ('YYYY-MM-DD', or a range of two) as its field shows it. */
export function formatPickedDates({ date }: { date: unknown }): string {
  const day = (value: unknown) => formatDate(typeof value === 'string' ? value : null, { fallback: '' });
  if (!Array.isArray(date)) return day(date);
  const [start, end] = date;
  return start ? `${day(start)} – ${day(end)}`.trimEnd() : '';
}
