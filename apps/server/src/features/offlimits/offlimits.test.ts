// The off-limits check on hand-built families beside the demo firm: inheritance from a parent and
// from a subsidiary, a company marked apart, 'Off Limits' with no end, 'Job Active', the action
// date, and a partner's off-limits ending within 90 days.
import {
  OffLimitsExpiringSchema,
  OffLimitsMarkSchema,
  OffLimitsSchema,
  sixMonthsBefore,
} from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedAssignment, seedCompany, seedReference, seedUser } from '../../db/seed/factories.ts';
import { rows } from '../../platform/sql-rows.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let viewer: TestClient;
const TAG = `Ol${process.pid}`;
const id: Record<string, number> = {};

function inDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const ref = await seedReference(db);
  const alma = await seedUser(db, { firstName: 'Alma', lastName: `Voss${TAG}`, password: 'pw-alma-1' });
  const bert = await seedUser(db, { firstName: 'Bert', lastName: `Vance${TAG}` });
  Object.assign(id, { alma: alma.id, bert: bert.id });
  const company = async (name: string, values: Parameters<typeof seedCompany>[1] = {}) =>
    (await seedCompany(db, { name: `${TAG} ${name}`, ...values })).id;
  const job = async (companyId: number, values: Parameters<typeof seedAssignment>[1]) =>
    (await seedAssignment(db, { companyId, locationId: ref.location.id, jobTitle: `${TAG} CFO`, ...values }))
      .assignment.id;

  // Holdings, off limits for 60 more days, with a subsidiary and a subsidiary marked apart.
  id.holdings = await company('Holdings', { offLimitsDate: inDays(60) });
  id.retail = await company('Retail', { parentId: id.holdings });
  id.apart = await company('Apart', { parentId: id.holdings, offLimitsApart: true });
  id.older = await job(id.holdings, { dateTaken: '2023-02-01', team: [{ userId: id.bert, role: 'D' }] });
  id.latest = await job(id.holdings, {
    dateTaken: '2024-06-01',
    team: [
      { userId: id.alma, role: 'D', percentage: 60 },
      { userId: id.bert, role: 'H', percentage: 40 },
    ],
  });
  // A group off limits for good whose subsidiary has a job running.
  id.group = await company('Group', { offLimitsDate: '2299-12-31' });
  id.plant = await company('Plant', { parentId: id.group });
  id.running = await job(id.plant, {
    status: 'O',
    dateTaken: '2025-01-10',
    team: [{ userId: id.bert, role: 'D' }],
  });
  // Alone: one dated 200 days ahead, one whose date has passed, one within 30 days that Alma left.
  id.dated = await company('Dated', { offLimitsDate: inDays(200) });
  await job(id.dated, { team: [{ userId: id.alma, role: 'D' }] });
  id.lapsed = await company('Lapsed', { offLimitsDate: inDays(-1) });
  await job(id.lapsed, { team: [{ userId: id.alma, role: 'D' }] });
  id.handedOver = await company('Handed Over', { offLimitsDate: inDays(30) });
  await job(id.handedOver, { dateTaken: '2022-01-01', team: [{ userId: id.alma, role: 'D' }] });
  await job(id.handedOver, { dateTaken: '2023-01-01', team: [{ userId: id.bert, role: 'D' }] });

  // A family whose parents loop back (imported data can hold one): Loop A off limits, under Loop B,
  // which names Loop A as its own parent.
  id.loopA = await company('Loop A', { offLimitsDate: inDays(90) });
  id.loopB = await company('Loop B', { parentId: id.loopA });
  await db.execute(sql`update companies set parent_id = ${id.loopB} where id = ${id.loopA}`);

  viewer = t.client();
  await viewer.login(alma.email, 'pw-alma-1');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function offLimitsOf(companyId: number) {
  const response = await viewer.get(`/api/v2/company/${companyId}/offLimits`);
  expect(response.statusCode, response.body).toBe(200);
  return OffLimitsSchema.parse(response.json());
}

describe('GET /api/v2/company/:id/offLimits', () => {
  it('names the parent as the reason a subsidiary is off limits, with its date, action date, job and partners', async () => {
    const check = await offLimitsOf(id.retail);
    expect(check).toMatchObject({
      status: 'until',
      until: inDays(60),
      actionDate: sixMonthsBefore(inDays(60)),
    });
    expect(check.reasons).toHaveLength(1);
    expect(check.reasons[0]).toMatchObject({ companyId: id.holdings, relation: 'parent', until: inDays(60) });
    expect(check.reasons[0]?.assignments.map((a) => a.id)).toEqual([id.latest]);
    expect(check.reasons[0]?.assignments[0]?.partners).toEqual([
      { id: id.alma, name: `Alma Voss${TAG}`, role: 'D' },
      { id: id.bert, name: `Bert Vance${TAG}`, role: 'H' },
    ]);
  });

  it('leaves a company marked apart clear of its family, and its family clear of it', async () => {
    const apart = await offLimitsOf(id.apart);
    expect(apart).toMatchObject({ apart: true, status: 'clear', label: 'Not off limits', reasons: [] });
    const holdings = await offLimitsOf(id.holdings);
    expect(holdings.reasons.map((r) => [r.companyId, r.relation])).toEqual([[id.holdings, 'self']]);
  });

  it("answers 'Job Active' for a family with a job running, naming the subsidiary and its job", async () => {
    const group = await offLimitsOf(id.group);
    expect(group).toMatchObject({ status: 'jobActive', label: 'Job Active', until: null, actionDate: null });
    expect(group.reasons.map((r) => [r.companyId, r.relation, r.status])).toEqual([
      [id.group, 'self', 'offLimits'],
      [id.plant, 'subsidiary', 'jobActive'],
    ]);
    expect(group.reasons[1]?.assignments.map((a) => [a.id, a.status])).toEqual([[id.running, 'O']]);
  });

  it("answers 'Off Limits' with no end for a date after 2220-01-01", async () => {
    const plant = await offLimitsOf(id.plant);
    const byGroup = plant.reasons.find((r) => r.companyId === id.group);
    expect(byGroup).toMatchObject({ relation: 'parent', status: 'offLimits', until: null, actionDate: null });
  });

  it('gives the action date as the renewal date minus 6 months, and none once the date has passed', async () => {
    expect(await offLimitsOf(id.dated)).toMatchObject({
      status: 'until',
      label: 'Off limits until',
      until: inDays(200),
      actionDate: sixMonthsBefore(inDays(200)),
    });
    expect(await offLimitsOf(id.lapsed)).toMatchObject({ status: 'clear', until: null, reasons: [] });
  });

  it('answers 404 for a company that does not exist and 400 for an id that is not one', async () => {
    expect((await viewer.get('/api/v2/company/2147483000/offLimits')).statusCode).toBe(404);
    expect((await viewer.get('/api/v2/company/abc/offLimits')).statusCode).toBe(400);
  });
});

async function marksOf(ids: number[]) {
  const response = await viewer.post('/api/v2/company/offLimits', { ids });
  expect(response.statusCode, response.body).toBe(200);
  return z.array(OffLimitsMarkSchema).parse(response.json());
}

describe('POST /api/v2/company/offLimits', () => {
  it("gives a page of companies the badge each one's own check gives, the family's included", async () => {
    // Demo companies in families, with dates and jobs of their own, beside the hand-built ones.
    const demo = rows<{ id: number }>(
      await t.database.db.execute(sql`
        select c.id from companies c
        where c.parent_id is not null or c.off_limits_date is not null
           or exists (select 1 from companies ch where ch.parent_id = c.id)
        order by c.id limit 60`),
    );
    const ids = [
      ...Object.entries(id)
        .filter(([name]) =>
          ['holdings', 'retail', 'apart', 'group', 'plant', 'dated', 'lapsed'].includes(name),
        )
        .map(([, companyId]) => companyId),
      ...demo.map((row) => row.id),
    ];
    const marks = await marksOf(ids);
    expect(marks.map((m) => m.companyId)).toEqual([...new Set(ids)]);
    for (const mark of marks) {
      const { status, until, actionDate } = await offLimitsOf(mark.companyId);
      expect(mark, `company ${mark.companyId}`).toEqual({
        companyId: mark.companyId,
        status,
        until,
        actionDate,
      });
    }
    const byId = new Map(marks.map((m) => [m.companyId, m]));
    expect(byId.get(id.retail)).toMatchObject({ status: 'until', until: inDays(60) });
    expect(byId.get(id.apart)).toMatchObject({ status: 'clear' });
    expect(byId.get(id.plant)).toMatchObject({ status: 'jobActive' });
    expect(byId.get(id.group)).toMatchObject({ status: 'jobActive' });
    expect(byId.get(id.lapsed)).toMatchObject({ status: 'clear' });
  });

  it('walks a family whose parents loop back once round, each member taking the date of the other', async () => {
    const marks = await marksOf([id.loopA, id.loopB]);
    expect(marks).toEqual(
      [id.loopA, id.loopB].map((companyId) => ({
        companyId,
        status: 'until',
        until: inDays(90),
        actionDate: sixMonthsBefore(inDays(90)),
      })),
    );
    const check = await offLimitsOf(id.loopB);
    expect(check.reasons.map((r) => [r.companyId, r.relation])).toEqual([[id.loopA, 'parent']]);
  });

  it('leaves out ids of no company, and refuses an empty list or more than 100 ids with 400', async () => {
    expect(await marksOf([2147483000, id.dated])).toEqual([
      { companyId: id.dated, status: 'until', until: inDays(200), actionDate: sixMonthsBefore(inDays(200)) },
    ]);
    expect((await viewer.post('/api/v2/company/offLimits', { ids: [] })).statusCode).toBe(400);
    const tooMany = await viewer.post('/api/v2/company/offLimits', {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('Check at most 100 companies at once.');
  });
});

describe('GET /api/v2/partner/:id/offLimits/expiring', () => {
  it("holds exactly the companies whose date ends within 90 days where the partner is on the latest job's team", async () => {
    const response = await viewer.get(`/api/v2/partner/${id.alma}/offLimits/expiring?days=90`);
    expect(response.statusCode, response.body).toBe(200);
    const list = OffLimitsExpiringSchema.parse(response.json());
    expect(list.items.map((r) => r.companyId)).toEqual([id.holdings]);
    expect(list).toMatchObject({ total: 1, days: 90 });
    expect(list.items[0]).toMatchObject({ until: inDays(60), actionDate: sixMonthsBefore(inDays(60)) });
    const bert = OffLimitsExpiringSchema.parse(
      (await viewer.get(`/api/v2/partner/${id.bert}/offLimits/expiring?days=90`)).json(),
    );
    expect(bert.items.map((r) => r.company)).toEqual([`${TAG} Handed Over`, `${TAG} Holdings`]);
  });

  it('refuses a count of days out of range and answers 404 for an unknown partner', async () => {
    expect((await viewer.get(`/api/v2/partner/${id.alma}/offLimits/expiring?days=0`)).statusCode).toBe(400);
    expect((await viewer.get('/api/v2/partner/2147483000/offLimits/expiring')).statusCode).toBe(404);
  });
});
