// "Who knows this client" and "Clients I know" on a hand-built family beside the demo firm: the
// colleagues in the documented order with their credited billings to the cent — the Financial
// report's figures for the same filter, whole units as the engine answers them (takes of 600.06,
// 400.04 and 250.50 add up before rounding) — and no money for a viewer without ViewFinancials.
import { ClientsSchema, KnownBySchema, ReportResponseSchema } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedAssignment,
  seedCompany,
  seedInvoice,
  seedReference,
  seedUser,
} from '../../db/seed/factories.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { invalidateReportData } from '../reports/report-data.service.ts';
import { knownSince } from './clients.service.ts';

let t: TestApp;
let withMoney: TestClient;
let withoutMoney: TestClient;
const TAG = `Kb${process.pid}`;
const id: Record<string, number> = {};
const today = () => new Date().toISOString().slice(0, 10);

function inDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const cents = (value: number | undefined) => Math.round((value ?? Number.NaN) * 100);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const ref = await seedReference(db);
  const person = async (firstName: string, permissions: string[] = []) =>
    await seedUser(db, {
      firstName,
      lastName: TAG,
      locationId: ref.location.id,
      currency: 'USD',
      password: `pw-${firstName}-1`,
      permissions,
    });
  const ann = await person('Ann', ['ViewFinancials']);
  const eve = await person('Eve');
  Object.assign(id, {
    ann: ann.id,
    ben: (await person('Ben')).id,
    cat: (await person('Cat')).id,
    dan: (await person('Dan')).id,
  });
  id.top = (await seedCompany(db, { name: `${TAG} Top` })).id;
  id.sub = (await seedCompany(db, { name: `${TAG} Sub`, parentId: id.top })).id;
  const job = async (
    companyId: number,
    dateTaken: string,
    team: { userId: number; role: 'D' | 'H'; percentage: number }[],
  ) =>
    (
      await seedAssignment(db, {
        companyId,
        locationId: ref.location.id,
        jobTitle: `${TAG} role`,
        dateTaken,
        team,
      })
    ).assignment.id;
  id.a1 = await job(id.top, inDays(-400), [
    { userId: id.ann, role: 'D', percentage: 60 },
    { userId: id.ben, role: 'H', percentage: 40 },
  ]);
  await seedInvoice(db, { assignmentId: id.a1, amount: '1000.10', date: inDays(-300) });
  id.a2 = await job(id.sub, inDays(-200), [{ userId: id.ben, role: 'D', percentage: 100 }]);
  await seedInvoice(db, { assignmentId: id.a2, amount: '250.50', date: inDays(-100) });
  // Billed six years ago: outside the five years credited.
  id.a3 = await job(id.top, inDays(-7 * 365), [{ userId: id.cat, role: 'D', percentage: 100 }]);
  await seedInvoice(db, { assignmentId: id.a3, amount: 5000, date: inDays(-6 * 365) });
  id.a4 = await job(id.top, inDays(-50), [{ userId: id.dan, role: 'H', percentage: 100 }]);
  await invalidateReportData(db);

  withMoney = t.client();
  await withMoney.login(ann.email, 'pw-Ann-1');
  withoutMoney = t.client();
  await withoutMoney.login(eve.email, 'pw-Eve-1');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function knownBy(client: TestClient, companyId: number, family: boolean) {
  const response = await client.get(`/api/v2/company/${companyId}/knownBy?family=${family}`);
  expect(response.statusCode, response.body).toBe(200);
  return KnownBySchema.parse(response.json());
}

describe('GET /api/v2/company/:id/knownBy', () => {
  it('ranks the family by credited billings, then assignments, then the latest date taken', async () => {
    const reply = await knownBy(withMoney, id.top, true);
    expect(reply.items.map((r) => [r.partnerId, cents(r.creditedBillings), r.assignmentCount])).toEqual([
      [id.ben, 65100, 2],
      [id.ann, 60000, 1],
      [id.dan, 0, 1],
      [id.cat, 0, 1],
    ]);
    expect(reply).toMatchObject({ total: 4, currency: 'USD', since: knownSince(today()) });
    const ann = reply.items.find((r) => r.partnerId === id.ann);
    expect(ann).toMatchObject({ lastTaken: inDays(-400) });
    expect(ann?.assignments).toEqual([
      expect.objectContaining({ id: id.a1, companyId: id.top, roles: [{ role: 'D', percentage: 60 }] }),
    ]);
  });

  it('counts the company alone without its family', async () => {
    const reply = await knownBy(withMoney, id.top, false);
    expect(reply.items.map((r) => [r.partnerId, cents(r.creditedBillings)])).toEqual([
      [id.ann, 60000],
      [id.ben, 40000],
      [id.dan, 0],
      [id.cat, 0],
    ]);
  });

  it("credits what the Financial report's breakdown by partner credits for the same companies and period", async () => {
    const response = await withMoney.post('/api/v2/financial/report', {
      filter: {
        type: 'activity',
        date: { selection: 'Custom', startDate: knownSince(today()), endDate: today() },
        keys: [
          { key: 'company', value: id.top },
          { key: 'company', value: id.sub },
        ],
      },
      breakdown: { type: 'fullName' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = ReportResponseSchema.parse(response.json());
    const reply = await knownBy(withMoney, id.top, true);
    for (const row of report.results.breakdown.rows) {
      expect(cents(reply.items.find((r) => r.partnerId === row.id)?.creditedBillings)).toBe(
        cents(row.totalBillings),
      );
    }
  });

  it('ranks by assignments then recency and shows no money to a viewer without ViewFinancials', async () => {
    const reply = await knownBy(withoutMoney, id.top, true);
    expect(reply.items.map((r) => r.partnerId)).toEqual([id.ben, id.dan, id.ann, id.cat]);
    for (const row of reply.items) expect(row).not.toHaveProperty('creditedBillings');
  });

  it('answers 404 for an unknown company', async () => {
    expect((await withMoney.get('/api/v2/company/2147483000/knownBy')).statusCode).toBe(404);
  });
});

describe('GET /api/v2/partner/:id/clients', () => {
  it("ranks a partner's clients by their credited billings with each", async () => {
    const response = await withMoney.get(`/api/v2/partner/${id.ben}/clients`);
    expect(response.statusCode, response.body).toBe(200);
    const reply = ClientsSchema.parse(response.json());
    expect(reply.items.map((r) => [r.companyId, cents(r.creditedBillings), r.lastTaken])).toEqual([
      [id.top, 40000, inDays(-400)],
      [id.sub, 25100, inDays(-200)],
    ]);
  });

  it('ranks by recency and shows no money without ViewFinancials', async () => {
    const reply = ClientsSchema.parse((await withoutMoney.get(`/api/v2/partner/${id.ben}/clients`)).json());
    expect(reply.items.map((r) => r.companyId)).toEqual([id.sub, id.top]);
    for (const row of reply.items) expect(row).not.toHaveProperty('creditedBillings');
  });

  it('answers 404 for an unknown partner', async () => {
    expect((await withMoney.get('/api/v2/partner/2147483000/clients')).statusCode).toBe(404);
  });
});
