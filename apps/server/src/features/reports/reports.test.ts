// POST /api/v2/financial/report end to end: a small firm of our own beside the demo firm, figures
// checked by hand, the compare period, the result cache, refresh, and invalidation by imports.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAssignment, seedFxRate, seedInvoice, seedReference, seedUser } from '../../db/seed/index.ts';
import { rows } from '../../platform/sql-rows.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { bumpDataVersion } from './report-data.repo.ts';

let t: TestApp;
let viewer: TestClient;
const ids = { region: 0, otherLocation: 0, p1: 0, p2: 0, p3: 0, a1: 0 };

const march = { selection: 'Custom', startDate: '2025-03-01', endDate: '2025-04-30' };
const reportBody = (keys: { key: string; value: number }[], breakdown: Record<string, unknown> = {}) => ({
  type: 'Financial',
  filter: { type: 'activity', date: march, keys },
  breakdown: { type: 'fullName', ...breakdown },
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const ours = await seedReference(db);
  const theirs = await seedReference(db);
  ids.region = ours.region.id;
  ids.otherLocation = theirs.location.id;
  // p1 views the report in euros
  const p1 = await seedUser(db, {
    locationId: ours.location.id,
    currency: 'EUR',
    password: 'report-pass',
    permissions: ['ViewFinancials', 'ExportReports'],
    firstName: 'Pia',
  });
  const p2 = await seedUser(db, { locationId: ours.location.id, firstName: 'Paul' });
  const p3 = await seedUser(db, { locationId: theirs.location.id, firstName: 'Petra' });
  Object.assign(ids, { p1: p1.id, p2: p2.id, p3: p3.id });
  await seedFxRate(db, { month: '2025-03-01', currency: 'EUR', unitsPerUsd: 0.9 });
  await seedFxRate(db, { month: '2025-04-01', currency: 'EUR', unitsPerUsd: 0.95 });
  await seedFxRate(db, { month: '2025-04-01', currency: 'GBP', unitsPerUsd: 0.75 });
  const location = ours.location.id;
  // A1: executive, teaming (D + H), taken 2025-03-10, filled 2025-04-19
  const a1 = await seedAssignment(db, {
    locationId: location,
    dateTaken: '2025-03-10',
    status: 'F',
    statusDate: '2025-04-19',
    team: [
      { userId: p1.id, role: 'D', percentage: 50 },
      { userId: p2.id, role: 'H', percentage: 50 },
    ],
  });
  ids.a1 = a1.assignment.id;
  await seedInvoice(db, { assignmentId: a1.assignment.id, amount: 10_000, date: '2025-03-15' });
  await seedInvoice(db, {
    assignmentId: a1.assignment.id,
    amount: 6_000,
    currency: 'GBP',
    date: '2025-04-05',
  });
  // A2: consulting, p1 alone, taken 2025-03-20, still open
  const a2 = await seedAssignment(db, {
    locationId: location,
    searchType: 'Consulting',
    dateTaken: '2025-03-20',
    status: 'O',
    statusDate: '2025-03-20',
    team: [{ userId: p1.id, role: 'D', percentage: 100 }],
  });
  await seedInvoice(db, { assignmentId: a2.assignment.id, amount: 4_000, date: '2025-04-10' });
  // A3: executive, teaming with p3 from the other region, taken before the range, filled 2025-03-31
  const a3 = await seedAssignment(db, {
    locationId: location,
    dateTaken: '2025-02-01',
    status: 'F',
    statusDate: '2025-03-31',
    team: [
      { userId: p1.id, role: 'D', percentage: 60 },
      { userId: p3.id, role: 'H', percentage: 40 },
    ],
  });
  await seedInvoice(db, { assignmentId: a3.assignment.id, amount: 20_000, date: '2025-03-31' });
  viewer = t.client();
  await viewer.login(p1.email, 'report-pass');
});
afterAll(() => t.close());

const run = (client: TestClient, body: unknown, query = '') =>
  client.post(`/api/v2/financial/report${query}`, body);

describe('POST /api/v2/financial/report', () => {
  it('refuses signed-out callers', async () => {
    expect((await run(t.client(), reportBody([]))).statusCode).toBe(401);
  });

  it('answers figures that match a hand calculation, in the viewer currency', async () => {
    const response = await run(viewer, reportBody([{ key: 'region', value: ids.region }]));
    expect(response.statusCode).toBe(200);
    const { currency, results } = response.json();
    expect(currency).toBe('EUR');
    // Invoice rows of p1 and p2 dated March–April 2025, in EUR at each invoice month's rate:
    //   A1 10,000 USD (Mar, 0.9): 4,500 + 4,500 = 9,000
    //   A1 6,000 GBP (Apr) = 8,000 USD (0.75), at 0.95: 3,800 + 3,800 = 7,600
    //   A2 4,000 USD (Apr, 0.95) = 3,800;  A3 p1's 12,000 of 20,000 USD (Mar, 0.9) = 10,800
    expect(results.metrics).toMatchObject({
      totalBillings: 31_200, // 9,000 + 7,600 + 3,800 + 10,800
      executive: 27_400, // A1 and A3: 9,000 + 7,600 + 10,800
      consulting: 3_800,
      im: 0,
      teamingValue: 34_600, // whole teaming invoices once: 9,000 + 7,600 + 18,000
      teamingRevenue: 27_400, // the region's takes on A1 and A3
      assignmentsTaken: 2, // A1 (0.5 + 0.5) and A2 (1); A3 was taken in February
      teamingTaken: 1, // A1
      assignmentsFilled: 1.6, // A1 (0.5 + 0.5) and p1's 12,000 / 20,000 of A3
      teamingFilled: 1.6,
      timeToFill: 49, // (A1 Mar 10 → Apr 19 = 40 days + A3 Feb 1 → Mar 31 = 58 days) / 2
      filledJobValue: 17_300, // (A1 9,000 + 7,600 + A3 18,000) / 2
    });
    const rows = results.breakdown.rows;
    // p1: 4,500 + 3,800 + 3,800 + 10,800; p2: 4,500 + 3,800 — sorted by total billings, descending
    expect(rows.map((r: { id: number; totalBillings: number }) => [r.id, r.totalBillings])).toEqual([
      [ids.p1, 22_900],
      [ids.p2, 8_300],
    ]);
    expect(results.series.totalBillings).toEqual([
      { month: '2025-03', value: 19_800 }, // 9,000 + 10,800
      { month: '2025-04', value: 11_400 }, // 7,600 + 3,800
    ]);
  });

  it('breaks down by office, with the other region as its own row', async () => {
    const keys = [ids.p1, ids.p2, ids.p3].map((value) => ({ key: 'partner', value }));
    const { results } = (await run(viewer, reportBody(keys, { type: 'location' }))).json();
    const other = results.breakdown.rows.find((r: { id: number }) => r.id === ids.otherLocation);
    // p3's 8,000 USD of A3 in March at 0.9
    expect(other.totalBillings).toBe(7_200);
    expect(results.metrics.totalBillings).toBe(38_400); // 31,200 + 7,200
  });

  it('compare=true runs the same filter 12 months earlier', async () => {
    const body = { type: 'Financial', filter: { type: 'activity', date: { selection: 'YTD' }, keys: [] } };
    const current = (await run(viewer, body)).json();
    const compare = (await run(viewer, body, '?compare=true')).json();
    const year = Number(current.filter.date.endDate.slice(0, 4));
    expect(current.filter.date.startDate).toBe(`${year}-01-01`);
    expect(compare.filter.date.startDate).toBe(`${year - 1}-01-01`);
    expect(compare.filter.date.endDate).toBe(`${year - 1}${current.filter.date.endDate.slice(4)}`);
    const direct = (
      await run(viewer, {
        type: 'Financial',
        filter: { type: 'activity', date: { ...compare.filter.date, selection: 'Custom' }, keys: [] },
      })
    ).json();
    expect(compare.results.metrics).toEqual(direct.results.metrics);
    expect(compare.results.metrics.totalBillings).toBeGreaterThan(0);
  });

  it('answers a repeat from the cache and recomputes on refresh=true', async () => {
    const body = reportBody([{ key: 'region', value: ids.region }], { type: 'assignmentId' });
    const first = (await run(viewer, body)).json();
    const second = (await run(viewer, body)).json();
    expect(second.fromCache).toBe(true);
    expect(second.lastCached).toBe(first.lastCached);
    expect(second.results).toEqual(first.results);
    const refreshed = (await run(viewer, body, '?refresh=true')).json();
    expect(refreshed.fromCache).toBe(false);
    expect(refreshed.lastCached >= first.lastCached).toBe(true);
    expect(refreshed.results).toEqual(first.results);
  });

  it('answers a repeat for the current data version without reading the cache table', async () => {
    const body = reportBody([{ key: 'region', value: ids.region }], { type: 'location' });
    const first = (await run(viewer, body)).json();
    const recording = t.database.recordStatements();
    const repeat = (await run(viewer, body)).json();
    const cacheReads = recording.stop().filter((statement) => statement.includes('report_cache'));
    expect(repeat.fromCache).toBe(true);
    expect(repeat.results).toEqual(first.results);
    expect(cacheReads).toEqual([]);
  });

  it('keeps a separate cache entry per currency', async () => {
    const partner = t.client();
    await partner.login(DEMO.partner);
    const body = reportBody([{ key: 'region', value: ids.region }]);
    await run(viewer, body);
    const inUsd = (await run(partner, body)).json();
    expect(inUsd.currency).toBe('USD');
    // 10,000 + 8,000 + 4,000 + 12,000 USD
    expect(inUsd.results.metrics.totalBillings).toBe(34_000);
  });

  it('does not serve a cached result once an import has changed the data', async () => {
    const body = reportBody([{ key: 'region', value: ids.region }], { type: 'region' });
    const before = (await run(viewer, body)).json();
    expect((await run(viewer, body)).json().fromCache).toBe(true);
    await seedInvoice(t.database.db, { assignmentId: ids.a1, amount: 1_000, date: '2025-03-20' });
    await bumpDataVersion(t.database.db);
    // A change made outside a request is seen once every process has heard of it.
    await t.database.reachEveryProcess();
    const after = (await run(viewer, body)).json();
    expect(after.fromCache).toBe(false);
    // 1,000 USD in March at 0.9
    expect(after.results.metrics.totalBillings).toBe(before.results.metrics.totalBillings + 900);
  });

  it('saves the report when asked and returns its Id', async () => {
    const response = (await run(viewer, reportBody([]), '?saveReport=true')).json();
    expect(response.Id).toBeGreaterThan(0);
    const saved = rows<{ userId: number; type: string }>(
      await t.database.db.execute(
        sql`select user_id as "userId", report_type as "type" from saved_reports where id = ${response.Id}`,
      ),
    );
    expect(saved[0]).toEqual({ userId: ids.p1, type: 'Financial' });
  });

  it('pages, searches and sorts the breakdown on the server', async () => {
    const body = {
      type: 'Financial',
      filter: {
        type: 'activity',
        date: { selection: 'Custom', startDate: '2020-01-01', endDate: '2026-06-15' },
      },
      breakdown: { type: 'assignmentId' },
    };
    const page1 = (await run(viewer, body)).json().results.breakdown;
    expect(page1.pageSize).toBe(100);
    expect(page1.rows).toHaveLength(100);
    expect(page1.total).toBeGreaterThan(100);
    const billings = page1.rows.map((r: { totalBillings: number }) => r.totalBillings);
    expect(billings).toEqual([...billings].sort((a, b) => b - a));
    const page2 = (await run(viewer, { ...body, breakdown: { type: 'assignmentId', page: 2 } })).json()
      .results.breakdown;
    expect(page2.rows[0].totalBillings).toBeLessThanOrEqual(billings[99]);
    const name = page1.rows[0].name as string;
    const searched = (
      await run(viewer, { ...body, breakdown: { type: 'assignmentId', search: name } })
    ).json();
    expect(searched.results.breakdown.rows.map((r: { name: string }) => r.name)).toContain(name);
  });

  it('refuses a custom range without dates or before 2008', async () => {
    const noDates = { type: 'Financial', filter: { date: { selection: 'Custom' } } };
    expect((await run(viewer, noDates)).statusCode).toBe(400);
    const early = {
      type: 'Financial',
      filter: { date: { selection: 'Custom', startDate: '2007-12-31', endDate: '2008-02-01' } },
    };
    expect((await run(viewer, early)).statusCode).toBe(400);
  });
});
