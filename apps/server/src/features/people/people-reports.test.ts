// The User, License and Location reports on a hand-built pair of licenses beside the demo firm
// (each license has one office). The period is 2024; expected rows and counts are worked out by
// hand from the seven people below (docs/metrics.md, "People reports").
import { addMonthsIso, PlaceReportResponseSchema, UserReportResponseSchema } from '@atrium/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { seedReference, seedUser } from '../../db/seed/factories.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { END_AFTER_TODAY, END_TOO_FAR } from './people-reports.service.ts';

function replyOf<T extends z.ZodType>(
  response: LightMyRequestResponse,
  schema: T,
  status = 200,
): z.output<T> {
  expect(response.statusCode, response.body).toBe(status);
  return schema.parse(response.json());
}

const TAG = `Pr${process.pid}`;
const PERIOD = { selection: 'Custom', startDate: '2024-01-01', endDate: '2024-12-31' };
let t: TestApp;
let viewer: TestClient;
const ref = { l1: 0, l2: 0, l1Name: '', l2Name: '', o1Name: '', o2Name: '', region1: '' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const one = await seedReference(db);
  const two = await seedReference(db);
  Object.assign(ref, {
    l1: one.license.id,
    l2: two.license.id,
    l1Name: one.license.name,
    l2Name: two.license.name,
    o1Name: one.location.name,
    o2Name: two.location.name,
    region1: one.region.name,
  });
  const person = (n: number, values: Parameters<typeof seedUser>[1]) =>
    seedUser(db, { firstName: `P${n}`, lastName: TAG, ...values });
  const since = (date: string) => ({ hireDate: date, joinDate: date, roleChangedDate: date });
  const o1 = one.location.id;
  const o2 = two.location.id;
  // Office 1 (license 1)
  const p1 = await person(1, {
    role: 'Partner',
    locationId: o1,
    ...since('2010-01-01'),
    password: 'pw-viewer-1',
  });
  await person(2, { role: 'Researcher', locationId: o1, ...since('2024-03-10') });
  await person(3, { role: 'Partner', locationId: o1, ...since('2012-05-01'), roleChangedDate: '2024-06-01' });
  await person(4, {
    role: 'Administrator',
    locationId: o1,
    ...since('2016-01-01'),
    inactiveDate: '2024-09-15',
    statusId: 2,
  });
  // Office 2 (license 2)
  await person(5, { role: 'Researcher', locationId: o2, ...since('2019-01-01'), joinDate: '2024-02-01' });
  await person(6, { role: 'Partner', locationId: o2, ...since('2025-02-01') });
  await person(7, {
    role: 'Administrator',
    locationId: o2,
    ...since('2005-01-01'),
    inactiveDate: '2023-06-30',
    statusId: 2,
  });
  viewer = t.client();
  await viewer.login(p1.email, 'pw-viewer-1');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const keys = () => [
  { key: 'license', value: ref.l1 },
  { key: 'license', value: ref.l2 },
];

async function run(
  path: string,
  filter: Record<string, unknown>,
  results: Record<string, unknown> = {},
  query = '',
) {
  return viewer.post(`/api/v2/${path}/report${query}`, {
    filter: { date: PERIOD, keys: keys(), ...filter },
    results,
  });
}

const counts = (partners: number, researchers: number, administration: number) => ({
  partners,
  researchers,
  administration,
});

describe('User report', () => {
  it.each([
    ['none', ['P1', 'P2', 'P3', 'P5', 'P6'], counts(1, 1, 0), counts(2, 2, 0), 2, 0],
    ['hire', ['P2', 'P5'], counts(0, 1, 0), counts(0, 2, 0), 2, 0],
    ['inactive', ['P4'], counts(0, 0, 1), counts(0, 0, 0), 0, 1],
    ['role', ['P2', 'P3'], counts(0, 0, 0), counts(1, 1, 0), 1, 0],
    ['roleORhire', ['P2', 'P3', 'P5'], counts(0, 1, 0), counts(1, 2, 0), 2, 0],
  ])('date filter type %s selects %j', async (type, names, start, end, joiners, leavers) => {
    const report = replyOf(await run('user', { type }), UserReportResponseSchema);
    expect(report.page.items.map((p) => p.name.split(' ')[0])).toEqual(names);
    expect(report.totals).toEqual({ count: names.length, start, end, joiners, leavers });
    // The chart runs from the period's first day through each month end to its last day.
    expect(report.headcount).toHaveLength(13);
    expect(report.headcount[0]).toEqual({ date: '2024-01-01', ...start });
    expect(report.headcount[12]).toEqual({ date: '2024-12-31', ...end });
  });

  it('shows each person with role, office, status and dates; defaults to no date filter', async () => {
    const report = replyOf(await run('user', {}), UserReportResponseSchema);
    expect(report.filter.type).toBe('none');
    expect(report.page.items.find((p) => p.name === `P3 ${TAG}`)).toMatchObject({
      role: 'Partner',
      location: ref.o1Name,
      license: ref.l1Name,
      status: 'Active',
      hireDate: '2012-05-01',
      roleChangedDate: '2024-06-01',
      inactiveDate: null,
    });
    const gone = replyOf(await run('user', { type: 'inactive' }), UserReportResponseSchema);
    expect(gone.page.items[0]).toMatchObject({ status: 'Inactive', inactiveDate: '2024-09-15' });
  });

  it('pages, sorts, searches and narrows to one role', async () => {
    const sorted = replyOf(
      await run('user', {}, { sort: 'hireDate', direction: 'desc', limit: 2 }),
      UserReportResponseSchema,
    );
    expect(sorted.page.items.map((p) => p.name.split(' ')[0])).toEqual(['P6', 'P2']);
    expect(sorted.page.total).toBe(5);
    const partners = replyOf(await run('user', {}, { role: 'Partner' }), UserReportResponseSchema);
    expect(partners.page.items.map((p) => p.name.split(' ')[0])).toEqual(['P1', 'P3', 'P6']);
    const searched = replyOf(await run('user', {}, { search: 'p5 ' }), UserReportResponseSchema);
    expect(searched.page.items.map((p) => p.name.split(' ')[0])).toEqual(['P5']);
  });

  it('saves the run for sharing, answers from the cache and refreshes it', async () => {
    const saved = replyOf(
      await run('user', { type: 'hire' }, {}, '?saveReport=true'),
      UserReportResponseSchema,
    );
    expect(saved.Id).toBeGreaterThan(0);
    // The share-link calls are the reports feature's, which ask for ViewFinancials.
    const admin = t.client();
    await admin.login(DEMO.admin);
    const stub = (await admin.get(`/api/v2/report/${saved.Id}/stub`)).json() as string;
    const shared = (await admin.get(`/api/v2/report/stub/${stub}`)).json() as {
      type: string;
      filter: unknown;
    };
    expect(shared).toMatchObject({ type: 'User', filter: { type: 'hire' } });
    const again = replyOf(await run('user', { type: 'hire' }), UserReportResponseSchema);
    expect(again.fromCache).toBe(true);
    expect(again.lastCached).toBe(saved.lastCached);
    const refreshed = replyOf(
      await run('user', { type: 'hire' }, {}, '?refresh=true'),
      UserReportResponseSchema,
    );
    expect(refreshed.fromCache).toBe(false);
  });
});

describe('License and Location reports', () => {
  const l1 = {
    start: counts(1, 0, 1),
    end: counts(2, 1, 0),
    joiners: 1,
    leavers: 1,
  };
  const l2 = { start: counts(0, 1, 0), end: counts(0, 1, 0), joiners: 1, leavers: 0 };
  it.each([
    ['none', [3, 2]],
    ['hire', [1, 1]],
    ['inactive', [1, null]],
    ['role', [2, null]],
    ['roleORhire', [2, 1]],
  ] as const)('date filter type %s lists the places with anyone selected: %j', async (type, selected) => {
    for (const path of ['license', 'location'] as const) {
      const report = replyOf(await run(path, { type }), PlaceReportResponseSchema);
      const isLicense = path === 'license';
      const expected = [
        { name: isLicense ? ref.l1Name : ref.o1Name, figures: l1, selected: selected[0] },
        { name: isLicense ? ref.l2Name : ref.o2Name, figures: l2, selected: selected[1] },
      ].filter((row) => row.selected !== null);
      expect(report.type).toBe(isLicense ? 'License' : 'Location');
      expect(report.page.items).toEqual(
        expected.map((row) =>
          expect.objectContaining({ name: row.name, selected: row.selected, ...row.figures }),
        ),
      );
      const listed = expected.map((row) => row.figures);
      const sum = (pick: (f: typeof l1) => number) => listed.reduce((s, f) => s + pick(f), 0);
      expect(report.totals).toEqual({
        count: listed.length,
        start: counts(
          sum((f) => f.start.partners),
          sum((f) => f.start.researchers),
          sum((f) => f.start.administration),
        ),
        end: counts(
          sum((f) => f.end.partners),
          sum((f) => f.end.researchers),
          sum((f) => f.end.administration),
        ),
        joiners: sum((f) => f.joiners),
        leavers: sum((f) => f.leavers),
      });
      expect(report.headcount.at(-1)).toEqual({ date: '2024-12-31', ...report.totals.end });
    }
  });

  it('names each license with its region and each office with its license', async () => {
    const licenses = replyOf(await run('license', {}), PlaceReportResponseSchema);
    expect(licenses.page.items[0]).toMatchObject({ name: ref.l1Name, parent: ref.region1 });
    const offices = replyOf(await run('location', {}), PlaceReportResponseSchema);
    expect(offices.page.items[0]).toMatchObject({ name: ref.o1Name, parent: ref.l1Name });
  });

  it('sorts by head count at the end of the period', async () => {
    const report = replyOf(
      await run('license', {}, { sort: 'headcount', direction: 'asc' }),
      PlaceReportResponseSchema,
    );
    expect(report.page.items.map((r) => r.name)).toEqual([ref.l2Name, ref.l1Name]);
  });
});

describe('refusals', () => {
  const today = new Date().toISOString().slice(0, 10);
  const ahead = (months: number) => ({
    selection: 'Custom',
    startDate: today,
    endDate: addMonthsIso(today, months),
  });
  const messageOf = (response: LightMyRequestResponse) => (response.json() as { message: string }).message;

  it('refuses a date filter type of another report type and a range that ends before it starts', async () => {
    const wrong = await run('user', { type: 'taken' });
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toContain('filter.type');
    const backwards = await run('location', {
      date: { selection: 'Custom', startDate: '2024-05-01', endDate: '2024-04-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(messageOf(backwards)).toContain('The end date is before the start date.');
    const early = await run('license', {
      date: { selection: 'Custom', startDate: '2007-12-31', endDate: '2024-01-01' },
    });
    expect(messageOf(early)).toContain('Reports start on 2008-01-01 at the earliest.');
    const big = await run('user', {}, { limit: 501 });
    expect(messageOf(big)).toContain('A page holds at most 500 rows.');
  });

  it.each(['headcount', 'partners', 'researchers', 'administration', 'joiners'])(
    'refuses to sort a User report by the place column %s, naming the keys it sorts by',
    async (sort) => {
      const response = await run('user', {}, { sort });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain('results.sort: a User report sorts by name, role,');
    },
  );

  it('refuses to sort a Location report by a person column', async () => {
    const response = await run('location', {}, { sort: 'hireDate' });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('a Location report sorts by name, partners,');
  });

  it('lets only site admins pick user-report dates up to a year ahead', async () => {
    const future = await run('user', { date: ahead(1) });
    expect(future.statusCode).toBe(400);
    expect(messageOf(future)).toBe(END_AFTER_TODAY);
    const admin = t.client();
    await admin.login(DEMO.admin);
    const post = (path: string, months: number) =>
      admin.post(`/api/v2/${path}/report`, { filter: { date: ahead(months), keys: keys() } });
    replyOf(await post('user', 12), UserReportResponseSchema);
    const tooFar = await post('user', 13);
    expect(tooFar.statusCode).toBe(400);
    expect(messageOf(tooFar)).toBe(END_TOO_FAR);
    expect(messageOf(await post('license', 1))).toBe(END_AFTER_TODAY);
  });

  it('answers 401 to signed-out callers', async () => {
    for (const path of ['user', 'license', 'location']) {
      const response = await t.client().post(`/api/v2/${path}/report`, { filter: {} });
      expect(response.statusCode).toBe(401);
    }
  });
});
