import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CalendarEvent, CalendarFeedStatus, CalendarItem, CalendarResponse } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAttachments, calendarEvents } from '../../db/schema/index.ts';
import { bulkInsert, IdAllocator } from '../../db/seed/bulk-insert.ts';
import { buildCalendarEvents } from '../../db/seed/calendar.ts';
import { Random } from '../../db/seed/random.ts';
import { rows } from '../../platform/sql-rows.ts';
import { signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
let feedServer: Server;
let feedUrl: string;
let feedAnswer: { status: number; body: string } = { status: 200, body: '' };

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const icsStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

// A weekly meeting that began two weeks ago at 10:00 UTC, ten times; an all-day offsite in 9 days.
const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
const weeklyStart = today - 14 * DAY + 10 * 3_600_000;
const offsiteDay = today + 9 * DAY;
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Atrium test//EN',
  'BEGIN:VEVENT',
  'UID:weekly-standup@test',
  `DTSTAMP:${icsStamp(today)}`,
  `DTSTART:${icsStamp(weeklyStart)}`,
  `DTEND:${icsStamp(weeklyStart + 30 * 60_000)}`,
  'RRULE:FREQ=WEEKLY;COUNT=10',
  'SUMMARY:Research weekly stand-up',
  'LOCATION:Teams',
  'DESCRIPTION:Pipeline review.\\nBring <b>your</b> numbers & questions.',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:offsite@test',
  `DTSTAMP:${icsStamp(today)}`,
  `DTSTART;VALUE=DATE:${ymd(offsiteDay).replace(/-/g, '')}`,
  `DTEND;VALUE=DATE:${ymd(offsiteDay + DAY).replace(/-/g, '')}`,
  'SUMMARY:Feed offsite day',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

beforeAll(async () => {
  feedServer = createServer((_request, response) => {
    response.writeHead(feedAnswer.status, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(feedAnswer.body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/firm.ics`;
  t = await createTestApp();
  // The template firm lives in June 2026; the widget answers from now, so the firm's calendar
  // is built again around today.
  const ids = await IdAllocator.read(t.database, ['calendar_events']);
  const built = buildCalendarEvents(new Random(7), { today: ymd(Date.now()), ids, count: 40 });
  await bulkInsert(t.database, calendarEvents, built.events);
  await bulkInsert(t.database, calendarAttachments, built.attachments);
  await t.database.db.execute(
    sql`select setval('calendar_events_id_seq', (select max(id) from calendar_events))`,
  );
  admin = await signIn(t, DEMO.admin);
  partner = await signIn(t, DEMO.partner);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => feedServer.close(resolve));
});

async function getCalendar(client: TestClient, query = ''): Promise<CalendarResponse> {
  const response = await client.get(`/api/v2/widget/calendar${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const startMs = (item: CalendarItem) => Date.parse(item.IsAllDay ? `${item.Start}T00:00:00Z` : item.Start);

async function createEvent(body: Record<string, unknown>): Promise<CalendarEvent> {
  const response = await admin.post('/api/v2/calendar/events', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/v2/widget/calendar', () => {
  it('answers 10 upcoming events over 6 months by default, in start order, none over', async () => {
    const { upcoming, calendar } = await getCalendar(partner);
    expect(upcoming).toHaveLength(10);
    const starts = upcoming.map(startMs);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const item of upcoming)
      expect(Date.parse(item.IsAllDay ? `${item.End}T23:59:59Z` : item.End)).toBeGreaterThan(Date.now());
    const sixMonths = Date.now() + 186 * DAY;
    expect(calendar.every((item) => startMs(item) < sixMonths)).toBe(true);
    // The month grid starts with the current month, so it holds events already past this month.
    const monthStart = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1);
    expect(calendar.every((item) => startMs(item) >= monthStart - 2 * DAY)).toBe(true);
  });

  it('honours limitEvents and limitMonths', async () => {
    const few = await getCalendar(partner, '?limitMonths=24&limitEvents=3');
    expect(few.upcoming).toHaveLength(3);
    const short = await getCalendar(partner, '?limitMonths=1&limitEvents=100');
    const long = await getCalendar(partner, '?limitMonths=24&limitEvents=100');
    const oneMonth = Date.now() + 32 * DAY;
    expect(short.calendar.every((item) => startMs(item) < oneMonth)).toBe(true);
    expect(short.upcoming.every((item) => startMs(item) < oneMonth)).toBe(true);
    expect(long.calendar.length).toBeGreaterThan(short.calendar.length);
  });

  it('refuses limits outside 1–24 months and 1–100 events', async () => {
    for (const query of [
      'limitMonths=0',
      'limitMonths=25',
      'limitEvents=0',
      'limitEvents=101',
      'limitMonths=abc',
    ]) {
      const response = await partner.get(`/api/v2/widget/calendar?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await partner.get('/api/v2/widget/calendar?limitMonths=24&limitEvents=100')).statusCode).toBe(
      200,
    );
    expect((await partner.get('/api/v2/widget/calendar?limitMonths=1&limitEvents=1')).statusCode).toBe(200);
  });

  it('shows all-day database events as dates and timed ones as instants', async () => {
    const allDay = await createEvent({
      subject: 'Office closed – test holiday',
      startsAt: new Date(today + 3 * DAY).toISOString(),
      endsAt: new Date(today + 4 * DAY).toISOString(),
      isAllDay: true,
    });
    const { calendar } = await getCalendar(partner, '?limitMonths=1&limitEvents=100');
    const item = calendar.find((c) => c.Id === `db:${allDay.id}`);
    expect(item).toMatchObject({
      IsAllDay: true,
      Start: ymd(today + 3 * DAY),
      End: ymd(today + 4 * DAY),
      Source: 'database',
    });
    const timed = calendar.find((c) => !c.IsAllDay && c.Source === 'database');
    expect(timed?.Start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('needs a signed-in user', async () => {
    expect((await t.client().get('/api/v2/widget/calendar')).statusCode).toBe(401);
    expect(
      (await t.client().post('/api/v2/widget/calendar/body', { Id: 'db:1' }, { csrf: false })).statusCode,
    ).toBe(403);
  });
});

describe('the iCalendar feed', () => {
  it('expands a weekly recurring event and reads an all-day event', async () => {
    feedAnswer = { status: 200, body: ICS };
    const saved = await admin.request({
      method: 'PUT',
      url: '/api/v2/calendar/feed',
      payload: { url: feedUrl },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      url: feedUrl,
      lastError: null,
      eventCount: 2,
      isFromEnvironment: false,
    });

    const { calendar, upcoming } = await getCalendar(partner, '?limitMonths=2&limitEvents=100');
    const weekly = calendar.filter((c) => c.Subject === 'Research weekly stand-up');
    // Two past weeks this month may or may not fall before the 1st; every occurrence is 7 days apart.
    expect(weekly.length).toBeGreaterThanOrEqual(7);
    const starts = weekly.map((w) => Date.parse(w.Start));
    for (let i = 1; i < starts.length; i++) expect(starts[i] - starts[i - 1]).toBe(7 * DAY);
    expect(starts.every((s) => (s - weeklyStart) % (7 * DAY) === 0)).toBe(true);
    expect(new Set(weekly.map((w) => w.Id)).size).toBe(weekly.length);
    expect(weekly[0]).toMatchObject({ IsAllDay: false, Location: 'Teams', Source: 'feed' });
    expect(Date.parse(weekly[0].End) - Date.parse(weekly[0].Start)).toBe(30 * 60_000);
    // The tenth and last occurrence is 7 weeks ahead: within two months, none after it.
    expect(Math.max(...starts)).toBe(weeklyStart + 9 * 7 * DAY);

    const offsite = calendar.find((c) => c.Subject === 'Feed offsite day');
    expect(offsite).toMatchObject({
      IsAllDay: true,
      Start: ymd(offsiteDay),
      End: ymd(offsiteDay + DAY),
      Location: '',
    });
    expect(upcoming.some((c) => c.Subject === 'Feed offsite day')).toBe(true);
    // Past occurrences are not upcoming.
    expect(
      upcoming
        .filter((c) => c.Subject === 'Research weekly stand-up')
        .every((c) => Date.parse(c.End) > Date.now()),
    ).toBe(true);

    const body = await partner.post('/api/v2/widget/calendar/body', weekly[0]);
    expect(body.statusCode, body.body).toBe(200);
    expect(body.json().Text).toBe(
      '<p>Pipeline review.<br>Bring &lt;b&gt;your&lt;/b&gt; numbers &amp; questions.</p>',
    );
    expect((await partner.post('/api/v2/widget/calendar/attachments', weekly[0])).json()).toEqual([]);
  });

  it('keeps the last good copy when the feed fails, and says why', async () => {
    feedAnswer = { status: 503, body: 'down for maintenance' };
    const refreshed = await admin.post('/api/v2/calendar/feed/refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const status: CalendarFeedStatus = refreshed.json();
    expect(status.lastError).toContain('503');
    expect(status.eventCount).toBe(2);
    expect(status.fetchedAt).not.toBeNull();
    const { calendar } = await getCalendar(partner, '?limitMonths=2&limitEvents=100');
    expect(calendar.some((c) => c.Subject === 'Feed offsite day')).toBe(true);

    feedAnswer = { status: 200, body: 'this is not a calendar' };
    const garbage: CalendarFeedStatus = (await admin.post('/api/v2/calendar/feed/refresh')).json();
    expect(garbage.lastError).toContain('not an iCalendar document');
    expect((await getCalendar(partner, '?limitMonths=2')).calendar.some((c) => c.Source === 'feed')).toBe(
      true,
    );

    feedAnswer = { status: 200, body: ICS };
    expect((await admin.post('/api/v2/calendar/feed/refresh')).json().lastError).toBeNull();
  });

  it('lets only site admins set and refresh the feed', async () => {
    expect(
      (await partner.request({ method: 'PUT', url: '/api/v2/calendar/feed', payload: { url: feedUrl } }))
        .statusCode,
    ).toBe(403);
    expect((await partner.post('/api/v2/calendar/feed/refresh')).statusCode).toBe(403);
    expect((await partner.get('/api/v2/calendar/feed')).statusCode).toBe(403);
    const bad = await admin.request({
      method: 'PUT',
      url: '/api/v2/calendar/feed',
      payload: { url: 'file:///etc/passwd' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('event body and attachments', () => {
  it('sanitises the body, even one stored unsanitised', async () => {
    const [row] = rows<{ id: number }>(
      await t.database.db.execute(sql`insert into calendar_events (subject, body, starts_at, ends_at)
        values ('Raw body', ${'<p onclick="steal()">Agenda</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>'},
          now() + interval '1 day', now() + interval '1 day 1 hour') returning id`),
    );
    const response = await partner.post('/api/v2/widget/calendar/body', {
      Id: `db:${row.id}`,
      Subject: 'Raw body',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { Text } = response.json();
    expect(Text).toContain('Agenda');
    expect(Text).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect((await partner.post('/api/v2/widget/calendar/body', { Id: 'db:99999999' })).statusCode).toBe(404);
  });

  it('lists and downloads attachments, byte for byte', async () => {
    const event = await createEvent({
      subject: 'Training with handouts',
      body: '<p>Bring a laptop.</p>',
      location: 'Zurich office',
      startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 2 * DAY + 3_600_000).toISOString(),
    });
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10, 0x80, 0x7f]);
    const boundary = '----atriumcalendartest';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Handout ü.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await admin.request({
      method: 'POST',
      url: `/api/v2/calendar/events/${event.id}/attachments`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const withFile: CalendarEvent = upload.json();
    expect(withFile.attachments).toEqual([
      { Id: expect.any(Number), Name: 'Handout ü.pdf', Size: bytes.length },
    ]);

    const appointment = { Id: `db:${event.id}`, Subject: event.subject };
    const list = await partner.post('/api/v2/widget/calendar/attachments', appointment);
    expect(list.json()).toEqual([{ Id: withFile.attachments[0].Id, Name: 'Handout ü.pdf' }]);
    const download = await partner.post(
      `/api/v2/widget/calendar/attachments/${withFile.attachments[0].Id}/download`,
      appointment,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Handout%20%C3%BC.pdf");
    // An attachment is only reachable through its own event.
    const other = await partner.post(
      `/api/v2/widget/calendar/attachments/${withFile.attachments[0].Id}/download`,
      { Id: 'db:1' },
    );
    expect(other.statusCode).toBe(404);

    const removed = await admin.delete(
      `/api/v2/calendar/events/${event.id}/attachments/${withFile.attachments[0].Id}`,
    );
    expect(removed.json().attachments).toEqual([]);
  });

  it('serves the seeded attachments as PDFs', async () => {
    const events: CalendarEvent[] = (await admin.get('/api/v2/calendar/events')).json();
    const seeded = events.find((e) => e.attachments.length > 0 && e.subject === 'Global Town Hall');
    expect(seeded).toBeDefined();
    const download = await partner.post(
      `/api/v2/widget/calendar/attachments/${seeded!.attachments[0].Id}/download`,
      {
        Id: `db:${seeded!.id}`,
      },
    );
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('managing database events', () => {
  it('creates, edits and deletes an event, sanitising its body', async () => {
    const created = await createEvent({
      subject: '  Partner offsite  ',
      body: '<p>Agenda</p><script>alert(1)</script>',
      location: 'Lisbon',
      startsAt: '2031-05-04T09:00:00.000Z',
      endsAt: '2031-05-04T17:00:00.000Z',
    });
    expect(created).toMatchObject({
      subject: 'Partner offsite',
      body: '<p>Agenda</p>',
      isAllDay: false,
      attachments: [],
    });
    const edited = await admin.request({
      method: 'PUT',
      url: `/api/v2/calendar/events/${created.id}`,
      payload: {
        subject: 'Partner offsite (two days)',
        startsAt: '2031-05-04T10:00:00+02:00',
        endsAt: '2031-05-06T10:00:00+02:00',
        isAllDay: true,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      startsAt: '2031-05-04T00:00:00.000Z',
      endsAt: '2031-05-06T00:00:00.000Z',
      isAllDay: true,
    });
    expect((await admin.delete(`/api/v2/calendar/events/${created.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/v2/calendar/events/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses bad events with the reason', async () => {
    const backwards = await admin.post('/api/v2/calendar/events', {
      subject: 'Backwards',
      startsAt: '2031-05-04T10:00:00Z',
      endsAt: '2031-05-04T09:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json().issues)).toContain('The event cannot end before it starts.');
    const noSubject = await admin.post('/api/v2/calendar/events', {
      subject: ' ',
      startsAt: '2031-05-04T10:00:00Z',
      endsAt: '2031-05-04T11:00:00Z',
    });
    expect(noSubject.statusCode).toBe(400);
  });

  it('is for site admins only', async () => {
    const event = { subject: 'Nope', startsAt: '2031-05-04T10:00:00Z', endsAt: '2031-05-04T11:00:00Z' };
    expect((await partner.post('/api/v2/calendar/events', event)).statusCode).toBe(403);
    expect(
      (await partner.request({ method: 'PUT', url: '/api/v2/calendar/events/1', payload: event })).statusCode,
    ).toBe(403);
    expect((await partner.delete('/api/v2/calendar/events/1')).statusCode).toBe(403);
    expect((await partner.get('/api/v2/calendar/events')).statusCode).toBe(403);
    expect((await t.client().get('/api/v2/calendar/events')).statusCode).toBe(401);
  });
});
