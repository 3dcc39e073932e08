// A feed address inside the network is never fetched, however it is written and wherever a
// redirect points, and the refusal reads the same whether something listens there or not
// (docs/security.md "Outbound requests"). Only the allowlisted test address may be read.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CalendarFeedStatus, CalendarResponse } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/site-api.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

const REFUSED = 'This address cannot be fetched: it points inside the network.';

let t: TestApp;
let admin: TestClient;
let partner: TestClient;
/** A feed on the loopback the guard must refuse; counts the requests that reached it. */
let inside: Server;
let insideHits = 0;
let openPort: number;
let closedPort: number;
/** A feed on the allowlisted 127.0.0.2, with redirects to the loopback. */
let allowed: Server;
let allowedOrigin: string;

function ics(summary: string): string {
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atrium tests//EN',
    'BEGIN:VEVENT',
    `UID:${summary.replace(/\W/g, '-')}@tests`,
    `DTSTAMP:${day}T090000Z`,
    `DTSTART:${day}T090000Z`,
    `DTEND:${day}T100000Z`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const listen = (server: Server, host: string) =>
  new Promise<number>((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  inside = createServer((_request, response) => {
    insideHits++;
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.end(ics('Inside secret meeting'));
  });
  openPort = await listen(inside, '127.0.0.1');
  const closed = createServer();
  closedPort = await listen(closed, '127.0.0.1');
  await new Promise((resolve) => closed.close(resolve));

  allowed = createServer((request, response) => {
    const hop = /^\/hop\/(\d+)$/.exec(request.url ?? '');
    if (request.url === '/firm.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.end(ics('Allowed offsite'));
    } else if (request.url === '/to-loopback') {
      response.writeHead(302, { location: `http://127.0.0.1:${openPort}/secret.ics` });
      response.end();
    } else if (request.url === '/to-localhost') {
      response.writeHead(301, { location: `http://localhost:${openPort}/secret.ics` });
      response.end();
    } else if (request.url === '/to-number') {
      response.writeHead(307, { location: `http://2130706433:${openPort}/secret.ics` });
      response.end();
    } else if (hop) {
      const next = Number(hop[1]) - 1;
      response.writeHead(302, { location: next === 0 ? '/firm.ics' : `/hop/${next}` });
      response.end();
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  allowedOrigin = `http://127.0.0.2:${await listen(allowed, '127.0.0.2')}`;

  t = await createTestApp({ ATRIUM_FETCH_ALLOW_HOSTS: '127.0.0.2' });
  admin = await signIn(t, DEMO.admin);
  partner = await signIn(t, DEMO.partner);
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => inside.close(resolve));
  await new Promise((resolve) => allowed.close(resolve));
});

async function setFeed(url: string): Promise<CalendarFeedStatus> {
  const response = await admin.request({ method: 'PUT', url: '/api/v2/calendar/feed', payload: { url } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function feedSubjects(): Promise<string[]> {
  const response = await partner.get('/api/v2/widget/calendar?limitMonths=2');
  expect(response.statusCode, response.body).toBe(200);
  const { calendar }: CalendarResponse = response.json();
  return calendar.filter((item) => item.Source === 'feed').map((item) => item.Subject);
}

const FORMS: [string, (port: number) => string][] = [
  ['127.0.0.1', (port) => `http://127.0.0.1:${port}/secret.ics`],
  ['localhost', (port) => `http://localhost:${port}/secret.ics`],
  ['2130706433', (port) => `http://2130706433:${port}/secret.ics`],
  ['[::ffff:127.0.0.1]', (port) => `http://[::ffff:127.0.0.1]:${port}/secret.ics`],
  ['0x7f.1', (port) => `http://0x7f.1:${port}/secret.ics`],
  ['017700000001', (port) => `http://017700000001:${port}/secret.ics`],
  ['[::1]', (port) => `http://[::1]:${port}/secret.ics`],
  ['webcal to 127.0.0.1', (port) => `webcal://127.0.0.1:${port}/secret.ics`],
];

describe('a calendar feed address inside the network', () => {
  it.each(FORMS)('%s is refused with one message, whether its port is open or closed', async (_name, url) => {
    const hitsBefore = insideHits;
    const open = await setFeed(url(openPort));
    const closed = await setFeed(url(closedPort));
    expect(open.lastError).toBe(REFUSED);
    expect(closed.lastError).toBe(REFUSED);
    expect(open.eventCount).toBe(0);
    expect(insideHits).toBe(hitsBefore);
    expect(await feedSubjects()).toEqual([]);
  });

  it('is refused again on refresh, and the admin reads the same reason', async () => {
    await setFeed(`http://127.0.0.1:${openPort}/secret.ics`);
    const refreshed: CalendarFeedStatus = (await admin.post('/api/v2/calendar/feed/refresh')).json();
    expect(refreshed.lastError).toBe(REFUSED);
    const status: CalendarFeedStatus = (await admin.get('/api/v2/calendar/feed')).json();
    expect(status.lastError).toBe(REFUSED);
  });

  it.each([
    ['127.0.0.1', '/to-loopback'],
    ['localhost', '/to-localhost'],
    ['2130706433', '/to-number'],
  ])('a redirect from an allowed host to %s is refused', async (_name, path) => {
    const hitsBefore = insideHits;
    const status = await setFeed(`${allowedOrigin}${path}`);
    expect(status.lastError).toBe(REFUSED);
    expect(insideHits).toBe(hitsBefore);
    expect(await feedSubjects()).toEqual([]);
  });
});

describe('an allowlisted feed host (ATRIUM_FETCH_ALLOW_HOSTS)', () => {
  it('is read, and its events show', async () => {
    const status = await setFeed(`${allowedOrigin}/firm.ics`);
    expect(status.lastError).toBeNull();
    expect(status.eventCount).toBe(1);
    expect(await feedSubjects()).toEqual(['Allowed offsite']);
  });

  it('is followed through five redirects, not six', async () => {
    expect((await setFeed(`${allowedOrigin}/hop/5`)).lastError).toBeNull();
    expect((await setFeed(`${allowedOrigin}/hop/6`)).lastError).toBe(
      'The address redirected more than 5 times.',
    );
  });
});
