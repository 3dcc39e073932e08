// Two portal processes on one PostgreSQL server (ATRIUM_WORKERS): each has its own session cache,
// route-tree copies and connection pool, and still behaves as one portal to the people using it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../platform/sql-rows.ts';
import { createPage, findNode, signIn } from './site-api.ts';
import { createTwinTestApps, DEMO, type TestApp, type TestClient } from './test-app.ts';
import { testDatabaseKind } from './test-database.ts';

const LOGIN_LIMIT = 4;

/** The same browser talking to the other process: its cookies go along. */
function sameBrowserOn(other: TestApp, client: TestClient): TestClient {
  const moved = other.client();
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

const isLoggedIn = async (client: TestClient) =>
  (await client.get('/api/v2/user/isLoggedIn')).json().IsLoggedIn as boolean;

describe.skipIf(testDatabaseKind() !== 'postgres')('two processes on one PostgreSQL database', () => {
  let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
  beforeAll(async () => {
    twins = await createTwinTestApps({ ATRIUM_LOGIN_LIMIT: String(LOGIN_LIMIT) });
  });
  afterAll(() => twins?.close());

  it('honours a session opened on one process on the other', async () => {
    const onFirst = await signIn(twins.first, DEMO.partner);
    const onSecond = sameBrowserOn(twins.second, onFirst);
    const me = (await onSecond.get('/api/v2/user/isLoggedIn')).json();
    expect(me.IsLoggedIn).toBe(true);
    expect(me.User.Email).toBe(DEMO.partner);
  });

  it('refuses the session on the other process as soon as the sign-out is answered', async () => {
    const onFirst = await signIn(twins.first, DEMO.researcher);
    const onSecond = sameBrowserOn(twins.second, onFirst);
    // The second process has the session in its cache before the sign-out.
    expect(await isLoggedIn(onSecond)).toBe(true);

    expect((await onFirst.post('/api/v2/user/logout')).statusCode).toBeLessThan(300);
    expect(await isLoggedIn(sameBrowserOn(twins.second, onSecond))).toBe(false);
  });

  it('counts failed sign-ins made on both processes against one limit', async () => {
    const wrong = (app: TestApp) =>
      app.client().post('/api/v2/user/login', { email: DEMO.researcher, password: 'not-the-password' });
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      const response = await wrong(i % 2 === 0 ? twins.first : twins.second);
      expect(response.statusCode).toBe(401);
    }
    expect((await wrong(twins.first)).statusCode).toBe(429);
    expect((await wrong(twins.second)).statusCode).toBe(429);
  });

  it("shows a page saved on one process in the other's route tree and page read at once", async () => {
    const adminOnFirst = await signIn(twins.first, DEMO.admin);
    const adminOnSecond = await signIn(twins.second, DEMO.admin);
    const partnerOnSecond = await signIn(twins.second, DEMO.partner);

    // Both processes hold copies of the tree and the page before the change.
    const page = await createPage(adminOnFirst, { Title: 'Before the change' });
    expect((await findNode(partnerOnSecond, page.UUID))?.Title).toBe('Before the change');
    const before = (await partnerOnSecond.get(`/api/v2/page/${page.UUID}`)).json();
    expect(before.Sections).toEqual([]);

    const renamed = await adminOnFirst.post('/api/v2/routes', {
      UUID: page.UUID,
      Title: 'After the change',
      VueRouterName: page.VueRouterName,
      VueRouterPath: page.VueRouterPath,
      Parent: null,
    });
    expect(renamed.statusCode).toBe(200);
    const saved = await adminOnFirst.post('/api/v2/page', {
      UUID: page.UUID,
      Sections: [
        {
          UUID: '-1',
          Title: 'Office move',
          Text: '<p>We move on Monday.</p>',
          Width: 12,
          Type: { Identifier: 'RichText' },
        },
      ],
    });
    expect(saved.statusCode).toBe(200);

    expect((await findNode(partnerOnSecond, page.UUID))?.Title).toBe('After the change');
    expect((await findNode(adminOnSecond, page.UUID))?.Title).toBe('After the change');
    const after = (await partnerOnSecond.get(`/api/v2/page/${page.UUID}`)).json();
    expect(after.Sections.map((s: { Title: string }) => s.Title)).toEqual(['Office move']);
  });

  it('answers a report on the other process from the new data as soon as a change to it is answered', async () => {
    const partnerOnSecond = await signIn(twins.second, DEMO.partner);
    const adminOnFirst = await signIn(twins.first, DEMO.admin);
    const report = () =>
      partnerOnSecond.post('/api/v2/financial/report', {
        type: 'Financial',
        filter: { type: 'activity', date: { selection: '1Y' }, keys: [] },
        breakdown: { type: 'fullName' },
      });
    expect((await report()).statusCode).toBe(200);
    expect((await report()).json().fromCache).toBe(true);

    const ids = async (table: 'countries' | 'industries') =>
      rows<{ id: number }>(
        await twins.first.database.db.execute(sql.raw(`select id from ${table} order by id limit 2`)),
      ).map((row) => row.id);
    // A company saved with `recache` refreshes the report data (spec 3 §5).
    const saved = await adminOnFirst.post('/api/v2/company?recache=true', {
      Name: 'Two Processes Holdings',
      City: 'Lisbon',
      WebAddress: 'two-processes.example',
      GlobalRevenue: 2,
      isPrivateEquity: false,
      CompanyCountries: (await ids('countries')).map((CountryID) => ({ CountryID })),
      CompanyIndustries: (await ids('industries')).map((IndustryID) => ({ IndustryID })),
      Relationship: 1,
      IsCertain: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await report()).json().fromCache).toBe(false);
  });
});
