// "My reports" end to end on the demo firm: a report saved under a name is listed to its author and
// to the colleagues it is shared with, re-run as whoever opens it, renamed and deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let partner: TestClient;
let researcher: TestClient;
let admin: TestClient;
const ids = { partner: 0, researcher: 0, admin: 0 };

const filter = { type: 'activity', date: { selection: '2Y' }, keys: [] };

const userId = async (client: TestClient) => (await client.get('/api/v2/user/isLoggedIn')).json().User.ID;
const patch = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: 'PATCH', url, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  partner = t.client();
  researcher = t.client();
  admin = t.client();
  await partner.login(DEMO.partner);
  await researcher.login(DEMO.researcher);
  await admin.login(DEMO.admin);
  ids.partner = await userId(partner);
  ids.researcher = await userId(researcher);
  ids.admin = await userId(admin);
});
afterAll(() => t.close());

describe('saved reports', () => {
  it('lists a saved report to its author and to the colleague it is shared with, not to others', async () => {
    const saved = await partner.post('/api/v2/report/saved', {
      name: 'Whole firm, two years',
      type: 'Financial',
      filter,
      sharedWith: [ids.researcher],
    });
    expect(saved.statusCode).toBe(200);
    const report = saved.json();
    expect(report).toMatchObject({
      name: 'Whole firm, two years',
      type: 'Financial',
      isMine: true,
      owner: { ID: ids.partner },
      sharedWith: [{ ID: ids.researcher }],
      lastRunAt: null,
    });
    const mine = (await partner.get('/api/v2/report/saved')).json();
    expect(mine.items.map((r: { Id: number }) => r.Id)).toContain(report.Id);
    const theirs = (await researcher.get('/api/v2/report/saved')).json();
    expect(theirs.items).toContainEqual(expect.objectContaining({ Id: report.Id, isMine: false }));
    const others = (await admin.get('/api/v2/report/saved')).json();
    expect(others.items.map((r: { Id: number }) => r.Id)).not.toContain(report.Id);
    expect((await admin.post(`/api/v2/report/saved/${report.Id}/run`)).statusCode).toBe(404);
  });

  it('re-runs as the reader: the author sees the figures, a reader without ViewFinancials sees none', async () => {
    const { Id } = (
      await partner.post('/api/v2/report/saved', { name: 'Shared run', filter, sharedWith: [ids.researcher] })
    ).json();
    const asAuthor = await partner.post(`/api/v2/report/saved/${Id}/run`);
    expect(asAuthor.statusCode).toBe(200);
    const run = asAuthor.json();
    expect(run.kpis.totalBillings.value).toBeGreaterThan(0);
    expect(run.kpis.assignmentsTaken).toMatchObject({ label: 'Assignments Taken', kind: 'count' });
    expect(run.report.lastRunAt).toBe(run.ranAt);
    const asResearcher = await researcher.post(`/api/v2/report/saved/${Id}/run`);
    expect(asResearcher.statusCode).toBe(200);
    expect(asResearcher.json().kpis).toBeNull();
    expect(asResearcher.body).not.toMatch(/totalBillings|teamingRevenue/);
    const listed = (await partner.get('/api/v2/report/saved')).json();
    expect(listed.items.find((r: { Id: number }) => r.Id === Id).lastRunAt).not.toBeNull();
  });

  it('renames and deletes a report of yours, and refuses both to a colleague it is shared with', async () => {
    const { Id } = (
      await partner.post('/api/v2/report/saved', { name: 'Draft', filter, sharedWith: [ids.researcher] })
    ).json();
    expect((await patch(researcher, `/api/v2/report/saved/${Id}`, { name: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await researcher.delete(`/api/v2/report/saved/${Id}`)).statusCode).toBe(404);
    const renamed = await patch(partner, `/api/v2/report/saved/${Id}`, {
      name: 'London partners, this year',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('London partners, this year');
    const unshared = await patch(partner, `/api/v2/report/saved/${Id}`, { sharedWith: [] });
    expect(unshared.json().sharedWith).toEqual([]);
    expect((await researcher.post(`/api/v2/report/saved/${Id}/run`)).statusCode).toBe(404);
    expect((await partner.delete(`/api/v2/report/saved/${Id}`)).json()).toEqual({ ok: true });
    expect((await partner.post(`/api/v2/report/saved/${Id}/run`)).statusCode).toBe(404);
  });

  it('refuses a report without a name, an unknown colleague and an empty change, saying why', async () => {
    const nameless = await partner.post('/api/v2/report/saved', { name: '  ', filter });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.body).toMatch(/Give the report a name/);
    const unknown = await partner.post('/api/v2/report/saved', { name: 'X', filter, sharedWith: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatch(/an id is unknown/);
    const { Id } = (await partner.post('/api/v2/report/saved', { name: 'Y', filter })).json();
    expect((await patch(partner, `/api/v2/report/saved/${Id}`, {})).statusCode).toBe(400);
  });

  it('pages the list on the server', async () => {
    for (const name of ['Page one', 'Page two', 'Page three']) {
      await researcher.post('/api/v2/report/saved', { name, type: 'User', filter: { type: 'hire' } });
    }
    const page = (await researcher.get('/api/v2/report/saved?perPage=2&page=1')).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items[0].name).toBe('Page three');
  });
});
