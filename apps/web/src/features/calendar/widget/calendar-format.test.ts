import type { CalendarItem } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { setDateLocale } from '../../../ui/dates.ts';
import {
  formatDayHeading,
  formatShortTime,
  formatTimeRange,
  groupByDay,
  itemDays,
  itemsByDay,
  monthWeeks,
  startsSoon,
} from './calendar-format.ts';

const item = (over: Partial<CalendarItem>): CalendarItem => ({
  Id: 'db:1',
  Subject: 'Town Hall',
  Start: new Date(2026, 10, 25, 15, 0).toISOString(),
  End: new Date(2026, 10, 25, 16, 30).toISOString(),
  IsAllDay: false,
  Location: '',
  Source: 'database',
  ...over,
});

describe('calendar rules', () => {
  it('writes times like 3:00p', () => {
    expect(formatShortTime(new Date(2026, 0, 1, 15, 0))).toBe('3:00p');
    expect(formatShortTime(new Date(2026, 0, 1, 0, 5))).toBe('12:05a');
    expect(formatShortTime(new Date(2026, 0, 1, 12, 30))).toBe('12:30p');
    expect(formatShortTime(new Date(2026, 0, 1, 9, 45))).toBe('9:45a');
  });

  it('lays a month out Sunday first with blank padding days', () => {
    // November 2026 begins on a Sunday and has 30 days: five weeks, the last padded.
    const november = monthWeeks(2026, 10);
    expect(november[0][0]).toMatchObject({ day: 1, key: '2026-11-01' });
    expect(november).toHaveLength(5);
    expect(november[4].map((c) => c.day)).toEqual([29, 30, null, null, null, null, null]);
    // December 2026 begins on a Tuesday: two blank cells first.
    expect(monthWeeks(2026, 11)[0].map((c) => c.day)).toEqual([null, null, 1, 2, 3, 4, 5]);
  });

  it('says Starts soon only within the next hour', () => {
    const now = new Date(2026, 10, 25, 14, 10);
    expect(startsSoon(item({}), now)).toBe(true);
    expect(startsSoon(item({}), new Date(2026, 10, 25, 13, 59))).toBe(false);
    expect(startsSoon(item({}), new Date(2026, 10, 25, 15, 1))).toBe(false);
    expect(startsSoon(item({ IsAllDay: true, Start: '2026-11-25', End: '2026-11-26' }), now)).toBe(false);
  });

  it('groups the list by day, Today first, then the weekday with day and month', () => {
    const now = new Date(2026, 10, 25, 9, 0);
    const groups = groupByDay(
      [
        item({ Id: 'a' }),
        item({ Id: 'b', Start: '2026-11-27', End: '2026-11-28', IsAllDay: true }),
        item({
          Id: 'c',
          Start: new Date(2026, 10, 24, 9).toISOString(),
          End: new Date(2026, 10, 26).toISOString(),
        }),
      ],
      now,
    );
    expect(groups.map((g) => g.heading)).toEqual(['Today', 'Friday, November 27']);
    expect(groups[0].items.map((i) => i.Id)).toEqual(['a', 'c']);
  });

  it("writes a day's heading in the user's date format", () => {
    setDateLocale('en-GB');
    try {
      expect(formatDayHeading(new Date(2026, 10, 27))).toBe('Friday 27 November');
    } finally {
      setDateLocale('en-US');
    }
  });

  it('puts all-day and multi-day events on each day they cover', () => {
    const offsite = item({ IsAllDay: true, Start: '2026-11-30', End: '2026-12-02' });
    expect(itemDays(offsite)).toEqual(['2026-11-30', '2026-12-01']);
    expect(itemDays(item({}))).toEqual(['2026-11-25']);
    const byDay = itemsByDay([
      item({ Id: 'timed' }),
      item({ Id: 'day', IsAllDay: true, Start: '2026-11-25', End: '2026-11-26' }),
    ]);
    expect(byDay.get('2026-11-25')?.map((i) => i.Id)).toEqual(['day', 'timed']);
  });

  it("puts the firm's own events of a day before the feed's, so a busy feed cannot hide them", () => {
    const feed = (n: number) =>
      item({ Id: `feed:${n}`, Source: 'feed', Start: new Date(2026, 10, 25, 8, n).toISOString() });
    const byDay = itemsByDay([feed(1), feed(2), feed(3), feed(4), item({ Id: 'db:7' })]);
    expect(byDay.get('2026-11-25')?.[0].Id).toBe('db:7');
  });

  it("shows 'All Day' or the time range", () => {
    expect(formatTimeRange(item({ IsAllDay: true, Start: '2026-11-25', End: '2026-11-26' }))).toBe('All Day');
    expect(formatTimeRange(item({}))).toBe('3:00p – 4:30p');
  });
});
