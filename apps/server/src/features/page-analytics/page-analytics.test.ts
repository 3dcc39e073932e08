import type { PageTrend, TopPages } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, signIn } from '../../test/site-api.ts';
import {
  createTestApp,
  createTwinTestApps,
  DEMO,
  type TestApp,
  type TestClient,
} from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import { waitUntil } from '../../test/wait-until.ts';

const today = () => new Date().toISOString().slice(0, 10);
const todayOf = (trend: PageTrend) => trend.Daily.find((d) => d.Day === today());

async function trendOf(admin: TestClient, uuid: string, days = 7): Promise<PageTrend> {
  const response = await admin.get(`/api/v2/admin/analytics/${uuid}?days=${days}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function readPage(client: TestClient, uuid: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) expect((await client.get(`/api/v2/page/${uuid}`)).statusCode).toBe(200);
}

describe('page analytics', () => {
  let t: TestApp;
  let admin: TestClient;
  let partner: TestClient;
  let researcher: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, DEMO.admin);
    partner = await signIn(t, DEMO.partner);
    researcher = await signIn(t, DEMO.researcher);
  });
  afterAll(() => t.close());

  it('counts every read of a page, and each reader once a day', async () => {
    const page = await createPage(admin);
    await readPage(partner, page.UUID, 3);
    await readPage(researcher, page.UUID);
    const trend = await trendOf(admin, page.UUID);
    expect(todayOf(trend)).toEqual({ Day: today(), Views: 4, Viewers: 2 });
    expect(trend.Daily).toHaveLength(7);
    expect(trend.Views).toBe(4);

    await readPage(partner, page.UUID);
    expect(todayOf(await trendOf(admin, page.UUID))).toEqual({ Day: today(), Views: 5, Viewers: 2 });
  });

  it('lists the most viewed pages of the period first', async () => {
    const busy = await createPage(admin, { Title: 'Busy page' });
    await readPage(partner, busy.UUID, 400);
    const response = await admin.get('/api/v2/admin/analytics?days=7');
    expect(response.statusCode, response.body).toBe(200);
    const top: TopPages = response.json();
    expect(top.Days).toBe(7);
    expect(top.To).toBe(today());
    const views = top.Pages.map((p) => p.Views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const listed = top.Pages.find((p) => p.UUID === busy.UUID);
    expect(listed?.FullPath).toBe(busy.FullPath);
    expect(listed?.Views).toBeGreaterThanOrEqual(400);
  });

  it('shows the demo firm a spread of views over 90 days', async () => {
    const top: TopPages = (await admin.get('/api/v2/admin/analytics?days=90')).json();
    expect(top.Pages.length).toBeGreaterThan(10);
    expect(top.Pages[0].Views).toBeGreaterThan(top.Pages.at(-1)?.Views ?? 0);
  });

  it("gives the share of the page's audience that opened it only where the page has an audience", async () => {
    const everyone = await createPage(admin);
    expect((await trendOf(admin, everyone.UUID)).Audience).toBeUndefined();

    const partnersOnly = await createPage(admin, {
      Audience: [{ key: { Id: 'Role', Text: 'Role' }, value: { Id: 'Partner', Text: 'Partner' } }],
    });
    const before = (await trendOf(admin, partnersOnly.UUID)).Audience;
    expect(before?.Members).toBeGreaterThan(1);
    expect(before?.Opened).toBe(0);
    await readPage(partner, partnersOnly.UUID, 2);
    const after = (await trendOf(admin, partnersOnly.UUID)).Audience;
    expect(after?.Opened).toBe(1);
    expect(after?.Share).toBeCloseTo(1 / (after?.Members ?? 1));
  });

  it('answers site admins only, for the periods offered and pages that exist', async () => {
    const page = await createPage(admin);
    expect((await partner.get('/api/v2/admin/analytics')).statusCode).toBe(403);
    expect((await partner.get(`/api/v2/admin/analytics/${page.UUID}`)).statusCode).toBe(403);
    expect((await admin.get('/api/v2/admin/analytics?days=12')).statusCode).toBe(400);
    expect((await admin.get(`/api/v2/admin/analytics/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('page analytics switched off', () => {
  it('counts nothing when ATRIUM_PAGE_VIEWS is off', async () => {
    const t = await createTestApp({ ATRIUM_PAGE_VIEWS: 'off' });
    try {
      const admin = await signIn(t, DEMO.admin);
      const page = await createPage(admin);
      await readPage(admin, page.UUID, 3);
      expect((await trendOf(admin, page.UUID)).Views).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('page views on two processes', () => {
  let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
  beforeAll(async () => {
    twins = await createTwinTestApps({ ATRIUM_PAGE_VIEWS_FLUSH_SECONDS: '1' });
  });
  afterAll(() => twins?.close());

  it('adds up the reads of both processes and counts a reader seen by both once', async () => {
    const admin = await signIn(twins.first, DEMO.admin);
    const page = await createPage(admin);
    const partnerOnFirst = await signIn(twins.first, DEMO.partner);
    const partnerOnSecond = await signIn(twins.second, DEMO.partner);
    const researcherOnSecond = await signIn(twins.second, DEMO.researcher);
    await readPage(partnerOnFirst, page.UUID, 2);
    await readPage(partnerOnSecond, page.UUID, 3);
    await readPage(researcherOnSecond, page.UUID);

    // The second process writes its reads on its own time; the first writes its own when asked.
    const trend = await waitUntil(
      () => trendOf(admin, page.UUID),
      (answer) => (todayOf(answer)?.Views ?? 0) >= 6,
    );
    expect(todayOf(trend)).toEqual({ Day: today(), Views: 6, Viewers: 2 });
  });
});
