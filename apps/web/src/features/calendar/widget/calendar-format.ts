// The Calendar widget's rules (spec 3 §2.2, §9), pure so they are tested without a browser. Timed
// events show in the viewer's time zone; all-day events are dates and stay on their day everywhere.
import { type CalendarItem, STARTS_SOON_MS } from '@atrium/contracts';
import { formatDate } from '../../../ui/dates.ts';

/** A local calendar day as YYYY-MM-DD. */
export function localDayKey(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

const parseDay = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/** When the item starts, as a local Date (all-day: local midnight of its date). */
export function itemStart(item: CalendarItem): Date {
  return item.IsAllDay ? parseDay(item.Start) : new Date(item.Start);
}
export function itemEnd(item: CalendarItem): Date {
  return item.IsAllDay ? parseDay(item.End) : new Date(item.End);
}

/** spec 3 §2.2: times like `3:00p`, `10:30a`. */
export function formatShortTime(date: Date): string {
  const hours = date.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${String(date.getMinutes()).padStart(2, '0')}${hours < 12 ? 'a' : 'p'}`;
}

/** The local days an item covers (all-day End and a timed end at midnight are exclusive). */
export function itemDays(item: CalendarItem): string[] {
  const start = itemStart(item);
  const end = itemEnd(item);
  const last = new Date(end.getTime() - (item.IsAllDay || end.getTime() > start.getTime() ? 1 : 0));
  const days: string[] = [];
  const cursor = new Date(start.getFullYear(), start.getMonth(), start.getDate());
  for (let i = 0; i < 62 && cursor <= last; i++) {
    days.push(localDayKey(cursor));
    cursor.setDate(cursor.getDate() + 1);
  }
  return days.length ? days : [localDayKey(start)];
}

/** spec 3 §2.2, §9: '(Starts soon)' when an event starts within the next hour. */
export function startsSoon(item: CalendarItem, now: Date): boolean {
  if (item.IsAllDay) return false;
  const until = itemStart(item).getTime() - now.getTime();
  return until >= 0 && until <= STARTS_SOON_MS;
}

export interface MonthCell {
  /** Null for the blank padding days before the 1st and after the last day. */
  day: number | null;
  key: string | null;
  /** Stable per cell, padding included. */
  id: string;
}

/** spec 3 §2.2: a month as weeks of seven cells, Sunday first, padding days blank. */
export function monthWeeks(year: number, month: number): MonthCell[][] {
  const first = new Date(year, month, 1);
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const cells: MonthCell[] = [];
  for (let i = 0; i < first.getDay(); i++) cells.push({ day: null, key: null, id: `before-${i}` });
  for (let day = 1; day <= daysInMonth; day++) {
    const key = localDayKey(new Date(year, month, day));
    cells.push({ day, key, id: key });
  }
  for (let i = 0; cells.length % 7 !== 0; i++) cells.push({ day: null, key: null, id: `after-${i}` });
  const weeks: MonthCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Items by the local days they cover, each day in start order (all-day first). */
export function itemsByDay(items: CalendarItem[]): Map<string, CalendarItem[]> {
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of items) {
    for (const day of itemDays(item)) {
      const list = byDay.get(day) ?? [];
      list.push(item);
      byDay.set(day, list);
    }
  }
  // The firm's own events come first in a day, so a busy feed never hides them behind '+n more'.
  const isFeed = (item: CalendarItem) => Number(item.Source === 'feed');
  for (const list of byDay.values())
    list.sort(
      (a, b) =>
        isFeed(a) - isFeed(b) ||
        Number(b.IsAllDay) - Number(a.IsAllDay) ||
        itemStart(a).getTime() - itemStart(b).getTime(),
    );
  return byDay;
}

export interface DayGroup {
  key: string;
  /** 'Today', or the weekday with day and month in the user's date format: 'Wednesday, November 25'. */
  heading: string;
  items: CalendarItem[];
}

/** spec 3 §2.2 list view: upcoming items grouped by the local day they start (running ones: today). */
export function groupByDay(items: CalendarItem[], now: Date): DayGroup[] {
  const todayKey = localDayKey(now);
  const groups = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const startKey = localDayKey(itemStart(item));
    // Running events that began on an earlier day are listed under today.
    const hasBegunBefore = startKey < todayKey;
    const key = hasBegunBefore ? todayKey : startKey;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => ({
      key,
      heading: key === todayKey ? 'Today' : formatDayHeading(parseDay(key)),
      items: list,
    }));
}

export function formatDayHeading(date: Date): string {
  return formatDate(date, { form: 'long', withYear: false });
}

/** The modal's time line: 'All Day', or '3:00p – 4:30p' (with the end's date when it is another day). */
export function formatTimeRange(item: CalendarItem): string {
  if (item.IsAllDay) {
    const days = itemDays(item);
    if (days.length <= 1) return 'All Day';
    return `All Day, until ${formatDayHeading(parseDay(days[days.length - 1]))}`;
  }
  const start = itemStart(item);
  const end = itemEnd(item);
  const sameDay = localDayKey(start) === localDayKey(end);
  return `${formatShortTime(start)} – ${sameDay ? '' : `${formatDayHeading(end)}, `}${formatShortTime(end)}`;
}

export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const WEEKDAY_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
