// Assignments and companies on a hand-built family of companies beside the demo firm: listings per
// scope and user, filter text, sort and paging, the detail, the family tree, the widgets, and the
// listing's billings against the report engine's.
import {
  AssignmentDetailSchema,
  AssignmentPageSchema,
  AssignmentRowSchema,
  CompanyPageSchema,
  CompanyRowSchema,
  CompanySchema,
  HierarchySchema,
  ReportResponseSchema,
  TeamingWinSchema,
  TopOfficeSchema,
  TopPartnerSchema,
  TopPracticeGroupSchema,
} from '@atrium/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type ReferenceSet,
  seedAssignment,
  seedCompany,
  seedFxRate,
  seedInvoice,
  seedReference,
  seedUser,
} from '../../db/seed/factories.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { invalidateReportData } from '../reports/report-data.service.ts';

function replyOf<T extends z.ZodType>(
  response: LightMyRequestResponse,
  schema: T,
  status = 200,
): z.output<T> {
  expect(response.statusCode, response.body).toBe(status);
  return schema.parse(response.json());
}

let t: TestApp;
let alma: TestClient; // office A, views in EUR, has a photo
let bert: TestClient; // office B, views in USD, has none
let refA: ReferenceSet;
let refB: ReferenceSet;
const TAG = `Qz${process.pid}`;
const id = {
  alma: 0,
  bert: 0,
  parent: 0,
  sub: 0,
  subsub: 0,
  other: 0,
  lonely: 0,
  a1: 0,
  a2: 0,
  a3: 0,
  a4: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  refA = await seedReference(db);
  refB = await seedReference(db);
  const almaUser = await seedUser(db, {
    firstName: 'Alma',
    lastName: `Voss${TAG}`,
    locationId: refA.location.id,
    currency: 'EUR',
    photoPath: 'test-photos/alma.jpg',
    password: 'pw-alma-1',
    permissions: ['ViewAllAssignments', 'ViewFinancials'],
  });
  const bertUser = await seedUser(db, {
    firstName: 'Bert',
    lastName: `Vance${TAG}`,
    locationId: refB.location.id,
    photoPath: null,
    password: 'pw-bert-1',
    permissions: ['ViewAllAssignments', 'ViewFinancials'],
  });
  id.alma = almaUser.id;
  id.bert = bertUser.id;
  await seedFxRate(db, { month: '2024-02-01', currency: 'EUR', unitsPerUsd: 0.8 });
  await seedFxRate(db, { month: '2024-03-01', currency: 'EUR', unitsPerUsd: 0.9 });
  await seedFxRate(db, { month: '2024-02-01', currency: 'GBP', unitsPerUsd: 0.5 });
  await seedFxRate(db, { month: '2024-03-01', currency: 'GBP', unitsPerUsd: 0.75 });

  const parent = await seedCompany(db, { name: `${TAG} Holdings`, isKeyAccount: true, ownerUserId: id.alma });
  const sub = await seedCompany(db, {
    name: `${TAG} Subsidiary`,
    parentId: parent.id,
    offLimitsDate: '2225-01-01',
  });
  const subsub = await seedCompany(db, {
    name: `${TAG} Branch`,
    parentId: sub.id,
    offLimitsDate: '2025-08-31',
  });
  const other = await seedCompany(db, { name: `${TAG} Other`, ownerUserId: id.bert });
  const lonely = await seedCompany(db, { name: `${TAG} Lonely` });
  Object.assign(id, {
    parent: parent.id,
    sub: sub.id,
    subsub: subsub.id,
    other: other.id,
    lonely: lonely.id,
  });

  const team = [
    { userId: id.alma, role: 'D' as const, percentage: 60 },
    { userId: id.bert, role: 'H' as const, percentage: 40 },
  ];
  const a1 = await seedAssignment(db, {
    jobTitle: `${TAG} Chief Financial Officer`,
    companyId: parent.id,
    locationId: refA.location.id,
    industryId: refA.industry.id,
    practiceGroupId: refA.practiceGroup.id,
    functionId: refA.fn.id,
    subsectorId: refA.subsector.id,
    status: 'F',
    dateTaken: '2024-01-15',
    statusDate: '2024-05-15',
    onStrategy: true,
    team,
  });
  await seedInvoice(db, {
    assignmentId: a1.assignment.id,
    amount: 1000,
    currency: 'EUR',
    date: '2024-02-10',
  });
  await seedInvoice(db, {
    assignmentId: a1.assignment.id,
    amount: 300,
    currency: 'GBP',
    date: '2024-03-05',
    ordinal: 2,
    revision: 1,
  });
  const a2 = await seedAssignment(db, {
    jobTitle: `${TAG} Head of Sales`,
    companyId: sub.id,
    locationId: refB.location.id,
    status: 'O',
    searchType: 'IM',
    dateTaken: '2024-03-01',
    statusDate: '2024-03-01',
    team: [{ userId: id.bert, role: 'D', percentage: 100 }],
  });
  await seedInvoice(db, { assignmentId: a2.assignment.id, amount: 500, currency: 'USD', date: '2024-03-20' });
  const a3 = await seedAssignment(db, {
    jobTitle: `${TAG} Board Director`,
    companyId: other.id,
    locationId: refA.location.id,
    status: 'S',
    searchType: 'Consulting',
    dateTaken: '2023-11-01',
    statusDate: '2024-01-01',
    team: [{ userId: id.bert, role: 'D', percentage: 100 }],
  });
  await seedInvoice(db, {
    assignmentId: a3.assignment.id,
    amount: 2000,
    currency: 'GBP',
    date: '2024-02-01',
  });
  const a4 = await seedAssignment(db, {
    jobTitle: `${TAG} Chief Operating Officer`,
    companyId: subsub.id,
    locationId: refA.location.id,
    status: 'H',
    dateTaken: '2024-04-01',
    statusDate: '2024-04-02',
    team,
  });
  Object.assign(id, {
    a1: a1.assignment.id,
    a2: a2.assignment.id,
    a3: a3.assignment.id,
    a4: a4.assignment.id,
  });
  await invalidateReportData(db);

  alma = t.client();
  await alma.login(almaUser.email, 'pw-alma-1');
  bert = t.client();
  await bert.login(bertUser.email, 'pw-bert-1');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function assignments(client: TestClient, body: object) {
  const response = await client.post('/api/v2/assignment/list', { search: TAG, ...body });
  return replyOf(response, AssignmentPageSchema);
}
async function companies(client: TestClient, body: object) {
  const response = await client.post('/api/v2/company/list', { search: TAG, ...body });
  return replyOf(response, CompanyPageSchema);
}

describe('assignment listing', () => {
  it('scopes my / location / all per user', async () => {
    const ids = async (client: TestClient, scope: string) =>
      (await assignments(client, { scope, sort: 'jobTitle' })).items.map((r) => r.Id);
    expect(await ids(alma, 'my')).toEqual([id.a1, id.a4]);
    expect(await ids(bert, 'my')).toEqual([id.a3, id.a1, id.a4, id.a2]);
    expect(await ids(alma, 'location')).toEqual([id.a3, id.a1, id.a4]);
    expect(await ids(bert, 'location')).toEqual([id.a2]);
    expect(await ids(alma, 'all')).toEqual([id.a3, id.a1, id.a4, id.a2]);
    expect(await ids(bert, 'all')).toEqual(await ids(alma, 'all'));
  });

  it('answers the row the table shows, with the viewer role and billings in their currency', async () => {
    const page = await assignments(alma, { scope: 'my', sort: 'jobTitle' });
    const row = page.items[0];
    expect(page.currency).toBe('EUR');
    expect(row).toMatchObject({
      Id: id.a1,
      company: `${TAG} Holdings`,
      companyId: id.parent,
      isKeyAccount: true,
      industry: refA.industry.name,
      searchType: 'Executive',
      searchTypeName: 'Executive Search',
      role: 'D',
      location: refA.location.name,
      status: 'F',
      statusName: 'Filled',
      dateTaken: '2024-01-15',
    });
    expect(row.users.map((u) => [u.ID, u.role])).toEqual([
      [id.alma, 'D'],
      [id.bert, 'H'],
    ]);
    // 1000 EUR in Feb (0.8/USD) → 1000 EUR; 300 GBP in March (0.75/USD) = 400 USD → 360 EUR
    expect(row.totalBillings).toBeCloseTo(1360, 6);
    const bertsView = await assignments(bert, { scope: 'my', sort: 'jobTitle', search: 'Chief Financial' });
    expect(bertsView.currency).toBe('USD');
    expect(bertsView.items[0].role).toBe('H');
    expect(bertsView.items[0].totalBillings).toBeCloseTo(1250 + 400, 6);
  });

  it('filters by job title, client and assignment number', async () => {
    expect((await assignments(bert, { search: 'board director' })).items.map((r) => r.Id)).toContain(id.a3);
    const byClient = await assignments(bert, { search: `${TAG} other` });
    expect(byClient.items.map((r) => r.Id)).toEqual([id.a3]);
    const a2 = (await assignments(bert, { search: 'Head of Sales' })).items.find((r) => r.Id === id.a2);
    const byNumber = await assignments(bert, { search: a2?.displayId ?? '' });
    expect(byNumber.items.map((r) => r.Id)).toEqual([id.a2]);
    expect((await assignments(bert, { search: `${TAG}%_` })).total).toBe(0);
  });

  it('matches a text of two letters as it matches a longer one, in any case', async () => {
    const mine = (await assignments(alma, { scope: 'my', search: '' })).items;
    const narrowed: number[][] = [];
    for (const text of ['Ho', 'fi', 'hOLd', 'operating']) {
      const expected = mine
        .filter((r) =>
          [r.jobTitle, r.company, r.displayId].some((v) => v.toLowerCase().includes(text.toLowerCase())),
        )
        .map((r) => r.Id);
      const found = (await assignments(alma, { scope: 'my', search: text })).items.map((r) => r.Id);
      expect(found.sort(), text).toEqual(expected.sort());
      if (found.length > 0 && found.length < mine.length) narrowed.push(found);
    }
    expect(narrowed.length).toBeGreaterThanOrEqual(2);
  });

  it('sorts by any column, both ways', async () => {
    const order = async (sort: string, direction: string) =>
      (await assignments(bert, { sort, direction })).items.map((r) => r.Id);
    expect(await order('dateTaken', 'desc')).toEqual([id.a4, id.a2, id.a1, id.a3]);
    expect(await order('dateTaken', 'asc')).toEqual([id.a3, id.a1, id.a2, id.a4]);
    expect(await order('totalBillings', 'desc')).toEqual([id.a3, id.a1, id.a2, id.a4]);
    expect(await order('status', 'asc')).toEqual([id.a1, id.a4, id.a2, id.a3]);
    expect(await order('company', 'asc')).toEqual([id.a4, id.a1, id.a3, id.a2]);
    expect((await order('searchType', 'asc'))[0]).toBe(id.a3);
    expect((await order('role', 'asc')).slice(0, 2)).toEqual([id.a2, id.a3]);
    for (const sort of ['displayId', 'industry', 'partners', 'location', 'jobTitle'])
      expect((await order(sort, 'asc')).length).toBe(4);
  });

  it('orders by billings both ways, page after page, as the figures it shows', async () => {
    const listed = (await assignments(bert, { sort: 'dateTaken', limit: 100 })).items;
    const billingsOf = new Map(listed.map((r) => [r.Id, r.totalBillings]));
    const expected = (direction: 'asc' | 'desc') =>
      [...billingsOf.keys()].sort((x, y) => {
        const sign = direction === 'asc' ? 1 : -1;
        return sign * ((billingsOf.get(x) ?? 0) - (billingsOf.get(y) ?? 0) || x - y);
      });
    for (const direction of ['desc', 'asc'] as const) {
      const onePerPage: number[] = [];
      for (let offset = 0; offset < listed.length; offset++) {
        const page = await assignments(bert, { sort: 'totalBillings', direction, limit: 1, offset });
        expect(page.total).toBe(listed.length);
        expect(page.items[0].totalBillings).toBeCloseTo(billingsOf.get(page.items[0].Id) ?? -1, 6);
        onePerPage.push(page.items[0].Id);
      }
      expect(onePerPage).toEqual(expected(direction));
    }
    const narrowed = await assignments(bert, { sort: 'totalBillings', search: `${TAG} Chief Financial` });
    expect(narrowed.items.map((r) => r.Id)).toEqual([id.a1]);
    expect(narrowed.total).toBe(1);
  });

  it('pages with offset and limit and keeps the total', async () => {
    const first = await assignments(bert, { sort: 'dateTaken', direction: 'desc', limit: 3 });
    const second = await assignments(bert, { sort: 'dateTaken', direction: 'desc', limit: 3, offset: 3 });
    const past = await assignments(bert, { sort: 'dateTaken', direction: 'desc', limit: 3, offset: 9 });
    expect(first.items.map((r) => r.Id)).toEqual([id.a4, id.a2, id.a1]);
    expect(second.items.map((r) => r.Id)).toEqual([id.a3]);
    expect([first.total, second.total, past.total]).toEqual([4, 4, 4]);
    expect(past.items).toEqual([]);
  });

  it("lists a company's assignments", async () => {
    const page = await assignments(bert, { companyId: id.sub, search: '' });
    expect(page.items.map((r) => r.Id)).toEqual([id.a2]);
  });

  it('bounds its input with clear messages', async () => {
    const tooMany = await bert.post('/api/v2/assignment/list', { limit: 101 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('at most 100');
    expect((await bert.post('/api/v2/assignment/list', { sort: 'password' })).statusCode).toBe(400);
    expect((await bert.post('/api/v2/assignment/list', { scope: 'mine' })).statusCode).toBe(400);
    expect((await bert.post('/api/v2/assignment/list', { search: 'x'.repeat(201) })).statusCode).toBe(400);
  });

  it('agrees with the report engine on billings', async () => {
    const page = await assignments(alma, { sort: 'jobTitle' });
    for (const row of page.items) {
      const response = await alma.post('/api/v2/financial/report', {
        filter: {
          type: 'activity',
          date: { selection: 'Custom', startDate: '2008-01-01', endDate: '2030-12-31' },
          keys: [{ key: 'assignment', value: row.Id }],
        },
      });
      const report = replyOf(response, ReportResponseSchema);
      expect(report.currency).toBe(page.currency);
      expect(row.totalBillings).toBeCloseTo(report.results.metrics.totalBillings, 6);
    }
  });
});

describe('the whole firm-wide listing', () => {
  /** Every row of the unfiltered 'all' listing, page by page. */
  async function everyRow(sort: string, direction: string) {
    const rows: z.output<typeof AssignmentPageSchema>['items'] = [];
    let total = 0;
    do {
      const page = replyOf(
        await bert.post('/api/v2/assignment/list', {
          scope: 'all',
          sort,
          direction,
          offset: rows.length,
          limit: 100,
        }),
        AssignmentPageSchema,
      );
      total = page.total;
      rows.push(...page.items);
      if (page.items.length === 0) break;
    } while (rows.length < total);
    return { rows, total };
  }
  const byIdIn = (direction: string) => (x: { Id: number }, y: { Id: number }) =>
    direction === 'asc' ? x.Id - y.Id : y.Id - x.Id;

  it.each(['asc', 'desc'])(
    'pages through every assignment by date taken %s, undated last',
    async (direction) => {
      const { rows, total } = await everyRow('dateTaken', direction);
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((r) => r.Id)).size).toBe(total);
      const sign = direction === 'asc' ? 1 : -1;
      const expected = [...rows].sort((x, y) => {
        if (x.dateTaken === null || y.dateTaken === null)
          return x.dateTaken === y.dateTaken ? byIdIn(direction)(x, y) : x.dateTaken === null ? 1 : -1;
        return sign * x.dateTaken.localeCompare(y.dateTaken) || byIdIn(direction)(x, y);
      });
      expect(rows.map((r) => r.Id)).toEqual(expected.map((r) => r.Id));
    },
  );

  it.each(['asc', 'desc'])(
    'pages through every assignment by status %s, ties by number',
    async (direction) => {
      const { rows, total } = await everyRow('status', direction);
      expect(rows).toHaveLength(total);
      const sign = direction === 'asc' ? 1 : -1;
      const expected = [...rows].sort(
        (x, y) => sign * (x.status < y.status ? -1 : x.status > y.status ? 1 : 0) || byIdIn(direction)(x, y),
      );
      expect(rows.map((r) => r.Id)).toEqual(expected.map((r) => r.Id));
    },
  );

  it('counts the same rows with and without a filter that keeps them all', async () => {
    const whole = await everyRow('jobTitle', 'asc');
    const searchTypes = ['Executive', 'Consulting', 'BLM', 'IM'].map((type) => ({
      key: { Id: 'SearchType' },
      value: { Id: type },
    }));
    const filtered = replyOf(
      await bert.post('/api/v2/assignment/list', {
        scope: 'all',
        sort: 'jobTitle',
        filter: searchTypes,
        limit: 100,
      }),
      AssignmentPageSchema,
    );
    expect(filtered.total).toBe(whole.total);
    expect(filtered.items.map((r) => r.Id)).toEqual(whole.rows.slice(0, 100).map((r) => r.Id));
  });
});

describe('company listing', () => {
  it('scopes my (owned or billed) / location / all per user', async () => {
    const ids = async (client: TestClient, scope: string) =>
      (await companies(client, { scope })).items.map((r) => r.Id);
    expect(await ids(alma, 'my')).toEqual([id.parent]);
    expect(await ids(bert, 'my')).toEqual([id.parent, id.other, id.sub]);
    expect(await ids(alma, 'location')).toEqual([id.subsub, id.parent, id.other]);
    expect(await ids(bert, 'location')).toEqual([id.other, id.sub]);
    expect(await ids(bert, 'all')).toEqual([id.subsub, id.parent, id.lonely, id.other, id.sub]);
  });

  it('answers the company row with its parent, owner and off-limits display', async () => {
    const items = (await companies(bert, {})).items;
    const sub = items.find((r) => r.Id === id.sub);
    const subsub = items.find((r) => r.Id === id.subsub);
    const parent = items.find((r) => r.Id === id.parent);
    expect(parent).toMatchObject({
      parent: null,
      parentId: null,
      IsKeyAccount: true,
      owner: `Alma Voss${TAG}`,
    });
    expect(sub).toMatchObject({
      parent: `${TAG} Holdings`,
      parentId: id.parent,
      parentIsKeyAccount: true,
      offLimitsText: 'Off Limits',
      actionDate: null,
    });
    expect(subsub).toMatchObject({ offLimitsText: '2025-08-31', actionDate: '2025-02-28' });
  });

  it('the company read model names its owner and off-limits date for the detail page', async () => {
    const parent = replyOf(await bert.get(`/api/v2/company/${id.parent}`), CompanySchema);
    expect(parent.Owner).toEqual({ ID: id.alma, Name: `Alma Voss${TAG}` });
    const sub = replyOf(await bert.get(`/api/v2/company/${id.sub}`), CompanySchema);
    expect(sub).toMatchObject({ Owner: null, OffLimitsDate: '2225-01-01' });
  });

  it('filters, sorts and pages', async () => {
    expect((await companies(bert, { search: `${TAG} lonely` })).items.map((r) => r.Id)).toEqual([id.lonely]);
    // the parent's name matches its subsidiaries too
    expect(
      (await companies(bert, { search: `${TAG} Subsidiary`, sort: 'parent' })).items.map((r) => r.Id),
    ).toEqual([id.sub, id.subsub]);
    const desc = await companies(bert, { sort: 'company', direction: 'desc', limit: 2 });
    expect(desc.items.map((r) => r.Id)).toEqual([id.sub, id.other]);
    expect(desc.total).toBe(5);
    const next = await companies(bert, { sort: 'company', direction: 'desc', limit: 2, offset: 4 });
    expect(next.items.map((r) => r.Id)).toEqual([id.subsub]);
    for (const sort of ['owner', 'status', 'offLimitsDate', 'inveniasId', 'zoominfoId'])
      expect((await companies(bert, { sort })).total).toBe(5);
    expect((await bert.post('/api/v2/company/list', { sort: 'name' })).statusCode).toBe(400);
  });
});

describe('assignment detail', () => {
  it('answers status, dates, team and invoices with ordinals, revisions and splits', async () => {
    const detail = replyOf(await alma.get(`/api/v2/assignment/${id.a1}`), AssignmentDetailSchema);
    expect(detail).toMatchObject({
      Id: id.a1,
      status: 'F',
      statusName: 'Filled',
      statusDate: '2024-05-15',
      searchTypeName: 'Executive Search',
      dateTaken: '2024-01-15',
      filledDate: '2024-05-15',
      timeToFill: 121,
      industry: refA.industry.name,
      function: refA.fn.name,
      practiceGroup: refA.practiceGroup.name,
      subsector: refA.subsector.name,
      onStrategy: true,
      currency: 'EUR',
    });
    expect(detail.team.map((m) => [m.userId, m.role, m.percentage, m.pictureId])).toEqual([
      [id.alma, 'D', 60, id.alma],
      [id.bert, 'H', 40, null],
    ]);
    const invoices = detail.invoices ?? [];
    expect(invoices.map((i) => [i.ordinalLabel, i.revisionLabel, i.amount, i.currency])).toEqual([
      ['Initial', 'Original amount', 1000, 'EUR'],
      ['2nd', '1st revision', 300, 'GBP'],
    ]);
    expect(invoices[1].amountConverted).toBeCloseTo(360, 6);
    expect(invoices[1].splits.map((s) => [s.userId, s.amount, s.amountConverted])).toEqual([
      [id.alma, 180, 216],
      [id.bert, 120, 144],
    ]);
    expect(detail.totalBillings).toBeCloseTo(1360, 6);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await alma.get('/api/v2/assignment/999999999')).statusCode).toBe(404);
    expect((await alma.get('/api/v2/assignment/abc')).statusCode).toBe(400);
    expect((await alma.get('/api/v2/assignment/-3')).statusCode).toBe(400);
    expect((await alma.get('/api/v2/assignment/99999999999')).statusCode).toBe(400);
  });
});

describe('company family tree', () => {
  it('answers the subsidiaries below a company, or the whole family', async () => {
    const below = replyOf(
      await bert.get(`/api/v2/company/${id.sub}/hierarchy?include=subsidiaries`),
      HierarchySchema,
    );
    expect(below.root).toMatchObject({ Id: id.sub, children: [{ Id: id.subsub, children: [] }] });
    expect(below.companyIds).toEqual([id.sub, id.subsub]);
    const all = replyOf(
      await bert.get(`/api/v2/company/${id.subsub}/hierarchy?include=all`),
      HierarchySchema,
    );
    expect(all.root.Id).toBe(id.parent);
    expect(all.companyIds).toEqual([id.parent, id.sub, id.subsub]);
    const fallback = replyOf(await bert.get(`/api/v2/company/${id.subsub}/hierarchy`), HierarchySchema);
    expect(fallback.include).toBe('subsidiaries');
    expect(fallback.companyIds).toEqual([id.subsub]);
  });

  it('refuses unknown companies, malformed ids and include values', async () => {
    expect((await bert.get('/api/v2/company/999999999/hierarchy')).statusCode).toBe(404);
    expect((await bert.get('/api/v2/company/x/hierarchy')).statusCode).toBe(400);
    expect((await bert.get(`/api/v2/company/${id.sub}/hierarchy?include=cousins`)).statusCode).toBe(400);
  });
});

describe('widgets', () => {
  const companyFilter = (companyId: number) => [{ key: { Id: 'CompanyId' }, value: { Id: companyId } }];
  const year2024 = { selection: 'Custom', startDate: '2024-01-01', endDate: '2024-12-31' };

  it('recent assignments honour the filter, take 5 by default, and may be empty', async () => {
    const filter = [...companyFilter(id.parent), ...companyFilter(id.subsub), ...companyFilter(id.sub)];
    const rowsOut = z
      .array(AssignmentRowSchema)
      .parse((await bert.post('/api/v2/widget/recentAssignments', { filter })).json());
    expect(rowsOut.map((r) => r.Id)).toEqual([id.a4, id.a2, id.a1]);
    const one = await bert.post('/api/v2/widget/recentAssignments', {
      filter: JSON.stringify(filter),
      take: 1,
    });
    expect(replyOf(one, z.array(AssignmentRowSchema)).map((r) => r.Id)).toEqual([id.a4]);
    const demo = replyOf(
      await bert.post('/api/v2/widget/recentAssignments', {}),
      z.array(AssignmentRowSchema),
    );
    expect(demo.length).toBeLessThanOrEqual(5);
    const empty = await bert.post('/api/v2/widget/recentAssignments', { filter: companyFilter(id.lonely) });
    expect(replyOf(empty, z.array(AssignmentRowSchema))).toEqual([]);
  });

  it('recent companies put the latest activity first', async () => {
    const filter = [id.parent, id.sub, id.other, id.lonely].flatMap(companyFilter);
    const listed = replyOf(
      await bert.post('/api/v2/widget/recentCompanies', { filter, take: 3 }),
      z.array(CompanyRowSchema),
    );
    expect(listed.map((r) => r.Id)).toEqual([id.sub, id.parent, id.other]);
    const empty = await bert.post('/api/v2/widget/recentCompanies', {
      filter: [{ key: { Id: 'CompanyId' }, value: { Id: 2_000_000_000 } }],
    });
    expect(replyOf(empty, z.array(CompanyRowSchema))).toEqual([]);
  });

  it('recent teaming win: the latest taken teaming assignment with billings', async () => {
    const filter = [id.parent, id.sub, id.subsub, id.other].flatMap(companyFilter);
    // a4 is teamed but has no billings, a2 and a3 have one partner
    const wins = replyOf(
      await bert.post('/api/v2/widget/recentTeamingWin?take=1', { filter }),
      z.array(TeamingWinSchema),
    );
    expect(wins.map((w) => w.Id)).toEqual([id.a1]);
    expect(wins[0].users.map((u) => [u.ID, u.pictureId])).toEqual([
      [id.alma, id.alma],
      [id.bert, null],
    ]);
    const none = await bert.post('/api/v2/widget/recentTeamingWin', { filter: companyFilter(id.other) });
    expect(replyOf(none, z.array(TeamingWinSchema))).toEqual([]);
    expect((await bert.post('/api/v2/widget/recentTeamingWin?take=0', {})).statusCode).toBe(400);
  });

  it('top offices, partners and practice groups in USD from the report engine', async () => {
    const filter = [id.parent, id.sub, id.other].flatMap(companyFilter);
    const offices = replyOf(
      await alma.post('/api/v2/widget/topOffices', { filter, date: year2024 }),
      z.array(TopOfficeSchema),
    );
    // credited office: Alma (A) 60% of a1; Bert (B) 40% of a1, a2 and a3 (2000 GBP at 0.5 = 4000 USD)
    const a1Usd = 1250 + 400;
    expect(offices.map((o) => o.locationId)).toEqual([refB.location.id, refA.location.id]);
    expect(offices[0].totalBillingsUsd).toBeCloseTo(a1Usd * 0.4 + 500 + 4000, 6);
    expect(offices[1].totalBillingsUsd).toBeCloseTo(a1Usd * 0.6, 6);
    const one = replyOf(
      await alma.post('/api/v2/widget/topOffices?take=1', { filter, date: year2024 }),
      z.array(TopOfficeSchema),
    );
    expect(one).toHaveLength(1);

    const partners = replyOf(
      await alma.post('/api/v2/widget/topPartners', { filter, date: year2024 }),
      z.array(TopPartnerSchema),
    );
    expect(
      partners.map((p) => [p.ID, Math.round(p.totalBillingsUsd), Math.round(p.teamingValueUsd)]),
    ).toEqual([
      [id.bert, Math.round(a1Usd * 0.4 + 4500), a1Usd],
      [id.alma, Math.round(a1Usd * 0.6), a1Usd],
    ]);
    expect(partners.map((p) => [p.ID, p.pictureId])).toEqual([
      [id.bert, null],
      [id.alma, id.alma],
    ]);

    const groups = replyOf(
      await alma.post('/api/v2/widget/topPracticeGroups', { filter, date: year2024 }),
      z.array(TopPracticeGroupSchema),
    );
    expect(groups.map((g) => [g.id, g.totalBillingsUsd])).toEqual([
      [refA.practiceGroup.id, expect.closeTo(a1Usd, 6)],
    ]);

    // the same figures the dashboard gives in USD
    const report = replyOf(
      await bert.post('/api/v2/financial/report', {
        filter: {
          type: 'activity',
          date: year2024,
          keys: [id.parent, id.sub, id.other].map((value) => ({ key: 'company', value })),
        },
        breakdown: { type: 'location' },
      }),
      ReportResponseSchema,
    );
    const b = report.results.breakdown.rows.find((r) => r.id === refB.location.id);
    expect(offices[0].totalBillingsUsd).toBeCloseTo(b?.totalBillings ?? -1, 6);
  });

  it("answers each call on the filter it is sent: a page's, or a narrower widget override", async () => {
    // The web sends one filter: the widget's own (override) when set, else the page's (spec 3 §2.7).
    const pageFilter = [id.parent, id.sub, id.other].flatMap(companyFilter);
    const override = [id.sub, id.other].flatMap(companyFilter); // leaves out a1, the teamed one
    const figures = async <T extends z.ZodType>(path: string, filter: object[], schema: T) =>
      replyOf(await alma.post(`/api/v2/widget/${path}`, { filter, date: year2024 }), z.array(schema));
    const a1Usd = 1250 + 400;

    const offices = async (filter: object[]) =>
      (await figures('topOffices', filter, TopOfficeSchema)).map((o) => [
        o.locationId,
        Math.round(o.totalBillingsUsd),
      ]);
    expect(await offices(pageFilter)).toEqual([
      [refB.location.id, Math.round(a1Usd * 0.4 + 4500)],
      [refA.location.id, Math.round(a1Usd * 0.6)],
    ]);
    expect(await offices(override)).toEqual([[refB.location.id, 4500]]);

    const partners = async (filter: object[]) =>
      (await figures('topPartners', filter, TopPartnerSchema)).map((p) => [
        p.ID,
        Math.round(p.totalBillingsUsd),
        Math.round(p.teamingValueUsd),
      ]);
    expect(await partners(pageFilter)).toEqual([
      [id.bert, Math.round(a1Usd * 0.4 + 4500), a1Usd],
      [id.alma, Math.round(a1Usd * 0.6), a1Usd],
    ]);
    expect(await partners(override)).toEqual([[id.bert, 4500, 0]]);

    const groups = async (filter: object[]) =>
      (await figures('topPracticeGroups', filter, TopPracticeGroupSchema)).map((g) => g.id);
    expect(await groups(pageFilter)).toEqual([refA.practiceGroup.id]);
    expect(await groups(override)).toEqual([]);

    const recent = async (filter: object[]) =>
      replyOf(await bert.post('/api/v2/widget/recentCompanies', { filter }), z.array(CompanyRowSchema)).map(
        (c) => c.Id,
      );
    expect(await recent(pageFilter)).toEqual([id.sub, id.parent, id.other]);
    expect(await recent(override)).toEqual([id.sub, id.other]);
  });

  it('refuses an incomplete or reversed custom period', async () => {
    const missing = await alma.post('/api/v2/widget/topOffices', { date: { selection: 'Custom' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('needs a start and an end date');
    const reversed = await alma.post('/api/v2/widget/topPartners', {
      date: { selection: 'Custom', startDate: '2024-05-01', endDate: '2024-01-01' },
    });
    expect(reversed.statusCode).toBe(400);
  });

  it('answer empty lists for a filter without billings', async () => {
    const filter = companyFilter(id.lonely);
    for (const path of ['topOffices', 'topPartners', 'topPracticeGroups']) {
      const response = await alma.post(`/api/v2/widget/${path}`, { filter, date: year2024 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });
});

describe('signed out', () => {
  it('answers 401 on every call', async () => {
    const anonymous = t.client();
    expect((await anonymous.post('/api/v2/assignment/list', {})).statusCode).toBe(401);
    expect((await anonymous.post('/api/v2/company/list', {})).statusCode).toBe(401);
    expect((await anonymous.get(`/api/v2/assignment/${id.a1}`)).statusCode).toBe(401);
    expect((await anonymous.get(`/api/v2/company/${id.parent}/hierarchy`)).statusCode).toBe(401);
    for (const path of [
      'recentAssignments',
      'recentCompanies',
      'recentTeamingWin',
      'topOffices',
      'topPartners',
      'topPracticeGroups',
    ])
      expect((await anonymous.post(`/api/v2/widget/${path}`, {})).statusCode).toBe(401);
  });
});
