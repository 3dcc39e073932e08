// Every file of the public corpora in test-corpus/ is served to the calendar feed over HTTP and the
// widget's month grid compared with ical.js's own reading of the file for the same window: the
// same occurrences at the same wall-clock times in each event's zone — or the feed is refused with
// a message naming a line of the file, and the widget still answers.
import { readdirSync, readFileSync } from 'node:fs';
import type { CalendarFeedStatus, CalendarItem, CalendarResponse } from '@atrium/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { type FeedServer, startFeedServer } from './feed-test-server.ts';
import { ianaZoneOf } from './feed-zones.ts';

const CORPUS = new URL('./test-corpus/', import.meta.url);
const files = readdirSync(CORPUS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(new URL(`${d.name}/`, CORPUS))
      .filter((f) => f.endsWith('.ics'))
      .map((f) => `${d.name}/${f}`),
  );

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
let server: FeedServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startFeedServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.slice(1));
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(readFileSync(new URL(name, CORPUS)));
  });
  baseUrl = `${server.baseUrl}/`;
  t = await createTestApp();
  admin = await signIn(t, DEMO.admin);
  partner = await signIn(t, DEMO.partner);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  await server.close();
});

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

/** One occurrence as compared: subject and start, as a date or a wall-clock time in a zone. */
interface Occurrence {
  subject: string;
  key: string;
  /** The zone the wall-clock time is in (IANA), or '' when `key` is an instant or a date. */
  zone: string;
  startMs: number;
}

const wallClock = (ms: number, zone: string) => {
  const p: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  for (const part of format.formatToParts(new Date(ms))) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
};

const subjectOf = (event: IcalEvent) =>
  (String(event.summary ?? '').slice(0, 500) || '(No subject)').replace(/\s+/g, ' ');

/**
 * ical.js's reading of a file: each VCALENDAR, each series expanded by ical.js's iterator, a moved
 * occurrence found by its RECURRENCE-ID (the same date for an all-day series, else the same
 * instant) among the events of the same UID. Starts before `toMs` only.
 */
function reference(text: string, toMs: number): Occurrence[] {
  const parsed = ICAL.parse(tolerated(text)) as unknown[];
  const roots = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[][];
  const out: Occurrence[] = [];
  for (const jcal of roots) {
    ICAL.TimezoneService.reset();
    const calendar = new ICAL.Component(jcal);
    const floatingZone = ianaZoneOf(String(calendar.getFirstPropertyValue('x-wr-timezone') ?? '')) ?? 'UTC';
    const occurrence = (event: IcalEvent, start: IcalTime) => {
      // The zone the file names (ical.js reads a TZID without its VTIMEZONE as floating).
      const named = event.component.getFirstProperty('dtstart')?.getParameter('tzid');
      const tzid = start.zone?.tzid === 'UTC' ? 'UTC' : typeof named === 'string' ? named : 'floating';
      const iana = tzid === 'floating' ? floatingZone : tzid === 'UTC' ? 'UTC' : ianaZoneOf(tzid);
      if (start.isDate)
        return {
          subject: subjectOf(event),
          key: start.toString(),
          zone: '',
          startMs: Date.parse(`${start.toString()}T00:00:00Z`),
        };
      const wall = start.toString().slice(0, 19);
      const startMs = iana ? Date.parse(`${wall}Z`) : start.toUnixTime() * 1000;
      return {
        subject: subjectOf(event),
        key: iana ? wall : new Date(startMs).toISOString(),
        zone: iana ?? '',
        startMs,
      };
    };
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c, { exceptions: [] }))
      .filter((e) => e.startDate);
    const moved = events.filter((e) => e.isRecurrenceException() && e.uid);
    const seen = new Set<string>();
    for (const event of events) {
      if (moved.includes(event)) continue;
      if (!event.isRecurring() || !event.uid || seen.has(event.uid)) {
        out.push(occurrence(event, event.startDate));
        continue;
      }
      seen.add(event.uid);
      const tzid = event.component.getFirstProperty('dtstart')?.getParameter('tzid');
      const named =
        typeof tzid === 'string' && event.startDate.zone?.tzid === 'floating' ? ianaZoneOf(tzid) : undefined;
      const own = moved.filter((m) => m.uid === event.uid);
      for (const m of own) if (m.modifiesFuture()) event.relateException(m);
      // RFC 5545 §3.8.5.2: DTSTART is the first instance, also of a series of RDATEs alone (which
      // ical.js's iterator leaves out).
      const first = event.iterator().next();
      const firstStart = (first instanceof ICAL.Period ? first.start : first) as IcalTime | null;
      const exdates = event.component.getAllProperties('exdate').flatMap((p) => p.getValues()) as IcalTime[];
      if (
        !event.component.hasProperty('rrule') &&
        (!firstStart || firstStart.toUnixTime() !== event.startDate.toUnixTime()) &&
        !exdates.some((x) => x.toUnixTime() === event.startDate.toUnixTime())
      )
        out.push(occurrence(event, event.startDate));
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        const start = (next instanceof ICAL.Period ? next.start : next) as IcalTime;
        if (start.toUnixTime() * 1000 >= toMs) break;
        const exception = own.find((m) =>
          event.startDate.isDate
            ? m.recurrenceId.toString().slice(0, 10) === start.toString()
            : m.recurrenceId.toUnixTime() === start.toUnixTime() ||
              // A series in a zone named without its VTIMEZONE: compared on that zone's clock.
              (named !== undefined &&
                wallClock(m.recurrenceId.toUnixTime() * 1000, named) === start.toString().slice(0, 19)),
        );
        if (exception) out.push(occurrence(exception, exception.startDate));
        else {
          // RANGE=THISANDFUTURE: ical.js's own reading of the occurrences after it.
          const details = event.getOccurrenceDetails(start);
          out.push(occurrence(details.item, details.startDate));
        }
      }
    }
    for (const m of moved)
      if (!events.some((e) => e !== m && !e.isRecurrenceException() && e.uid === m.uid && e.isRecurring()))
        out.push(occurrence(m, m.startDate));
  }
  return out;
}

/**
 * What every reader of real feeds tolerates, applied before ical.js reads: a date written without
 * VALUE=DATE or under VALUE=DATE-TIME, a period of dates read as the date it starts on, an empty RRULE, spaces inside an RRULE, text after END:VCALENDAR.
 */
function tolerated(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/(\r?\n)(?:[ \t]*\r?\n)+/g, '$1')
    .replace(/\r?\n[ \t]/g, '')
    .replace(
      /^((?:DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE|DUE)(?:;(?![^:\n]*VALUE=)[^:\n]*)?)(:\d{8}(?:,\d{8})*\r?$)/gm,
      '$1;VALUE=DATE$2',
    )
    .replace(
      /^((?:DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE|DUE)[^:\n]*);VALUE=DATE-TIME([^:\n]*)(:\d{8}(?:,\d{8})*\r?$)/gm,
      '$1;VALUE=DATE$2$3',
    )
    .replace(
      /^((?:DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE|DUE)[^:\n]*);VALUE=PERIOD([^:\n]*):(\d{8}\/[^,\r\n]*(?:,\d{8}\/[^,\r\n]*)*)(\r?)$/gm,
      (_, head: string, tail: string, periods: string, cr: string) =>
        periods.split(',').every((p) => /^\d{8}\/(?:\d{8}|[+-]?P.*)$/i.test(p))
          ? `${head};VALUE=DATE${tail}:${periods
              .split(',')
              .map((p) => p.slice(0, 8))
              .join(',')}${cr}`
          : _,
    )
    .replace(/^RRULE:\s*\r?\n/gm, '')
    .replace(/^(RRULE:.*)$/gm, (line) => line.replace(/[ \t]/g, ''))
    .replace(/(END:VCALENDAR\r?\n?)(?![\s\S]*BEGIN:VCALENDAR)[\s\S]*$/, '$1');
}

/** The widget's item in the terms of a reference occurrence. */
function keyOf(item: CalendarItem, zone: string): string {
  if (item.IsAllDay) return item.Start;
  if (zone) return wallClock(Date.parse(item.Start), zone);
  return new Date(Date.parse(item.Start)).toISOString();
}

/** The first start of the file: the feed is read as of that day, so its events fall in the window. */
function firstDay(text: string): Date | null {
  const match = /\nDTSTART[^:\n]*:(\d{4})(\d{2})(\d{2})/.exec(text);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)) : null;
}

describe('real calendar files', () => {
  it(`shows what ical.js reads, or refuses with the line, for each of the ${files.length} corpus files`, async () => {
    expect(files.length).toBeGreaterThanOrEqual(95);
    const shown: string[] = [];
    const refused: string[] = [];
    const wrong: string[] = [];
    for (const file of files) {
      const text = readFileSync(new URL(file, CORPUS), 'utf8');
      const day = firstDay(text) ?? new Date();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(day);
      const saved = await admin.request({
        method: 'PUT',
        url: '/api/v2/calendar/feed',
        payload: { url: `${baseUrl}${file}` },
      });
      expect(saved.statusCode, `${file}: ${saved.body}`).toBe(200);
      const status: CalendarFeedStatus = saved.json();
      const widget = await partner.get('/api/v2/widget/calendar?limitMonths=24&limitEvents=100');
      vi.useRealTimers();
      expect(widget.statusCode, `${file}: ${widget.body}`).toBe(200);
      const grid = (widget.json() as CalendarResponse).calendar.filter((c) => c.Source === 'feed');

      if (status.lastError) {
        // Refused: the message names a line of the file and a reason.
        const match = /^Line (\d+): \S.{5,}/.exec(status.lastError);
        expect(match, `${file}: ${status.lastError}`).not.toBeNull();
        expect(Number(match?.[1])).toBeLessThanOrEqual(text.split(/\r\n|\n|\r/).length);
        expect(grid, file).toEqual([]);
        refused.push(`${file} — ${status.lastError}`);
        continue;
      }
      // Compared inside the window, two days clear of its edges (all-day events span zones).
      const fromMs = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1) + DAY;
      const toMs = Date.parse(`${day.toISOString().slice(0, 10)}T00:00:00Z`) + 24 * 30 * DAY;
      const inside = (ms: number) => ms >= fromMs && ms < toMs;
      let expected: Occurrence[];
      try {
        expected = reference(text, toMs + 2 * DAY).filter((o) => inside(o.startMs));
      } catch (error) {
        wrong.push(`${file}: shown, but ical.js cannot read it: ${(error as Error).message}`);
        continue;
      }
      const wanted = expected.map((o) => `${o.subject} @ ${o.key}`).sort();
      const wantedSet = new Set(wanted);
      const zonesOf = new Map<string, string[]>();
      for (const o of expected)
        if (!zonesOf.get(o.subject)?.includes(o.zone))
          zonesOf.set(o.subject, [...(zonesOf.get(o.subject) ?? []), o.zone]);
      const actual = grid
        .map((item) => {
          // An item is put in the terms of the reference occurrence of its subject it matches.
          const zones = item.IsAllDay ? [''] : (zonesOf.get(item.Subject) ?? ['']);
          const keys = zones.map((zone) => ({ zone, key: keyOf(item, zone) }));
          return { item, ...(keys.find((k) => wantedSet.has(`${item.Subject} @ ${k.key}`)) ?? keys[0]) };
        })
        .filter(({ item, zone, key }) =>
          inside(
            item.IsAllDay
              ? Date.parse(`${item.Start}T00:00:00Z`)
              : zone
                ? Date.parse(`${key}Z`)
                : Date.parse(item.Start),
          ),
        )
        .map(({ item, key }) => `${item.Subject} @ ${key}`)
        .sort();
      const partial = grid.length >= 2000 - 10 || maxPerDay(wanted) > 10;
      // A feed larger than the grid shows a part of it: every item shown is one ical.js reads.
      const differs = partial
        ? actual.filter((line) => !wanted.includes(line))
        : actual.join('\n') !== wanted.join('\n')
          ? [
              ...actual.filter((l) => !wanted.includes(l)).map((l) => `+ ${l}`),
              ...wanted.filter((l) => !actual.includes(l)).map((l) => `- ${l}`),
            ]
          : [];
      if (differs.length > 0 || (partial && actual.length === 0)) {
        wrong.push(`${file}:\n  ${differs.slice(0, 6).join('\n  ')}`);
        continue;
      }
      shown.push(`${file}: ${actual.length}`);
    }
    console.info(
      `${shown.length} files shown as ical.js reads them, ${refused.length} refused:\n${refused.join('\n')}`,
    );
    expect(wrong, wrong.join('\n')).toEqual([]);
    expect(shown.length).toBeGreaterThan(files.length / 2);
  }, 900_000);
});

const DAY = 86_400_000;

function maxPerDay(lines: string[]): number {
  const days = new Map<string, number>();
  for (const line of lines) {
    const day = line.slice(line.lastIndexOf(' @ ') + 3, line.lastIndexOf(' @ ') + 13);
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  return Math.max(0, ...days.values());
}
