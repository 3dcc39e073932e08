// The company financial panel and the Assignment and Company report types on a hand-built family
// of companies beside the demo firm. Dates follow today: quarter q0…q3 are the panel's 4 complete
// quarters, q4 the one in progress, q−4 the first quarter a year before (the compare period).
import {
  AssignmentPageSchema,
  AssignmentReportResponseSchema,
  AssignmentSortSchema,
  addMonthsIso,
  CompanyReportResponseSchema,
  FinancialPanelSchema,
  ReportResponseSchema,
} from '@atrium/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  seedAssignment,
  seedCompany,
  seedInvoice,
  seedReference,
  seedUser,
} from '../../db/seed/factories.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { invalidateReportData } from '../reports/report-data.service.ts';
import { panelPeriod } from '../reports/report-panel.ts';

function replyOf<T extends z.ZodType>(
  response: LightMyRequestResponse,
  schema: T,
  status = 200,
): z.output<T> {
  expect(response.statusCode, response.body).toBe(status);
  return schema.parse(response.json());
}

const today = new Date().toISOString().slice(0, 10);
const period = panelPeriod(today);
const DAY = 86_400_000;
/** Day `day` (1-based) of quarter q of the panel (negative: before q0). */
const d = (q: number, day: number) =>
  new Date(Date.parse(`${addMonthsIso(period.startDate, 3 * q)}T00:00:00Z`) + (day - 1) * DAY)
    .toISOString()
    .slice(0, 10);

let t: TestApp;
let alma: TestClient;
const TAG = `Fp${process.pid}`;
const id = { alma: 0, bert: 0, root: 0, sub: 0, subsub: 0, sibling: 0, lonely: 0 };
const a: Record<number, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const ref = await seedReference(db);
  const almaUser = await seedUser(db, {
    firstName: 'Alma',
    lastName: `Panel${TAG}`,
    locationId: ref.location.id,
    password: 'pw-alma-1',
    permissions: ['ViewFinancials', 'ViewAllAssignments'],
  });
  const bertUser = await seedUser(db, {
    firstName: 'Bert',
    lastName: `Panel${TAG}`,
    locationId: ref.location.id,
  });
  id.alma = almaUser.id;
  id.bert = bertUser.id;
  const root = await seedCompany(db, { name: `${TAG} Root` });
  const sub = await seedCompany(db, { name: `${TAG} Sub`, parentId: root.id });
  const subsub = await seedCompany(db, { name: `${TAG} SubSub`, parentId: sub.id });
  const sibling = await seedCompany(db, { name: `${TAG} Sibling`, parentId: root.id });
  const lonely = await seedCompany(db, { name: `${TAG} Lonely` });
  Object.assign(id, {
    root: root.id,
    sub: sub.id,
    subsub: subsub.id,
    sibling: sibling.id,
    lonely: lonely.id,
  });

  const almaTeam = [{ userId: id.alma, role: 'D' as const, percentage: 100 }];
  const bertTeam = [{ userId: id.bert, role: 'D' as const, percentage: 100 }];
  const both = [
    { userId: id.alma, role: 'D' as const, percentage: 50 },
    { userId: id.bert, role: 'H' as const, percentage: 50 },
  ];
  const make = async (
    n: number,
    values: Parameters<typeof seedAssignment>[1],
    invoices: [string, number][],
  ): Promise<void> => {
    const made = await seedAssignment(db, {
      jobTitle: `${TAG} Search ${n}`,
      locationId: ref.location.id,
      ...values,
    });
    a[n] = made.assignment.id;
    for (const [date, amount] of invoices) await seedInvoice(db, { assignmentId: a[n], amount, date });
  };
  // 1: Sub, taken q1, filled q3; billed in q1 and in the quarter in progress
  await make(
    1,
    {
      companyId: sub.id,
      dateTaken: d(1, 5),
      status: 'F',
      statusDate: d(3, 10),
      markedFilledDate: d(3, 10),
      createdDate: d(1, 1),
      team: almaTeam,
    },
    [
      [d(1, 10), 10_000],
      [period.inProgress.startDate, 5_000],
    ],
  );
  // 2: SubSub, teaming, taken q2, open
  await make(
    2,
    {
      companyId: subsub.id,
      dateTaken: d(2, 5),
      status: 'O',
      statusDate: d(2, 5),
      createdDate: d(2, 1),
      team: both,
    },
    [[d(2, 20), 8_000]],
  );
  // 3: Root, all a year before
  await make(
    3,
    {
      companyId: root.id,
      dateTaken: d(-4, 5),
      status: 'O',
      statusDate: d(-4, 5),
      createdDate: d(-4, 1),
      team: bertTeam,
    },
    [[d(-4, 10), 4_000]],
  );
  // 4: Root, taken and billed q0
  await make(
    4,
    {
      companyId: root.id,
      dateTaken: d(0, 5),
      status: 'O',
      statusDate: d(0, 5),
      createdDate: d(0, 1),
      team: bertTeam,
    },
    [[d(0, 10), 2_000]],
  );
  // 5: Sub, created q3, not taken, never billed
  await make(
    5,
    {
      companyId: sub.id,
      dateTaken: null,
      status: 'O',
      statusDate: d(3, 3),
      createdDate: d(3, 1),
      team: almaTeam,
    },
    [],
  );
  // 6: Sibling, taken a year before, billed q3
  await make(
    6,
    {
      companyId: sibling.id,
      dateTaken: d(-4, 20),
      status: 'O',
      statusDate: d(-4, 20),
      createdDate: d(-4, 1),
      team: bertTeam,
    },
    [[d(3, 15), 1_000]],
  );
  // 7: Root, taken and billed a year before, marked filled before the period, its status saved
  // again in q2
  await make(
    7,
    {
      companyId: root.id,
      dateTaken: d(-4, 25),
      status: 'F',
      statusDate: d(2, 25),
      markedFilledDate: d(-1, 15),
      createdDate: d(-4, 1),
      team: bertTeam,
    },
    [[d(-4, 28), 3_000]],
  );
  await invalidateReportData(db);
  alma = t.client();
  await alma.login(almaUser.email, 'pw-alma-1');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function panel(companyId: number, show: string) {
  return replyOf(await alma.post(`/api/v2/company/${companyId}/financials`, { show }), FinancialPanelSchema);
}
const figure = (p: z.output<typeof FinancialPanelSchema>, key: string) => {
  const found = p.metrics.find((m) => m.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

describe('company financial panel', () => {
  it('covers the last 4 complete quarters: today moved back 3 months, snapped to its quarter', () => {
    expect(panelPeriod('2026-11-23')).toMatchObject({
      startDate: '2025-10-01',
      endDate: '2026-09-30',
      inProgress: { startDate: '2026-10-01', endDate: '2026-11-23' },
    });
    expect(panelPeriod('2027-01-01')).toMatchObject({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(panelPeriod('2026-12-31')).toMatchObject({ startDate: '2025-10-01', endDate: '2026-09-30' });
  });

  it('shows the company and its subsidiaries by default, with the change against the year before', async () => {
    const p = replyOf(await alma.post(`/api/v2/company/${id.sub}/financials`, {}), FinancialPanelSchema);
    expect(p.show).toBe('subsidiaries');
    expect([...p.companyIds].sort()).toEqual([id.sub, id.subsub].sort());
    expect(p.period).toEqual({ startDate: period.startDate, endDate: period.endDate });
    expect(p.hasActivity).toBe(true);
    expect(p.metrics.map((m) => m.key)).toEqual([
      'totalBillings',
      'assignmentsTaken',
      'teamingRevenue',
      'teamingTaken',
      'filledJobValue',
      'timeToFill',
    ]);
    // 10,000 (search 1, q1) + 8,000 (search 2, q2); the 5,000 of the quarter in progress is not in the box
    expect(figure(p, 'totalBillings')).toMatchObject({ value: 18_000, previous: 0, change: 1 });
    // search 1 whole, search 2 half each for two partners
    expect(figure(p, 'assignmentsTaken').value).toBe(2);
    expect(figure(p, 'teamingRevenue').value).toBe(8_000);
    expect(figure(p, 'teamingTaken').value).toBe(1);
    // search 1 filled in q3: its total billings, the in-progress invoice included
    expect(figure(p, 'filledJobValue').value).toBe(15_000);
    expect(figure(p, 'timeToFill').value).toBe((Date.parse(d(3, 10)) - Date.parse(d(1, 5))) / DAY);
  });

  it('answers each metric by its own quarter, the quarter in progress marked partial', async () => {
    const p = await panel(id.sub, 'subsidiaries');
    const billings = figure(p, 'totalBillings');
    expect(billings.quarterKey).toBe('invoiceQuarter');
    expect(billings.current.map((q) => q.value)).toEqual([null, 10_000, 8_000, null, 5_000]);
    expect(billings.current.map((q) => q.isPartial)).toEqual([false, false, false, false, true]);
    const year = Number(period.startDate.slice(0, 4));
    expect(billings.compare[0].quarter).toBe(
      `${year - 1}-Q${Math.floor(Number(period.startDate.slice(5, 7)) / 3) + 1}`,
    );
    expect(figure(p, 'assignmentsTaken').quarterKey).toBe('takenQuarter');
    expect(figure(p, 'assignmentsTaken').current.map((q) => q.value)).toEqual([null, 1, 1, null, null]);
    expect(figure(p, 'timeToFill').quarterKey).toBe('statusQuarter');
  });

  it('switches between the company only and its entire family tree', async () => {
    const only = await panel(id.sub, 'company');
    expect(only.companyIds).toEqual([id.sub]);
    expect(figure(only, 'totalBillings').value).toBe(10_000);
    expect(figure(only, 'assignmentsTaken').value).toBe(1);
    const family = await panel(id.sub, 'family');
    expect([...family.companyIds].sort()).toEqual([id.root, id.sub, id.subsub, id.sibling].sort());
    // 10,000 + 8,000 + 2,000 (q0) + 1,000 (q3); a year before 4,000 + 3,000
    expect(figure(family, 'totalBillings')).toMatchObject({ value: 21_000, previous: 7_000, change: 2 });
    // search 7 (taken a year before) filled in q2 beside search 1
    expect(figure(family, 'filledJobValue').value).toBe((15_000 + 3_000) / 2);
  });

  it('agrees with the dashboard filtered to the same companies', async () => {
    for (const show of ['company', 'subsidiaries', 'family']) {
      const p = await panel(id.sub, show);
      const filter = {
        type: 'activity',
        date: { selection: 'Custom', startDate: period.startDate, endDate: period.endDate },
        keys: p.companyIds.map((value) => ({ key: 'company', value })),
      };
      const report = replyOf(await alma.post('/api/v2/financial/report', { filter }), ReportResponseSchema);
      const compare = replyOf(
        await alma.post('/api/v2/financial/report?compare=true', { filter }),
        ReportResponseSchema,
      );
      for (const m of p.metrics) {
        expect(m.value, `${show} ${m.key}`).toBe(report.results.metrics[m.key]);
        expect(m.previous, `${show} ${m.key} a year before`).toBe(compare.results.metrics[m.key]);
      }
    }
  });

  it('says there is no recent activity for a company without any', async () => {
    const p = await panel(id.lonely, 'subsidiaries');
    expect(p.hasActivity).toBe(false);
    expect(p.metrics.every((m) => m.value === 0 && m.change === 0)).toBe(true);
  });

  it('answers a partner panel filtered to that partner', async () => {
    const p = replyOf(await alma.post(`/api/v2/partner/${id.alma}/financials`), FinancialPanelSchema);
    // Alma's own takes: search 1 (10,000) and half of search 2 (4,000), across the firm
    expect(figure(p, 'totalBillings').value).toBeGreaterThanOrEqual(14_000);
    const ownOnly = replyOf(
      await alma.post('/api/v2/financial/report', {
        filter: {
          type: 'activity',
          date: { selection: 'Custom', startDate: period.startDate, endDate: period.endDate },
          keys: [{ key: 'partner', value: id.alma }],
        },
      }),
      ReportResponseSchema,
    );
    expect(figure(p, 'totalBillings').value).toBe(ownOnly.results.metrics.totalBillings);
    expect((await alma.post('/api/v2/partner/2147483647/financials')).statusCode).toBe(404);
  });

  it('refuses unknown companies, a bad choice and signed-out callers', async () => {
    expect((await alma.post('/api/v2/company/2147483647/financials', {})).statusCode).toBe(404);
    expect((await alma.post('/api/v2/company/abc/financials', {})).statusCode).toBe(400);
    expect((await alma.post(`/api/v2/company/${id.sub}/financials`, { show: 'cousins' })).statusCode).toBe(
      400,
    );
    expect((await t.client().post(`/api/v2/company/${id.sub}/financials`, {})).statusCode).toBe(401);
  });
});

const inPanelRange = { selection: 'Custom', startDate: period.startDate, endDate: period.endDate };
const familyKeys = () =>
  [id.root, id.sub, id.subsub, id.sibling, id.lonely].map((value) => ({ key: 'company', value }));

async function assignmentReport(type: string, extra: object = {}, query = '') {
  const response = await alma.post(`/api/v2/assignment/report${query}`, {
    filter: { type, date: inPanelRange, keys: familyKeys() },
    results: { sort: 'jobTitle', direction: 'asc' },
    ...extra,
  });
  return replyOf(response, AssignmentReportResponseSchema);
}
const searchNumbers = (r: z.output<typeof AssignmentReportResponseSchema>) =>
  r.page.items.map((row) => Number(row.jobTitle.split(' ').pop()));

describe('Assignment report', () => {
  it.each([
    // an invoice dated in the period, or taken or filled in it (with billings)
    ['activity', [1, 2, 4, 6, 7]],
    ['taken', [1, 2, 4]],
    ['invoice', [1, 2, 4, 6]],
    ['status', [1, 2, 4, 5, 7]],
    ['created', [1, 2, 4, 5]],
    // filled with the marked-filled date in the period; search 7's falls before it
    ['markedfilled', [1]],
  ])('date filter type %s selects searches %j', async (type, expected) => {
    const report = await assignmentReport(type);
    expect(report.filter.type).toBe(type);
    expect(searchNumbers(report)).toEqual(expected);
    expect(report.totals.count).toBe(expected.length);
    expect(report.page.total).toBe(expected.length);
  });

  it('defaults to date taken and totals the figures of the selected searches', async () => {
    const response = await alma.post('/api/v2/assignment/report', {
      filter: { date: inPanelRange, keys: familyKeys() },
    });
    const report = replyOf(response, AssignmentReportResponseSchema);
    expect(report.filter.type).toBe('taken');
    // taken: every invoice of searches 1, 2 and 4 counts
    expect(report.totals.metrics.totalBillings).toBe(15_000 + 8_000 + 2_000);
    expect(report.totals.metrics.assignmentsTaken).toBe(3);
  });

  it('filters by partner, searches, sorts and pages on the server', async () => {
    const almas = await assignmentReport('taken', {
      filter: {
        type: 'taken',
        date: inPanelRange,
        keys: [...familyKeys(), { key: 'partner', value: id.alma }],
      },
    });
    expect(searchNumbers(almas)).toEqual([1, 2]);
    const page2 = await assignmentReport('activity', {
      results: { sort: 'jobTitle', direction: 'desc', offset: 1, limit: 2 },
    });
    expect(searchNumbers(page2)).toEqual([6, 4]);
    expect(page2.page.total).toBe(5);
    const searched = await assignmentReport('activity', { results: { search: 'Search 7' } });
    expect(searchNumbers(searched)).toEqual([7]);
    expect(searched.totals.count).toBe(5);
  });

  it.each(
    AssignmentSortSchema.options.flatMap((sort) => [
      [sort, 'asc'],
      [sort, 'desc'],
    ]),
  )(
    'orders its rows by %s %s as the assignment listing does, with the same billings',
    async (sort, direction) => {
      const report = await assignmentReport('activity', { results: { sort, direction } });
      const listing = replyOf(
        await alma.post('/api/v2/assignment/list', {
          scope: 'all',
          search: TAG,
          sort,
          direction,
          limit: 100,
        }),
        AssignmentPageSchema,
      );
      const selected = new Set(report.page.items.map((row) => row.Id));
      const listed = listing.items.filter((row) => selected.has(row.Id));
      expect(report.page.items.map((row) => row.Id)).toEqual(listed.map((row) => row.Id));
      for (const [i, row] of report.page.items.entries())
        expect(row.totalBillings).toBeCloseTo(listed[i].totalBillings ?? Number.NaN, 6);
    },
  );

  it('pages through the same order, the next page from the order already worked out', async () => {
    const whole = await assignmentReport('activity', { results: { sort: 'company', direction: 'desc' } });
    const pages = [];
    for (const offset of [0, 2, 4])
      pages.push(
        ...(
          await assignmentReport('activity', {
            results: { sort: 'company', direction: 'desc', offset, limit: 2 },
          })
        ).page.items,
      );
    expect(pages.map((row) => row.Id)).toEqual(whole.page.items.map((row) => row.Id));
  });

  it('saves the report for a share link and answers the next run from the cache', async () => {
    const saved = await assignmentReport('created', {}, '?saveReport=true');
    expect(saved.Id).toBeGreaterThan(0);
    const stub = (await alma.get(`/api/v2/report/${saved.Id}/stub`)).json() as string;
    const shared = (await alma.get(`/api/v2/report/stub/${stub}`)).json() as {
      type: string;
      filter: { type: string };
    };
    expect(shared).toMatchObject({ type: 'Assignment', filter: { type: 'created' } });
    const again = await assignmentReport('created');
    expect(again.fromCache).toBe(true);
    const refreshed = await assignmentReport('created', {}, '?refresh=true');
    expect(refreshed.fromCache).toBe(false);
  });

  it('refuses a filter type of another report and signed-out callers', async () => {
    const response = await alma.post('/api/v2/assignment/report', { filter: { type: 'noActivity' } });
    expect(response.statusCode).toBe(400);
    expect((await t.client().post('/api/v2/assignment/report', { filter: {} })).statusCode).toBe(401);
  });
});

describe('Company report', () => {
  const names = (r: z.output<typeof CompanyReportResponseSchema>) =>
    r.page.items.map((c) => c.company.replace(`${TAG} `, ''));
  it.each([
    ['none', ['Lonely', 'Root', 'Sibling', 'Sub', 'SubSub']],
    ['activity', ['Root', 'Sibling', 'Sub', 'SubSub']],
    ['noActivity', ['Lonely']],
    ['invoice', ['Root', 'Sibling', 'Sub', 'SubSub']],
    ['taken', ['Root', 'Sub', 'SubSub']],
  ])('date filter type %s selects %j', async (type, expected) => {
    const response = await alma.post('/api/v2/company/report', {
      filter: { type, date: inPanelRange, keys: familyKeys() },
    });
    const report = replyOf(response, CompanyReportResponseSchema);
    expect(names(report)).toEqual(expected);
    expect(report.totals.count).toBe(expected.length);
  });

  it('defaults to no date filter; totals follow the selected companies', async () => {
    const report = replyOf(
      await alma.post('/api/v2/company/report', { filter: { date: inPanelRange, keys: familyKeys() } }),
      CompanyReportResponseSchema,
    );
    expect(report.filter.type).toBe('none');
    const quiet = replyOf(
      await alma.post('/api/v2/company/report', {
        filter: { type: 'noActivity', date: inPanelRange, keys: familyKeys() },
      }),
      CompanyReportResponseSchema,
    );
    expect(quiet.totals.metrics.totalBillings).toBe(0);
    // the period's activity: 10,000 + 8,000 + 2,000 + 1,000
    expect(report.totals.metrics.totalBillings).toBe(21_000);
  });
});
