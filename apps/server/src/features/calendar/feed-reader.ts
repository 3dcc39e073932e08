// Reads an iCalendar feed (RFC 5545) with ical.js and expands its events over a window: every
// VCALENDAR of the file, events with or without UID, a moved occurrence related only to the series
// of its own UID, zones as feed-zones.ts reads them. Runs in a worker thread (feed-worker.ts); a
// feed it cannot read is refused with the line and the reason (FeedRefusal).
import type { CalendarItem } from '@atrium/contracts';
import ICAL from 'ical.js';
import { readLines } from './feed-lines.ts';
import { FeedRefusal } from './feed-refusal.ts';
import { IntlZone, ianaZoneOf } from './feed-zones.ts';

/** Occurrences of the window kept at most; a feed with more is refused. */
export const MAX_WINDOW_OCCURRENCES = 50_000;
/** Occurrences of one series walked before the window ends, at most. */
const MAX_SERIES_STEPS = 200_000;
const MAX_DESCRIPTION = 20_000;
const MAX_TEXT = 500;

type Component = InstanceType<typeof ICAL.Component>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalTime = InstanceType<typeof ICAL.Time>;

export interface FeedReading {
  /** The window's occurrences, earliest first. */
  items: CalendarItem[];
  /** Per item: its index in `descriptions`. */
  descriptionOf: number[];
  descriptions: string[];
  /** Events of the file (series count once). */
  eventCount: number;
}

export interface ReadOptions {
  fromMs: number;
  toMs: number;
  /** Told the line of each event as it is read, so a reader stopped for time can say where. */
  onEvent?: (line: number) => void;
}

const DATED = ['dtstart', 'dtend', 'due', 'recurrence-id', 'exdate', 'rdate'];

/** TZIDs that name a real zone use its data; times without a zone take X-WR-TIMEZONE. */
function prepareZones(calendar: Component): void {
  const calendarZone = ianaZoneOf(String(calendar.getFirstPropertyValue('x-wr-timezone') ?? ''));
  // A feed names few zones over many times: each TZID is looked up once per read.
  const zones = new Map<string, string | undefined>();
  const zoneOf = (tzid: string) => {
    if (!zones.has(tzid)) zones.set(tzid, ianaZoneOf(tzid));
    return zones.get(tzid);
  };
  const registered = new Set<string>();
  const useIntl = (tzid: string, iana: string) => {
    if (registered.has(tzid)) return;
    registered.add(tzid);
    ICAL.TimezoneService.register(new IntlZone(tzid, iana), tzid);
    for (const zone of calendar.getAllSubcomponents('vtimezone'))
      if (String(zone.getFirstPropertyValue('tzid')) === tzid) calendar.removeSubcomponent(zone);
  };
  // A VTIMEZONE without a TZID can be referred to by nothing; ical.js stumbles over it.
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    if (!zone.getFirstPropertyValue('tzid')) calendar.removeSubcomponent(zone);
  for (const event of calendar.getAllSubcomponents('vevent')) {
    for (const name of DATED) {
      for (const property of event.getAllProperties(name)) {
        const tzid = property.getParameter('tzid');
        if (typeof tzid === 'string' && tzid) {
          const iana = zoneOf(tzid);
          if (iana) useIntl(tzid, iana);
        } else if (calendarZone && property.type === 'date-time') {
          // Read before any value is: a floating time then takes the zone when ical.js reads it.
          const raw = (property as unknown as { jCal: unknown[] }).jCal.slice(3);
          if (raw.some((v) => typeof v === 'string' && !v.endsWith('Z'))) {
            useIntl(calendarZone, calendarZone);
            property.setParameter('tzid', calendarZone);
          }
        }
      }
    }
  }
}

const dayOf = (time: IcalTime) => time.toString().slice(0, 10);
const instant = (time: IcalTime) => time.toUnixTime() * 1000;

function isoInstant(ms: number): string {
  const clamped = Math.max(-8.64e15, Math.min(8.64e15, ms));
  return new Date(clamped).toISOString();
}

function itemOf(
  uid: string,
  event: IcalEvent,
  start: IcalTime,
  end: IcalTime,
  occurrence: IcalTime,
): CalendarItem {
  const isAllDay = start.isDate;
  let endText: string;
  if (isAllDay) {
    let lastDay = end.isDate ? end : ICAL.Time.fromDateString(dayOf(end));
    if (lastDay.compare(start) <= 0) {
      // A date event without a later end lasts its day (RFC 5545 §3.6.1).
      lastDay = start.clone();
      lastDay.adjust(1, 0, 0, 0);
    }
    endText = dayOf(lastDay);
  } else {
    const endMs = end.isDate ? Date.parse(`${dayOf(end)}T00:00:00Z`) : instant(end);
    endText = isoInstant(Math.max(endMs, instant(start)));
  }
  return {
    Id: `feed:${uid.slice(0, 300)}|${occurrence.toString()}`,
    Subject: (String(event.summary ?? '').slice(0, MAX_TEXT) || '(No subject)').replace(/\s+/g, ' '),
    Start: isAllDay ? dayOf(start) : isoInstant(instant(start)),
    End: endText,
    IsAllDay: isAllDay,
    Location: String(event.location ?? '').slice(0, MAX_TEXT),
    Source: 'feed',
  };
}

export function itemStartMs(item: CalendarItem): number {
  return item.IsAllDay ? Date.parse(`${item.Start}T00:00:00Z`) - 12 * 3_600_000 : Date.parse(item.Start);
}
/** All-day items end at the end of their last day anywhere. */
export function itemEndMs(item: CalendarItem): number {
  return item.IsAllDay ? Date.parse(`${item.End}T00:00:00Z`) + 14 * 3_600_000 : Date.parse(item.End);
}

/** An EXDATE names this start. */
function excluded(event: IcalEvent, start: IcalTime): boolean {
  return event.component
    .getAllProperties('exdate')
    .some((p) =>
      p
        .getValues()
        .some(
          (v) =>
            v instanceof ICAL.Time && (v.isDate ? v.toString() === dayOf(start) : v.compare(start) === 0),
        ),
    );
}

/** The key an exception is found under when its series reaches that occurrence. */
function exceptionKey(master: IcalEvent, exception: IcalEvent): string {
  const id = exception.recurrenceId;
  const start = master.startDate;
  // Exchange writes the moved day of an all-day series as midnight in a zone: the date is what counts.
  if (start.isDate) return id.isDate ? id.toString() : dayOf(id);
  if (id.isDate) return id.toString();
  return id.convertToZone(start.zone).toString();
}

/** Reads the feed's text; throws FeedRefusal when it is not a calendar it can show. */
export function readFeed(source: string, options: ReadOptions): FeedReading {
  if (!/^\s*BEGIN:VCALENDAR/i.test(source.replace(/^\uFEFF/, '')))
    throw new FeedRefusal(1, 'the feed is not an iCalendar document (no BEGIN:VCALENDAR).');
  const lines = readLines(source);
  let parsed: unknown;
  try {
    parsed = ICAL.parse(lines.text);
  } catch (error) {
    throw new FeedRefusal(failingLine(lines.text, lines.lineOf), (error as Error).message);
  }
  // Two or more VCALENDARs in one file come back as a list of them.
  const roots = (Array.isArray((parsed as unknown[])[0]) ? parsed : [parsed]) as unknown[][];
  ICAL.TimezoneService.reset();
  const items: CalendarItem[] = [];
  const descriptionOf: number[] = [];
  const descriptions: string[] = [];
  const descriptionIndex = new Map<unknown, number>();
  let eventCount = 0;
  let eventIndex = 0;

  const keep = (uid: string, event: IcalEvent, start: IcalTime, end: IcalTime, occurrence: IcalTime) => {
    const item = itemOf(uid, event, start, end, occurrence);
    if (itemEndMs(item) <= options.fromMs || itemStartMs(item) >= options.toMs) return;
    if (items.length >= MAX_WINDOW_OCCURRENCES)
      throw new Error(
        `more than ${MAX_WINDOW_OCCURRENCES.toLocaleString('en-US')} occurrences fall in the window shown.`,
      );
    let index = descriptionIndex.get(event.component);
    if (index === undefined) {
      index = descriptions.push(String(event.description ?? '').slice(0, MAX_DESCRIPTION)) - 1;
      descriptionIndex.set(event.component, index);
    }
    items.push(item);
    descriptionOf.push(index);
  };

  for (const jcal of roots) {
    const calendar = new ICAL.Component(jcal);
    if (calendar.name !== 'vcalendar') continue;
    const components = calendar.getAllSubcomponents('vevent');
    const lineOfEvent = new Map<Component, number>();
    for (const component of components) lineOfEvent.set(component, lines.eventLines[eventIndex++] ?? 1);
    const atEvent = <T>(component: Component, read: () => T): T => {
      const line = lineOfEvent.get(component) ?? 1;
      options.onEvent?.(line);
      try {
        return read();
      } catch (error) {
        if (error instanceof FeedRefusal) throw error;
        throw new FeedRefusal(line, `the event that begins here cannot be read: ${(error as Error).message}`);
      }
    };
    try {
      prepareZones(calendar);
    } catch (error) {
      throw new FeedRefusal(
        lines.eventLines[0] ?? 1,
        `a time zone cannot be read: ${(error as Error).message}`,
      );
    }

    const series = new Map<string, IcalEvent>();
    const singles: { uid: string; event: IcalEvent }[] = [];
    const exceptions: IcalEvent[] = [];
    const firstEvent = eventIndex - components.length;
    for (const [n, component] of components.entries()) {
      atEvent(component, () => {
        // Exceptions are related below by UID; ical.js would relate every one to every series.
        const event = new ICAL.Event(component, { exceptions: [] });
        if (!event.startDate) return;
        if (event.isRecurrenceException() && event.uid) exceptions.push(event);
        else if (event.uid && event.isRecurring() && !series.has(event.uid)) series.set(event.uid, event);
        else singles.push({ uid: event.uid || `no-uid-${firstEvent + n + 1}`, event });
      });
    }
    for (const exception of exceptions) {
      atEvent(exception.component, () => {
        const master = series.get(exception.uid);
        if (!master) {
          singles.push({ uid: `${exception.uid}#${exception.recurrenceId.toString()}`, event: exception });
        } else if (exception.modifiesFuture()) {
          master.relateException(exception);
        } else {
          (master.exceptions as unknown as Record<string, IcalEvent>)[exceptionKey(master, exception)] =
            exception;
        }
      });
    }
    eventCount += series.size + singles.length;

    for (const { uid, event } of singles)
      atEvent(event.component, () => keep(uid, event, event.startDate, event.endDate, event.startDate));
    for (const [uid, event] of series) {
      atEvent(event.component, () => {
        // DTSTART is always the first instance (RFC 5545 §3.8.5.2); ical.js leaves it out of a
        // series of RDATEs alone.
        if (!event.component.hasProperty('rrule') && !excluded(event, event.startDate)) {
          const first = event.iterator().next();
          const firstStart = first instanceof ICAL.Period ? first.start : first;
          if (firstStart?.compare(event.startDate) !== 0) {
            const details = event.getOccurrenceDetails(event.startDate);
            keep(uid, details.item, details.startDate, details.endDate, details.recurrenceId);
          }
        }
        const iterator = event.iterator();
        let steps = 0;
        for (let next = iterator.next(); next; next = iterator.next()) {
          if (++steps > MAX_SERIES_STEPS)
            throw new Error(
              `it repeats more than ${MAX_SERIES_STEPS.toLocaleString('en-US')} times before the window ends.`,
            );
          // An RDATE of VALUE=PERIOD gives its own end (RFC 5545 §3.8.5.2).
          const period = next instanceof ICAL.Period ? next : null;
          const occurrence = period ? period.start : (next as IcalTime);
          if (instant(occurrence) >= options.toMs) break;
          const details = event.getOccurrenceDetails(occurrence);
          const end = period && details.item === event ? period.getEnd() : details.endDate;
          keep(uid, details.item, details.startDate, end, details.recurrenceId);
        }
      });
    }
  }
  const order = items.map((_, i) => i).sort((a, b) => itemStartMs(items[a]) - itemStartMs(items[b]) || a - b);
  return {
    items: order.map((i) => items[i]),
    descriptionOf: order.map((i) => descriptionOf[i]),
    descriptions,
    eventCount,
  };
}

/** The line ical.js stopped at: the first logical line it cannot read on its own. */
function failingLine(text: string, lineOf: number[]): number {
  const logical = text.split('\r\n');
  for (let i = 0; i < logical.length; i++) {
    if (/^(BEGIN|END):/i.test(logical[i])) continue;
    try {
      ICAL.parse.property(logical[i]);
    } catch {
      return lineOf[i] ?? 1;
    }
  }
  return lineOf.at(-1) ?? 1;
}
