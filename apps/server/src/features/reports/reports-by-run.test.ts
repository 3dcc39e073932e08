// spec 2 §3: a report run has an Id, and the calls that follow it — another Details tab, the
// headcounts, the rows behind a figure, another results page — name the run by that Id instead of
// sending its filter again; the caller's permissions are checked on every such call.
import { brand } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let partner: TestClient;
let filter: { type: string; date: Record<string, string>; keys: unknown[] };
let runId: string;
const REPORT = '/api/v2/financial/report';
const MEMBERS = `/api/v2/financial/report/${brand.members}`;
const DRILL = '/api/v2/financial/report/drill';
const UNKNOWN_RUN = '0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  t = await createTestApp();
  partner = t.client();
  await partner.login(DEMO.partner);
  filter = {
    type: 'activity',
    date: { selection: 'Custom', startDate: '2020-01-01', endDate: '2026-06-15' },
    keys: [],
  };
  const run = await partner.post(REPORT, { Id: 0, type: 'Financial', filter });
  expect(run.statusCode).toBe(200);
  runId = run.json().runId;
});
afterAll(() => t.close());

describe('a Financial run read by its Id', () => {
  it('answers another Details tab as the filter does, under the same run Id and period', async () => {
    const breakdown = { type: 'fullName', sort: 'name', direction: 'asc', page: 1 };
    const byFilter = await partner.post(REPORT, { Id: 0, type: 'Financial', filter, breakdown });
    const byRun = await partner.post(REPORT, { Id: 0, type: 'Financial', runId, breakdown });
    expect(byRun.statusCode).toBe(200);
    expect(byRun.json().runId).toBe(runId);
    expect(byRun.json().filter.date).toEqual(byFilter.json().filter.date);
    expect(byRun.json().results.breakdown.rows.length).toBeGreaterThan(0);
    expect(byRun.json().results).toEqual(byFilter.json().results);
  });

  it('answers the compare period of the run', async () => {
    const byFilter = await partner.post(`${REPORT}?compare=true`, { type: 'Financial', filter });
    const byRun = await partner.post(`${REPORT}?compare=true`, { type: 'Financial', runId });
    expect(byRun.statusCode).toBe(200);
    expect(byRun.json().filter.date).toMatchObject({ startDate: '2019-01-01', endDate: '2025-06-15' });
    expect(byRun.json().results.metrics).toEqual(byFilter.json().results.metrics);
  });

  it("answers the run's headcounts and the rows behind a figure as the filter does", async () => {
    const members = await partner.post(MEMBERS, { type: 'Financial', runId });
    expect(members.statusCode).toBe(200);
    expect(members.json()).toEqual((await partner.post(MEMBERS, { type: 'Financial', filter })).json());
    const figure = { metric: 'totalBillings', page: 1 };
    const drill = await partner.post(DRILL, { type: 'Financial', runId, ...figure });
    expect(drill.statusCode).toBe(200);
    expect(drill.json().total).toBeGreaterThan(0);
    expect(drill.json()).toEqual(
      (await partner.post(DRILL, { type: 'Financial', filter, ...figure })).json(),
    );
  });

  it("refuses a researcher without ViewFinancials a partner's run by its Id", async () => {
    const researcher = t.client();
    await researcher.login(DEMO.researcher);
    for (const [path, body] of [
      [REPORT, { type: 'Financial', runId, breakdown: { type: 'fullName' } }],
      [MEMBERS, { type: 'Financial', runId }],
      [DRILL, { type: 'Financial', runId, metric: 'totalBillings' }],
    ] as const) {
      const refused = await researcher.post(path, body);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().message).toBe('You do not have the ViewFinancials permission.');
      expect(JSON.stringify(refused.json())).not.toContain('totalBillings":');
    }
  });

  it('answers 404 for a run it does not know, or a run of another report type', async () => {
    const unknown = await partner.post(REPORT, { type: 'Financial', runId: UNKNOWN_RUN });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'This report run is not known. Run the report again, then export it.',
    );
    const people = await partner.post('/api/v2/user/report', {
      filter: { type: 'hire', date: filter.date, keys: [] },
    });
    const otherType = await partner.post(DRILL, {
      type: 'Financial',
      runId: people.json().runId,
      metric: 'totalBillings',
    });
    expect(otherType.statusCode).toBe(404);
  });
});

const OTHER_REPORTS = [
  { type: 'Assignment', path: '/api/v2/assignment/report', filterType: 'taken' },
  { type: 'Company', path: '/api/v2/company/report', filterType: 'invoice' },
  { type: 'User', path: '/api/v2/user/report', filterType: 'hire' },
  { type: 'License', path: '/api/v2/license/report', filterType: 'none' },
  { type: 'Location', path: '/api/v2/location/report', filterType: 'role' },
] as const;

describe("every other report type's results pages, read by the run Id", () => {
  it.each(OTHER_REPORTS)(
    'answer the page the filter answers, under the same run Id ($type)',
    async (report) => {
      const own = { type: report.filterType, date: filter.date, keys: [] };
      const first = await partner.post(report.path, { type: report.type, filter: own });
      expect(first.statusCode).toBe(200);
      const results = { offset: 2, limit: 3 };
      const byFilter = await partner.post(report.path, { type: report.type, filter: own, results });
      const byRun = await partner.post(report.path, {
        type: report.type,
        runId: first.json().runId,
        results,
      });
      expect(byRun.statusCode).toBe(200);
      expect(byRun.json().runId).toBe(first.json().runId);
      expect(byRun.json().page.items.length).toBeGreaterThan(0);
      expect(byRun.json().page).toEqual(byFilter.json().page);
    },
  );

  it("refuses a researcher a partner's Assignment run by its Id, and a Financial run's Id is no search", async () => {
    const search = await partner.post('/api/v2/assignment/report', {
      filter: { type: 'taken', date: filter.date, keys: [] },
    });
    const researcher = t.client();
    await researcher.login(DEMO.researcher);
    const refused = await researcher.post('/api/v2/assignment/report', { runId: search.json().runId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('page');
    const otherType = await partner.post('/api/v2/company/report', { runId });
    expect(otherType.statusCode).toBe(404);
  });
});
