// Calendar arithmetic on 'YYYY-MM-DD' strings in UTC. Generated data is placed relative to one
// injected `today`, never the clock, so a fixed `today` gives the same firm on any day. Months are
// added with the reports' own rule (addMonthsIso), so generated periods line up with report periods.
import { addMonthsIso } from '@atrium/contracts';

// Civil-date arithmetic without Date objects (H. Hinnant's days_from_civil / civil_from_days):
// the generator converts hundreds of thousands of dates, and Date parsing dominated its time.

/** Days since 1970-01-01 for a 'YYYY-MM-DD' date. */
export function toDayNumber(date: string): number {
  const y0 = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  if (!isIsoDate(date)) throw new Error(`not a date: ${date}`);
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

export function fromDayNumber(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** Every first-of-month from `from`'s month through `to`'s month, inclusive. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = startOfMonth(from); month <= to; month = addMonthsIso(month, 1)) months.push(month);
  return months;
}

/** Today's date in UTC, read once at the edge (the CLI or the server) and passed down. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' naming a real calendar day (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const isLeap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const lastDay = m === 2 ? (isLeap ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
  return m >= 1 && m <= 12 && d >= 1 && d <= lastDay;
}
