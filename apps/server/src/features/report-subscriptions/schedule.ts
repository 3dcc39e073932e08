// When a subscription is next due: its local time of day, on its day, in its time zone — summer
// time included, so 08:00 in London stays 08:00 there all year.
import type { Schedule } from '@atrium/contracts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(zone: string, instant: Date) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetMs(zone: string, instant: Date): number {
  const c = wallClock(zone, instant);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The moment the zone's clock reads the given local date and time (a skipped hour moves on). */
export function zonedMoment(
  zone: string,
  local: { y: number; m: number; d: number; h: number; mi: number },
): Date {
  const asUtc = Date.UTC(local.y, local.m - 1, local.d, local.h, local.mi);
  const first = asUtc - offsetMs(zone, new Date(asUtc));
  return new Date(asUtc - offsetMs(zone, new Date(first)));
}

/** The first due moment of `schedule` strictly after `after`. */
export function nextRunAfter(schedule: Schedule, after: Date): Date {
  const [h, mi] = schedule.time.split(':').map(Number);
  const today = wallClock(schedule.timeZone, after);
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
    const at = zonedMoment(schedule.timeZone, { y, m, d, h, mi });
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('A schedule always has a due moment within two months.');
}
