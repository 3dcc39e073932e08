// The calls around a report: share stubs, the facade and its completeness rule, headcounts, the
// rows behind a figure and the forecast.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAssignment, seedInvoice, seedReference, seedUser } from '../../db/seed/index.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let viewer: TestClient;
const ids = { location: 0, p1: 0, p2: 0 };
const period = { selection: 'Custom', startDate: '2025-01-01', endDate: '2025-12-31' };
const report = (keys: { key: string; value: number }[] = []) => ({
  type: 'Financial',
  filter: { type: 'activity', date: period, keys },
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const ref = await seedReference(db);
  ids.location = ref.location.id;
  const at = { locationId: ref.location.id };
  const p1 = await seedUser(db, {
    ...at,
    password: 'tools-pass',
    permissions: ['ViewFinancials', 'ExportReports'],
    hireDate: '2020-01-01',
    roleChangedDate: '2020-01-01',
  });
  const p2 = await seedUser(db, { ...at, hireDate: '2025-03-01', roleChangedDate: '2025-03-01' }); // joined mid-year
  await seedUser(db, { ...at, hireDate: '2019-01-01', inactiveDate: '2025-06-30', statusId: 2 }); // left mid-year
  await seedUser(db, { ...at, role: 'Researcher', hireDate: '2021-01-01', roleChangedDate: '2021-01-01' });
  await seedUser(db, { ...at, role: 'Researcher', hireDate: '2025-02-01', roleChangedDate: '2025-02-01' });
  await seedUser(db, { ...at, role: 'Administrator', hireDate: '2018-01-01', roleChangedDate: '2018-01-01' });
  Object.assign(ids, { p1: p1.id, p2: p2.id });
  // teaming, filled: 10,000 on 2025-03-10 split 70 / 30, 5,000 on 2025-04-10 split 70 / 30
  const a1 = await seedAssignment(db, {
    ...at,
    dateTaken: '2025-02-01',
    status: 'F',
    statusDate: '2025-05-01',
    team: [
      { userId: p1.id, role: 'D', percentage: 70 },
      { userId: p2.id, role: 'H', percentage: 30 },
    ],
  });
  await seedInvoice(db, { assignmentId: a1.assignment.id, amount: 10_000, date: '2025-03-10' });
  await seedInvoice(db, { assignmentId: a1.assignment.id, amount: 5_000, date: '2025-04-10' });
  viewer = t.client();
  await viewer.login(p1.email, 'tools-pass');
});
afterAll(() => t.close());

describe('share stubs', () => {
  it('make an opaque stub for a saved report and resolve it for signed-in users only', async () => {
    const { Id } = (await viewer.post('/api/v2/financial/report?saveReport=true', report())).json();
    const first = await viewer.get(`/api/v2/report/${Id}/stub`);
    expect(first.statusCode).toBe(200);
    const stub = first.json();
    expect(stub).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await viewer.get(`/api/v2/report/${Id}/stub`)).json()).toBe(stub);

    const colleague = t.client();
    await colleague.login(DEMO.partner);
    const resolved = await colleague.get(`/api/v2/report/stub/${stub}`);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ Id, type: 'Financial', filter: { date: period } });
    expect((await t.client().get(`/api/v2/report/stub/${stub}`)).statusCode).toBe(401);
    expect((await colleague.get('/api/v2/report/stub/not-a-real-stub-at-all')).statusCode).toBe(404);
    // someone else's saved report cannot be shared by a colleague
    expect((await colleague.get(`/api/v2/report/${Id}/stub`)).statusCode).toBe(404);
  });
});

describe('saved reports by Id', () => {
  it("opens your own saved report by Id, and not a colleague's", async () => {
    const { Id } = (await viewer.post('/api/v2/financial/report?saveReport=true', report())).json();
    const own = await viewer.get(`/api/v2/report/${Id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ Id, type: 'Financial', filter: { date: period } });

    const colleague = t.client();
    await colleague.login(DEMO.partner);
    expect((await colleague.get(`/api/v2/report/${Id}`)).statusCode).toBe(404);
    const admin = t.client();
    await admin.login(DEMO.admin);
    expect((await admin.get(`/api/v2/report/${Id}`)).statusCode).toBe(200);
    expect((await t.client().get(`/api/v2/report/${Id}`)).statusCode).toBe(401);
  });
});

describe('facade', () => {
  const complete = {
    metrics: ['totalBillings'],
    compare: { metric: 'totalBillings' },
    details: { tab: 'region' },
    samples: [1],
    compare_samples: [1],
    breakdown: { type: 'region' },
  };

  it('is saved only when every section is present and non-empty', async () => {
    expect((await viewer.post('/api/v2/financial/report/facade', report())).json()).toBeNull();
    const incomplete = await viewer.post('/api/v2/financial/report/facade/save', {
      report: report(),
      facade: { ...complete, samples: [], breakdown: undefined },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toContain('samples: Invalid object');
    expect(incomplete.json().message).toContain('breakdown: Missing property');
    const saved = await viewer.post('/api/v2/financial/report/facade/save', {
      report: report(),
      facade: complete,
    });
    expect(saved.statusCode).toBe(200);
    expect((await viewer.post('/api/v2/financial/report/facade', report())).json()).toEqual(complete);
  });

  it('is not saved while a breakdown filter is active', async () => {
    const drilled = report([{ key: 'location', value: ids.location }]);
    const response = await viewer.post('/api/v2/financial/report/facade/save', {
      report: drilled,
      facade: complete,
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('search facade', () => {
  const search = (type: 'Assignment' | 'Company', keys: { key: string; value: number }[] = []) => ({
    type,
    filter: { type: type === 'Assignment' ? 'taken' : 'activity', date: period, keys },
  });
  const totals = {
    count: 12,
    metrics: { totalBillings: 15_000, assignmentsTaken: 1, assignmentsFilled: 1, teamingRevenue: 4_500 },
    currency: 'USD',
    lastCached: '2026-01-05T10:00:00.000Z',
    filter: { type: 'taken', startDate: '2025-01-01', endDate: '2025-12-31', keys: [] },
  };
  const assignmentLayout = { totals, results: { sort: 'totalBillings', direction: 'asc' } };
  const companyLayout = {
    totals: { ...totals, count: 3, filter: { ...totals.filter, type: 'activity' } },
    results: { sort: 'owner', direction: 'desc' },
  };
  const read = async (body: unknown) => (await viewer.post('/api/v2/financial/report/facade', body)).json();
  const save = (report: unknown, facade: unknown) =>
    viewer.post('/api/v2/financial/report/facade/save', { report, facade });

  it('keeps an Assignment and a Company layout apart from each other and from the dashboard', async () => {
    const dashboard = await read(report());
    expect(await read(search('Assignment'))).toBeNull();
    expect(await read(search('Company'))).toBeNull();

    expect((await save(search('Assignment'), assignmentLayout)).statusCode).toBe(200);
    // a search's location key is its own filter, not a drill level
    const located = search('Company', [{ key: 'location', value: ids.location }]);
    expect((await save(located, companyLayout)).statusCode).toBe(200);

    expect(await read(search('Assignment'))).toEqual(assignmentLayout);
    expect(await read(search('Company'))).toEqual(companyLayout);
    expect(await read(report())).toEqual(dashboard);
  });

  it('refuses an incomplete or invalid layout and keeps the saved one', async () => {
    const before = await read(search('Assignment'));
    const missing = await save(search('Assignment'), { totals });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('results: Missing property');
    // 'owner' sorts the Company results, not the Assignment results
    const companySort = await save(search('Assignment'), { totals, results: companyLayout.results });
    expect(companySort.statusCode).toBe(400);
    expect(companySort.json().message).toContain('results: Invalid object');
    const odd = await save(search('Company'), {
      totals: { count: 'many' },
      results: { sort: 'company', direction: 'up' },
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toContain('totals: Invalid object');
    expect(odd.json().message).toContain('results: Invalid object');
    // a dashboard layout is not a search layout
    const sections = await save(search('Assignment'), {
      metrics: ['totalBillings'],
      breakdown: { type: 'region' },
    });
    expect(sections.statusCode).toBe(400);
    expect(sections.json().message).toContain('totals: Missing property');
    // a Company date filter type on an Assignment report
    const filter = { ...search('Assignment'), filter: { ...search('Assignment').filter, type: 'none' } };
    expect((await save(filter, assignmentLayout)).statusCode).toBe(400);
    expect(await read(search('Assignment'))).toEqual(before);
  });

  it('answers 401 when signed out', async () => {
    const signedOut = t.client();
    expect((await signedOut.post('/api/v2/financial/report/facade', search('Company'))).statusCode).toBe(401);
    const saved = await signedOut.post('/api/v2/financial/report/facade/save', {
      report: search('Assignment'),
      facade: assignmentLayout,
    });
    expect(saved.statusCode).toBe(401);
  });
});

describe('headcounts', () => {
  it('count people by role on the last and first day of the period and a year earlier', async () => {
    const response = await viewer.post(
      '/api/v2/financial/report/meridians',
      report([{ key: 'location', value: ids.location }]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      // 31 Dec 2025: p1 and p2 (the third left on 30 June); 1 Jan 2025: p1 and the leaver; 31 Dec 2024: the same two
      partners: { currentCount: 2, currentCountStart: 2, previousCount: 2 },
      // the second researcher joined in February 2025
      researchers: { current: 2, previous: 1 },
      administration: { current: 1, previous: 1 },
    });
  });
});

describe('drill-through', () => {
  const drill = (metric: string, extra: Record<string, unknown> = {}) =>
    viewer.post('/api/v2/financial/report/drill', {
      ...report([{ key: 'location', value: ids.location }]),
      metric,
      ...extra,
    });

  it('lists the invoice splits behind total billings, adding up to the figure', async () => {
    const { rows, kind, total } = (await drill('totalBillings')).json();
    expect(kind).toBe('invoice');
    // 7,000 + 3,000 + 3,500 + 1,500
    expect(total).toBe(4);
    expect(rows.map((r: { value: number }) => r.value)).toEqual([7_000, 3_500, 3_000, 1_500]);
  });

  it('lists whole invoices behind teaming value and shares behind filled', async () => {
    const teaming = (await drill('teamingValue')).json();
    expect(teaming.rows.map((r: { value: number }) => r.value)).toEqual([10_000, 5_000]);
    const filled = (await drill('assignmentsFilled')).json();
    // 0.7 and 0.3 of one assignment
    expect(filled.rows.map((r: { userId: number; value: number }) => [r.userId, r.value])).toEqual([
      [ids.p1, 0.7],
      [ids.p2, 0.3],
    ]);
  });

  it('narrows to the months of one chart bar by the invoice month', async () => {
    const april = (await drill('totalBillings', { months: { first: '2025-04', last: '2025-06' } })).json();
    // the 5,000 invoice of 2025-04-10 alone, split 70/30
    expect(april.rows.map((r: { value: number }) => r.value)).toEqual([3_500, 1_500]);
    const none = (await drill('totalBillings', { months: { first: '2025-07', last: '2025-12' } })).json();
    expect(none.total).toBe(0);
    const backwards = await drill('totalBillings', { months: { first: '2025-06', last: '2025-04' } });
    expect(backwards.statusCode).toBe(400);
  });

  it('narrows to one breakdown row', async () => {
    const { rows } = (await drill('totalBillings', { group: { type: 'fullName', id: ids.p2 } })).json();
    expect(rows.map((r: { value: number }) => r.value)).toEqual([3_000, 1_500]);
  });
});

describe('forecast chart', () => {
  it('offers this year and the two before, twelve months each', async () => {
    const year = new Date().getUTCFullYear();
    const points = (await viewer.get(`/api/v2/financial/chart/forecast/${year - 2}`)).json();
    expect(points).toHaveLength(12);
    expect(points[0].month).toBe(`${year - 2}-01`);
    expect((await viewer.get(`/api/v2/financial/chart/forecast/${year - 3}`)).statusCode).toBe(400);
    expect((await t.client().get(`/api/v2/financial/chart/forecast/${year}`)).statusCode).toBe(401);
  });
});
