// The colleague finder ranks colleagues by teaming value on the matching assignments
// (docs/metrics.md, "Teaming value of a colleague"); every expected figure below is worked by hand.
import { ColleagueResultSchema } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { skills as skillsTable, userSkills, users } from '../../db/schema/index.ts';
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
import { replyOf, signedIn } from './people-test-helpers.ts';

let t: TestApp;
let viewer: TestClient;
let a: ReferenceSet;
let b: ReferenceSet;
const company = { c1: 0, c2: 0, c3: 0 };
const skill = { s1: 0, s2: 0 };

/*
 * Kite (office A, skills s1 s2), Lark (office B, s2), Mott (office A), Nash (B, inactive), and the
 * viewer (office A). Assignments, all invoiced in February 2024:
 *   X1 c1, industry A: Kite 40 / Lark 40 / Nash 20, one invoice of 1,000 USD   → teaming
 *   X2 c2, function A: Kite / Mott, invoices of 300 and 200 USD               → teaming
 *   X3 c1, practice group A: Lark / Mott, one invoice of 800 EUR (= 1,000 USD) → teaming
 *   X4 c1: Kite alone, 5,000 USD                                               → not teaming (one person)
 *   X5 c3: Kite / Lark, +100 and −100 USD                                      → not teaming (billings 0)
 *   X6 c2: viewer / Kite, 700 USD                                              → teaming
 * With EUR at 0.8 per USD that month.
 */
const id = { kite: 0, lark: 0, mott: 0, nash: 0, viewer: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  a = await seedReference(db);
  b = await seedReference(db);
  for (const key of Object.keys(company) as (keyof typeof company)[])
    company[key] = (await seedCompany(db)).id;
  const [s1, s2] = await db
    .insert(skillsTable)
    .values([
      { sourceId: `finder-s1-${process.pid}`, name: 'Finder skill one' },
      { sourceId: `finder-s2-${process.pid}`, name: 'Finder skill two' },
    ])
    .returning();
  Object.assign(skill, { s1: s1.id, s2: s2.id });
  const inA = { locationId: a.location.id };
  const inB = { locationId: b.location.id };
  id.kite = (await seedUser(db, { ...inA, firstName: 'Ada', lastName: 'Kite' })).id;
  id.lark = (await seedUser(db, { ...inB, firstName: 'Bo', lastName: 'Lark' })).id;
  id.mott = (await seedUser(db, { ...inA, firstName: 'Cy', lastName: 'Mott' })).id;
  id.nash = (await seedUser(db, { ...inB, firstName: 'Di', lastName: 'Nash', statusId: 2 })).id;
  const me = await seedUser(db, {
    ...inA,
    firstName: 'Vi',
    lastName: 'Ewer',
    currency: 'EUR',
    password: 'finder-pass',
    permissions: ['ViewFinancials'],
  });
  id.viewer = me.id;
  await db.insert(userSkills).values([
    { userId: id.kite, skillId: skill.s1 },
    { userId: id.kite, skillId: skill.s2 },
    { userId: id.lark, skillId: skill.s2 },
  ]);
  await seedFxRate(db, { month: '2024-02-01', currency: 'EUR', unitsPerUsd: 0.8 });

  const work = async (
    values: Parameters<typeof seedAssignment>[1],
    invoices: { amount: number; currency?: string }[],
  ) => {
    const { assignment } = await seedAssignment(db, { ...inA, ...values });
    for (const invoice of invoices) await seedInvoice(db, { assignmentId: assignment.id, ...invoice });
  };
  await work(
    {
      companyId: company.c1,
      industryId: a.industry.id,
      team: [
        { userId: id.kite, percentage: 40 },
        { userId: id.lark, percentage: 40 },
        { userId: id.nash, percentage: 20 },
      ],
    },
    [{ amount: 1000 }],
  );
  await work(
    { companyId: company.c2, functionId: a.fn.id, team: [{ userId: id.kite }, { userId: id.mott }] },
    [{ amount: 300 }, { amount: 200 }],
  );
  await work(
    {
      companyId: company.c1,
      practiceGroupId: a.practiceGroup.id,
      team: [{ userId: id.lark }, { userId: id.mott }],
    },
    [{ amount: 800, currency: 'EUR' }],
  );
  await work({ companyId: company.c1, team: [{ userId: id.kite }] }, [{ amount: 5000 }]);
  await work({ companyId: company.c3, team: [{ userId: id.kite }, { userId: id.lark }] }, [
    { amount: 100 },
    { amount: -100 },
  ]);
  await work({ companyId: company.c2, team: [{ userId: id.viewer }, { userId: id.kite }] }, [
    { amount: 700 },
  ]);
  viewer = await signedIn(t, me.email, 'finder-pass');
});
afterAll(() => t.close());

const ours = () => [company.c1, company.c2, company.c3];
const find = async (body: object) =>
  replyOf(await viewer.post('/api/v2/widget/colleagueFinder', body), z.array(ColleagueResultSchema));
const ranking = (results: z.infer<typeof ColleagueResultSchema>[]) =>
  results.map((r) => [r.lastName, r.teamingValueUsd, r.assignments]);

describe('the colleague finder (POST /api/v2/widget/colleagueFinder)', () => {
  it('ranks colleagues by the teaming value they built, leaving out the viewer, leavers and non-teaming work', async () => {
    const results = await find({ companies: ours() });
    expect(ranking(results)).toEqual([
      ['Kite', 2200, 3],
      ['Lark', 2000, 2],
      ['Mott', 1500, 2],
    ]);
  });

  it("shows the values in the viewer's currency too", async () => {
    const [kite, lark] = await find({ companies: ours() });
    expect([kite.currency, kite.teamingValue, lark.teamingValue]).toEqual(['EUR', 1760, 1600]);
  });

  it('shows US dollars to a viewer whose currency has no rates', async () => {
    const db = t.database.db;
    // A signed-in viewer's profile change reaches the session caches within a second.
    const shown = (values: unknown[]) =>
      vi.waitFor(
        async () => {
          const [kite, lark] = await find({ companies: ours() });
          expect([kite.currency, kite.teamingValue, lark.teamingValue]).toEqual(values);
        },
        { timeout: 1000, interval: 50 },
      );
    await db.update(users).set({ currency: 'XTS' }).where(eq(users.id, id.viewer));
    try {
      await shown(['USD', 2200, 2000]);
    } finally {
      await db.update(users).set({ currency: 'EUR' }).where(eq(users.id, id.viewer));
      await shown(['EUR', 1760, 1600]);
    }
  });

  it('narrows by company, industry, function, practice group and subsector (ties by last name)', async () => {
    expect(ranking(await find({ companies: [company.c1] }))).toEqual([
      ['Lark', 2000, 2],
      ['Kite', 1000, 1],
      ['Mott', 1000, 1],
    ]);
    expect(ranking(await find({ industry: a.industry.id }))).toEqual([
      ['Kite', 1000, 1],
      ['Lark', 1000, 1],
    ]);
    expect(ranking(await find({ function: a.fn.id }))).toEqual([
      ['Kite', 500, 1],
      ['Mott', 500, 1],
    ]);
    // X1 through its industry code, X3 as its own practice group
    expect(ranking(await find({ practiceGroup: a.practiceGroup.id }))).toEqual([
      ['Lark', 2000, 2],
      ['Kite', 1000, 1],
      ['Mott', 1000, 1],
    ]);
    expect(ranking(await find({ subsector: a.subsector.id })).map(([name]) => name)).toEqual([
      'Kite',
      'Lark',
    ]);
  });

  it("narrows by the colleague's region, license, office and skills (any of them)", async () => {
    expect(ranking(await find({ companies: ours(), location: a.location.id })).map(([n]) => n)).toEqual([
      'Kite',
      'Mott',
    ]);
    expect(ranking(await find({ region: b.region.id }))).toEqual([['Lark', 2000, 2]]);
    expect(ranking(await find({ license: b.license.id, companies: [company.c2] }))).toEqual([]);
    expect(ranking(await find({ companies: ours(), skills: [skill.s1] })).map(([n]) => n)).toEqual(['Kite']);
    expect(ranking(await find({ companies: ours(), skills: [skill.s1, skill.s2] })).map(([n]) => n)).toEqual([
      'Kite',
      'Lark',
    ]);
  });

  it("agrees with the Financial report's Teaming Value for the same partner over all time", async () => {
    const [kite] = await find({ location: a.location.id });
    const report = await viewer.post('/api/v2/financial/report', {
      filter: {
        type: 'activity',
        date: {
          selection: 'Custom',
          startDate: '2008-01-01',
          endDate: new Date().toISOString().slice(0, 10),
        },
        keys: [{ key: 'partner', value: id.kite }],
      },
    });
    expect(report.statusCode).toBe(200);
    expect(kite.lastName).toBe('Kite');
    expect(report.json().results.metrics.teamingValue).toBeCloseTo(kite.teamingValue ?? Number.NaN, 2);
  });

  it('takes the top results only, and is empty when nothing matches', async () => {
    expect(ranking(await find({ companies: ours(), take: 1 }))).toEqual([['Kite', 2200, 3]]);
    // Level at the cut: the last name decides who is shown, not the order the values came in.
    expect(ranking(await find({ companies: [company.c1], take: 2 }))).toEqual([
      ['Lark', 2000, 2],
      ['Kite', 1000, 1],
    ]);
    expect(ranking(await find({ function: a.fn.id, take: 1 }))).toEqual([['Kite', 500, 1]]);
    expect(ranking(await find({ industry: a.industry.id, take: 1 }))).toEqual([['Kite', 1000, 1]]);
    expect(await find({ companies: [company.c3] })).toEqual([]);
  });

  it('refuses a fourth skill and other bad filters with 400; 401 when signed out', async () => {
    const four = await viewer.post('/api/v2/widget/colleagueFinder', { skills: [1, 2, 3, 4] });
    expect(four.statusCode).toBe(400);
    expect(four.json().issues.map((i: { message: string }) => i.message)).toContain(
      'Choose at most 3 skills.',
    );
    for (const body of [
      { companies: Array.from({ length: 21 }, (_, i) => i + 1) },
      { take: 0 },
      { take: 51 },
      { industry: 'abc' },
      { region: -1 },
    ]) {
      expect(
        (await viewer.post('/api/v2/widget/colleagueFinder', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await t.client().post('/api/v2/widget/colleagueFinder', {})).statusCode).toBe(401);
  });
});

describe('the colleague finder after changes', () => {
  it('lists a colleague by a skill they added since the last search, at once', async () => {
    expect(ranking(await find({ companies: ours(), skills: [skill.s1] })).map(([n]) => n)).toEqual(['Kite']);
    await t.database.db.insert(userSkills).values({ userId: id.mott, skillId: skill.s1 });
    expect(ranking(await find({ companies: ours(), skills: [skill.s1] })).map(([n]) => n)).toEqual([
      'Kite',
      'Mott',
    ]);
  });

  it('shows new figures once the report data changes (an import, a merge)', async () => {
    expect(ranking(await find({ companies: [company.c2] }))[0]).toEqual(['Kite', 1200, 2]);
    const { assignment } = await seedAssignment(t.database.db, {
      locationId: a.location.id,
      companyId: company.c2,
      team: [{ userId: id.lark }, { userId: id.mott }],
    });
    await seedInvoice(t.database.db, { assignmentId: assignment.id, amount: 4000 });
    await invalidateReportData(t.database.db);
    expect(ranking(await find({ companies: [company.c2] }))).toEqual([
      ['Mott', 4500, 2],
      ['Lark', 4000, 1],
      ['Kite', 1200, 2],
    ]);
  });

  it('counts an invoice once for a colleague with two splits on it', async () => {
    const db = t.database.db;
    const c = await seedReference(db);
    const pike = await seedUser(db, { locationId: c.location.id, firstName: 'Em', lastName: 'Pike' });
    const quinn = await seedUser(db, { locationId: c.location.id, firstName: 'Fay', lastName: 'Quinn' });
    const c4 = (await seedCompany(db)).id;
    const { assignment } = await seedAssignment(db, {
      locationId: c.location.id,
      companyId: c4,
      team: [{ userId: pike.id }, { userId: quinn.id }],
    });
    await seedInvoice(db, {
      assignmentId: assignment.id,
      amount: 400,
      splits: [
        { userId: pike.id, percentage: 30 },
        { userId: pike.id, percentage: 30 },
        { userId: quinn.id, percentage: 40 },
      ],
    });
    await invalidateReportData(db);
    // The whole 400 once each, whatever their share; ties by last name.
    expect(ranking(await find({ companies: [c4] }))).toEqual([
      ['Pike', 400, 1],
      ['Quinn', 400, 1],
    ]);
  });
});
