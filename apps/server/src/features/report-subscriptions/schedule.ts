// When a subscription is next due: its local time of day, on its day, in its time zone — summer
// time included, so 08:00 in London stays 08:00 there all year.
import type { Schedule } from '@atrium/contracts';

type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/** Reads a zone's wall clock at any instant (one formatter for every reading). */
function wallClockOf(zone: string): (instant: Date) => WallClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return (instant) =>
    Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)])) as WallClock;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetMs(wallClock: (instant: Date) => WallClock, instant: Date): number {
  const c = wallClock(instant);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The moment the zone's clock reads the given local date and time (a skipped hour moves on). */
function zonedMoment(
  wallClock: (instant: Date) => WallClock,
  local: { y: number; m: number; d: number; h: number; mi: number },
): Date {
  const asUtc = Date.UTC(local.y, local.m - 1, local.d, local.h, local.mi);
  const first = asUtc - offsetMs(wallClock, new Date(asUtc));
  return new Date(asUtc - offsetMs(wallClock, new Date(first)));
}

/** The first due moment of `schedule` strictly after `after`. */
export function nextRunAfter(schedule: Schedule, after: Date): Date {
  const [h, mi] = schedule.time.split(':').map(Number);
  const wallClock = wallClockOf(schedule.timeZone);
  const today = wallClock(after);
  for (let i = 0; i <= 62; i++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    const y = day.getUTCFullYear();
    const m = day.getUTCMonth() + 1;
    const d = day.getUTCDate();
    if (schedule.frequency === 'weekly' && day.getUTCDay() !== schedule.dayOfWeek) continue;
    if (schedule.frequency === 'monthly') {
      // A month without the date sends on its last day.
      const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
      if (d !== Math.min(schedule.dayOfMonth ?? 1, lastDay)) continue;
    }
    const at = zonedMoment(wallClock, { y, m, d, h, mi });
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('A schedule always has a due moment within two months.');
}
