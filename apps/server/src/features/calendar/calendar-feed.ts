// The iCalendar feed (RFC 5545) read beside the database: fetched over HTTP, parsed with ical.js,
// recurring events expanded with ical.js's own recurrence expansion. A feed that fails keeps the
// last copy that parsed (also stored in the database, so a restart does not lose it) and logs why.
import type { CalendarItem } from '@atrium/contracts';
import ICAL from 'ical.js';
import type { OutboundFetch } from '../../platform/outbound-fetch.ts';

/** Feeds bigger than this are refused: a calendar of a firm is far smaller. */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** Occurrences expanded per recurring event and window, whatever its rule says. */
const MAX_OCCURRENCES = 1000;

type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalTime = InstanceType<typeof ICAL.Time>;

export interface ParsedFeed {
  /** Master events (with their exceptions related), by UID. */
  events: IcalEvent[];
  count: number;
}

/** Parses feed text; throws with a readable reason when it is not an iCalendar document. */
export function parseFeed(text: string): ParsedFeed {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text))
    throw new Error('The feed is not an iCalendar document (no BEGIN:VCALENDAR).');
  let root: InstanceType<typeof ICAL.Component>;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new Error(`The feed could not be parsed: ${(error as Error).message}`);
  }
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    const tzid = String(zone.getFirstPropertyValue('tzid') ?? '');
    if (tzid && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(zone);
  }
  const masters = new Map<string, IcalEvent>();
  const exceptions: IcalEvent[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (!event.uid || !event.startDate) continue;
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  for (const exception of exceptions) {
    const master = masters.get(exception.uid);
    if (master) master.relateException(exception);
    else masters.set(`${exception.uid}#${exception.recurrenceId.toString()}`, exception);
  }
  return { events: [...masters.values()], count: masters.size };
}

const dayOf = (time: IcalTime) => time.toString().slice(0, 10);

function toItem(event: IcalEvent, start: IcalTime, end: IcalTime, occurrence: IcalTime): CalendarItem {
  const isAllDay = start.isDate;
  let endText: string;
  if (isAllDay) {
    // A date event without an end lasts its day (RFC 5545 §3.6.1).
    const lastDay = end.compare(start) > 0 ? end : start.clone();
    if (lastDay.compare(start) <= 0) lastDay.adjust(1, 0, 0, 0);
    endText = dayOf(lastDay);
  } else {
    endText = (end.compare(start) >= 0 ? end : start).toJSDate().toISOString();
  }
  return {
    Id: `feed:${event.uid}|${occurrence.toString()}`,
    Subject: (event.summary ?? '').slice(0, 500) || '(No subject)',
    Start: isAllDay ? dayOf(start) : start.toJSDate().toISOString(),
    End: endText,
    IsAllDay: isAllDay,
    Location: (event.location ?? '').slice(0, 500),
    Source: 'feed',
  };
}

/** The instant an item ends, for windows: all-day items end at the end of their last day anywhere. */
export function itemEndMs(item: CalendarItem): number {
  return item.IsAllDay ? Date.parse(`${item.End}T00:00:00Z`) + 14 * 3_600_000 : Date.parse(item.End);
}
export function itemStartMs(item: CalendarItem): number {
  return item.IsAllDay ? Date.parse(`${item.Start}T00:00:00Z`) - 12 * 3_600_000 : Date.parse(item.Start);
}

/** The feed's occurrences that overlap [from, to), recurring events expanded. */
export function expandFeed(feed: ParsedFeed, window: { from: Date; to: Date }): CalendarItem[] {
  const fromMs = window.from.getTime();
  const toMs = window.to.getTime();
  const items: CalendarItem[] = [];
  const overlaps = (item: CalendarItem) => itemEndMs(item) > fromMs && itemStartMs(item) < toMs;
  for (const event of feed.events) {
    if (!event.isRecurring()) {
      const item = toItem(event, event.startDate, event.endDate, event.startDate);
      if (overlaps(item)) items.push(item);
      continue;
    }
    const iterator = event.iterator();
    for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES * 10; n++, next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const item = toItem(details.item, details.startDate, details.endDate, details.recurrenceId);
      if (itemStartMs(item) >= toMs) break;
      if (overlaps(item)) items.push(item);
      if (items.length > MAX_OCCURRENCES * feed.count) break;
    }
  }
  return items;
}

/** The description of one occurrence, as HTML (the text of the feed, escaped, lines kept). */
export function feedDescription(feed: ParsedFeed, id: string): string | undefined {
  if (!id.startsWith('feed:') || !id.includes('|')) return undefined;
  const key = id.slice('feed:'.length);
  const uid = key.slice(0, key.lastIndexOf('|'));
  const occurrence = key.slice(key.lastIndexOf('|') + 1);
  const event = feed.events.find((e) => e.uid === uid);
  if (!event) return undefined;
  let source = event;
  if (event.isRecurring()) {
    try {
      source = event.getOccurrenceDetails(ICAL.Time.fromString(occurrence, null)).item;
    } catch {
      source = event;
    }
  }
  const text = source.description ?? '';
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * Fetches the feed's text: http(s) (webcal is http), a time limit and a size limit; an address
 * inside the network is refused at every redirect (docs/security.md "Outbound requests").
 */
export async function fetchFeedText(
  url: string,
  options: { timeoutMs: number; outbound: OutboundFetch },
): Promise<string> {
  const address = url.replace(/^webcal:/i, 'https:');
  const response = await options.outbound.fetch(address, {
    signal: AbortSignal.timeout(options.timeoutMs),
    headers: { accept: 'text/calendar, */*;q=0.5' },
  });
  if (!response.ok)
    throw new Error(`The feed answered ${response.status} ${response.statusText}.`.replace(' .', '.'));
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_FEED_BYTES) throw new Error(`The feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB.`);
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES)
    throw new Error(`The feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB.`);
  return text;
}
