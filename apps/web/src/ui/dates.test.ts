// How dates read in each date format a user may choose, wherever their browser is.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMonth,
  formatMonthRange,
  formatPickedDates,
  formatSpecDate,
  formatTime,
  setDateLocale,
} from './dates.ts';

beforeAll(() => {
  // A browser west of UTC, where midnight UTC is still the day before.
  process.env.TZ = 'America/Los_Angeles';
});
afterEach(() => setDateLocale('en-US'));

describe('a day', () => {
  it.each([
    ['en-US', 'Nov 18, 2026', 'Wednesday, November 18, 2026'],
    ['en-GB', '18 Nov 2026', 'Wednesday, 18 November 2026'],
    ['de-DE', '18. Nov. 2026', 'Mittwoch, 18. November 2026'],
  ])('reads in %s as %s, or in full as %s', (locale, short, long) => {
    setDateLocale(locale);
    expect(formatDate('2026-11-18')).toBe(short);
    expect(formatDate('2026-11-18', { form: 'short' })).toBe(short);
    expect(formatDate('2026-11-18', { form: 'long' })).toBe(long);
  });

  it('leaves the year out only when asked', () => {
    expect(formatDate('2026-11-18', { form: 'long', withYear: false })).toBe('Wednesday, November 18');
    setDateLocale('en-GB');
    expect(formatDate('2026-11-18', { withYear: false })).toBe('18 Nov');
  });

  it('keeps a date-only value on its own day west of UTC', () => {
    expect(new Date('2026-01-01T00:00:00Z').getDate()).toBe(31);
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate('2026-01-01', { form: 'long' })).toBe('Thursday, January 1, 2026');
  });

  it('reads a timestamp in the browser zone, or in a zone given', () => {
    expect(formatDate('2026-01-01T03:00:00Z')).toBe('Dec 31, 2025');
    expect(formatDate('2026-01-01T03:00:00Z', { timeZone: 'Europe/London' })).toBe('Jan 1, 2026');
  });

  it('writes four-digit years, never two', () => {
    expect(formatDate('2025-11-29')).toBe('Nov 29, 2025');
    setDateLocale('en-GB');
    expect(formatDateTime('2025-11-29T12:00:00Z', { timeZone: 'UTC' })).toBe('29 Nov 2025, 12:00');
  });

  it("shows '—' or the caller's fallback for nothing or nonsense", () => {
    for (const value of [null, undefined, '', 'soon', '2026-13-45x', Number.NaN]) {
      expect(formatDate(value)).toBe('—');
    }
    expect(formatDate(null, { fallback: 'Never' })).toBe('Never');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('can be written in another locale than the user’s, for a preview of a date format', () => {
    expect(formatDate('2026-11-16', { locale: 'en-GB' })).toBe('16 Nov 2026');
    expect(formatDate('2026-11-16')).toBe('Nov 16, 2026');
  });
});

describe('a moment and a time', () => {
  const at = '2026-11-18T15:04:00Z';
  it.each([
    ['en-US', 'Nov 18, 2026, 3:04 PM', '3:04 PM'],
    ['en-GB', '18 Nov 2026, 15:04', '15:04'],
    ['de-DE', '18. Nov. 2026, 15:04', '15:04'],
  ])('reads in %s as %s and %s', (locale, dateTime, time) => {
    setDateLocale(locale);
    expect(formatDateTime(at, { timeZone: 'UTC' })).toBe(dateTime);
    expect(formatTime(at, { timeZone: 'UTC' })).toBe(time);
  });

  it('reads in the browser zone by default', () => {
    expect(formatDateTime('2026-11-18T15:04:00Z')).toBe('Nov 18, 2026, 7:04 AM');
  });
});

describe('months and ranges', () => {
  it.each([
    ['en-US', 'Mar 2026', 'March 2026'],
    ['en-GB', 'Mar 2026', 'March 2026'],
    ['de-DE', 'März 2026', 'März 2026'],
  ])('a month reads in %s as %s, in full %s', (locale, short, long) => {
    setDateLocale(locale);
    expect(formatMonth('2026-03')).toBe(short);
    expect(formatMonth('2026-03', { form: 'long' })).toBe(long);
  });

  it('writes the year once in a range within one year', () => {
    expect(formatMonthRange('2026-03', '2026-04')).toBe('Mar–Apr 2026');
    expect(formatMonthRange('2025-12', '2026-01')).toBe('Dec 2025–Jan 2026');
    expect(formatMonthRange('2026-03', '2026-03')).toBe('Mar 2026');
    expect(formatMonth('2026-03', { withYear: false })).toBe('Mar');
    setDateLocale('de-DE');
    expect(formatMonthRange('2026-03', '2026-04')).toBe('Mär–Apr. 2026');
  });

  it('joins two days', () => {
    setDateLocale('en-GB');
    expect(formatDateRange({ startDate: '2025-11-22', endDate: '2026-11-21' })).toBe(
      '22 Nov 2025 – 21 Nov 2026',
    );
  });
});

describe('the date the spec writes as MM/DD/YYYY', () => {
  it('reads so in every locale', () => {
    setDateLocale('en-GB');
    expect(formatSpecDate('2026-03-04')).toBe('03/04/2026');
    expect(formatSpecDate('2026-03-04T10:00:00Z')).toBe('03/04/2026');
    expect(formatSpecDate(null)).toBe('—');
    expect(formatSpecDate('soon')).toBe('—');
  });
});

describe("a date picker's field", () => {
  it('shows the picked day, or both ends of a range, in the user’s date format', () => {
    setDateLocale('en-GB');
    expect(formatPickedDates({ date: '2026-01-01' })).toBe('1 Jan 2026');
    expect(formatPickedDates({ date: ['2025-12-01', '2026-01-31'] })).toBe('1 Dec 2025 – 31 Jan 2026');
    expect(formatPickedDates({ date: ['2025-12-01', null] })).toBe('1 Dec 2025 –');
    expect(formatPickedDates({ date: null })).toBe('');
  });
});
