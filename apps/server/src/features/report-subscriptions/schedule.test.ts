// Due moments of the three schedules, across summer time and short months.
import { describe, expect, it } from 'vitest';
import { nextRunAfter } from './schedule.ts';

const daily = { frequency: 'daily', dayOfWeek: null, dayOfMonth: null } as const;

describe('the next due moment', () => {
  it('is today at the local time when that is still ahead, else tomorrow', () => {
    const schedule = { ...daily, time: '08:00', timeZone: 'Europe/London' };
    expect(nextRunAfter(schedule, new Date('2026-01-15T07:00:00Z')).toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(nextRunAfter(schedule, new Date('2026-01-15T08:00:00Z')).toISOString()).toBe(
      '2026-01-16T08:00:00.000Z',
    );
  });

  it('keeps the local time through summer time', () => {
    const schedule = { ...daily, time: '08:00', timeZone: 'Europe/London' };
    expect(nextRunAfter(schedule, new Date('2026-07-01T00:00:00Z')).toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    const ny = { ...daily, time: '18:30', timeZone: 'America/New_York' };
    expect(nextRunAfter(ny, new Date('2026-11-29T12:00:00Z')).toISOString()).toBe('2026-11-29T23:30:00.000Z');
  });

  it('sends weekly on its weekday', () => {
    const monday = {
      frequency: 'weekly',
      dayOfWeek: 1,
      dayOfMonth: null,
      time: '09:00',
      timeZone: 'UTC',
    } as const;
    // 2026-11-29 is a Sunday.
    expect(nextRunAfter(monday, new Date('2026-11-29T10:00:00Z')).toISOString()).toBe(
      '2026-11-30T09:00:00.000Z',
    );
  });

  it('sends monthly on its date, or on the last day of a shorter month', () => {
    const on31 = {
      frequency: 'monthly',
      dayOfWeek: null,
      dayOfMonth: 31,
      time: '07:00',
      timeZone: 'UTC',
    } as const;
    expect(nextRunAfter(on31, new Date('2026-02-01T00:00:00Z')).toISOString()).toBe(
      '2026-02-28T07:00:00.000Z',
    );
    expect(nextRunAfter(on31, new Date('2026-02-28T08:00:00Z')).toISOString()).toBe(
      '2026-03-31T07:00:00.000Z',
    );
  });
});
