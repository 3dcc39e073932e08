import type { Audience, MustReadItem, MustReadReaders, MustReadStatus, RouteDetail } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/sql-rows.ts';
import { createPage, signIn } from '../../test/site-api.ts';
import { type SmtpRelay, startSmtpRelay } from '../../test/smtp-relay.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { waitUntil } from '../../test/wait-until.ts';

// The demo researcher works in London, the demo partner in New York.
let t: TestApp;
let relay: SmtpRelay;
let admin: TestClient;
let partner: TestClient;
let researcher: TestClient;
let londonOnly: Audience;
let londonCount: number;
let page: RouteDetail;
const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  relay = await startSmtpRelay();
  t = await createTestApp(
    { SMTP_URL: relay.url, ATRIUM_PUBLIC_URL: 'https://intranet.firm.test' },
    { jobTuning: { pollMs: 50, backoffBaseMs: 20, backoffCapMs: 200 } },
  );
  [admin, partner, researcher] = await Promise.all([
    signIn(t, DEMO.admin),
    signIn(t, DEMO.partner),
    signIn(t, DEMO.researcher),
  ]);
  const [london] = rows<{ id: number; name: string; people: number }>(
    await t.database.db.execute(
      sql`select l.id, l.name, (select count(*)::int from users x where x.location_id = l.id and x.status_id = 1) as people
          from users u join locations l on l.id = u.location_id where u.email = ${DEMO.researcher}`,
    ),
  );
  londonOnly = [{ key: { Id: 'LocationId' }, value: { Id: london.id, Text: london.name } }];
  londonCount = london.people;
  page = await createPage(admin, { Title: `Travel policy ${process.pid}` });
  const set = await admin.post(`/api/v2/page/${page.UUID}/mustRead`, {
    Audience: londonOnly,
    Until: nextWeek,
  });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await relay.close();
});

const status = async (client: TestClient): Promise<MustReadStatus> =>
  (await client.get(`/api/v2/page/${page.UUID}/mustRead`)).json();
const mine = async (client: TestClient): Promise<MustReadItem[]> =>
  (await client.get('/api/v2/mustRead')).json();
const readers = async (): Promise<MustReadReaders> =>
  (await admin.get(`/api/v2/page/${page.UUID}/mustRead/readers?perPage=500`)).json();

describe('a must-read page', () => {
  it('is listed for members of its audience until they read it, and for no one else', async () => {
    expect((await mine(researcher)).map((i) => i.UUID)).toContain(page.UUID);
    expect((await mine(partner)).map((i) => i.UUID)).not.toContain(page.UUID);
    expect(await status(researcher)).toMatchObject({ Until: nextWeek, IsForYou: true, ReadAt: null });
    expect(await status(partner)).toMatchObject({ Until: nextWeek, IsForYou: false });
    expect((await status(partner)).Audience).toBeUndefined();
    expect((await status(admin)).Audience).toEqual(londonOnly);
  });

  it('counts its audience and lists who has not read it, then counts a reader', async () => {
    const before = await readers();
    expect(before.AudienceCount).toBe(londonCount);
    expect(before.ReadCount).toBe(0);
    expect(before.NotRead.items.map((p) => p.Email)).toContain(DEMO.researcher);
    expect(before.NotRead.items.map((p) => p.Email)).not.toContain(DEMO.partner);

    const read = await researcher.post(`/api/v2/page/${page.UUID}/mustRead/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().ReadAt).not.toBeNull();
    expect((await mine(researcher)).map((i) => i.UUID)).not.toContain(page.UUID);

    const after = await readers();
    expect(after.ReadCount).toBe(1);
    expect(after.NotRead.total).toBe(londonCount - 1);
    expect(after.NotRead.items.map((p) => p.Email)).not.toContain(DEMO.researcher);
  });

  it('ships the demo site with a must-read page for London', async () => {
    expect((await mine(researcher)).map((i) => i.Title)).toContain('Code of conduct');
    expect((await mine(partner)).map((i) => i.Title)).not.toContain('Code of conduct');
  });

  it('refuses "Mark as read" from someone outside its audience', async () => {
    const response = await partner.post(`/api/v2/page/${page.UUID}/mustRead/read`);
    expect(response.statusCode).toBe(409);
  });

  it('gives the not-read list as CSV', async () => {
    const response = await admin.get(`/api/v2/page/${page.UUID}/mustRead/readers.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="not-read-/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Office');
    expect(lines).toHaveLength(londonCount);
    expect(lines.some((l) => l.includes(DEMO.researcher))).toBe(false);
  });

  it('reminds everyone who has not read it by e-mail, with a link to the page', async () => {
    const response = await admin.post(`/api/v2/page/${page.UUID}/mustRead/remind`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Queued: londonCount - 1 });
    const mails = await waitUntil(
      async () => relay.received.filter((m) => m.subject === `Please read: ${page.Title}`),
      (found) => found.length === londonCount - 1,
    );
    expect(mails.some((m) => m.to && JSON.stringify(m.to).includes(DEMO.researcher))).toBe(false);
    expect(mails[0].text).toContain(`https://intranet.firm.test${page.FullPath}`);
  });

  it('is for staff only through the admin calls: readers and reminders need a site admin', async () => {
    expect((await researcher.get(`/api/v2/page/${page.UUID}/mustRead/readers`)).statusCode).toBe(403);
    expect((await researcher.post(`/api/v2/page/${page.UUID}/mustRead/remind`)).statusCode).toBe(403);
    expect(
      (await researcher.post(`/api/v2/page/${page.UUID}/mustRead`, { Audience: [], Until: nextWeek }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a date in the past, and clears', async () => {
    const past = await admin.post(`/api/v2/page/${page.UUID}/mustRead`, {
      Audience: [],
      Until: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    const cleared = await admin.delete(`/api/v2/page/${page.UUID}/mustRead`);
    expect(cleared.statusCode).toBe(200);
    expect(await status(researcher)).toMatchObject({ Until: null, IsForYou: false });
  });
});
