// League tables on a hand-built firm of two offices beside the demo firm: the figures equal the
// dashboard's breakdown by partner, office and practice group for the same filter, to the cent;
// the rank change against the compare period; each row's target status.
import { LeagueSchema, ReportResponseSchema, TargetSchema } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedAssignment, seedInvoice, seedReference, seedUser } from '../../db/seed/factories.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { invalidateReportData } from '../reports/report-data.service.ts';

let t: TestApp;
let viewer: TestClient;
let admin: TestClient;
const TAG = `Lg${process.pid}`;
const id: Record<string, number> = {};
let filter: object;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const north = await seedReference(db);
  const south = await seedReference(db);
  Object.assign(id, { north: north.location.id, south: south.location.id, group: north.practiceGroup.id });
  const person = async (firstName: string, locationId: number) =>
    (
      await seedUser(db, {
        firstName,
        lastName: TAG,
        locationId,
        currency: 'USD',
        password: `pw-${firstName}-1`,
      })
    ).id;
  id.ann = await person('Ann', id.north);
  id.ben = await person('Ben', id.north);
  id.cat = await person('Cat', id.south);
  const viewerUser = await seedUser(db, {
    currency: 'USD',
    password: 'pw-viewer-1',
    permissions: ['ViewFinancials'],
  });
  const billed = async (
    userIds: number[],
    amounts: { amount: string; date: string }[],
    values: { dateTaken: string; status?: 'F' | 'O'; statusDate?: string },
  ) => {
    const team = userIds.map((userId, i) => ({
      userId,
      role: i === 0 ? ('D' as const) : ('H' as const),
      percentage: 100 / userIds.length,
    }));
    const { assignment } = await seedAssignment(db, {
      jobTitle: `${TAG} role`,
      locationId: id.north,
      practiceGroupId: id.group,
      industryId: north.industry.id,
      status: values.status ?? 'O',
      statusDate: values.statusDate ?? values.dateTaken,
      dateTaken: values.dateTaken,
      team,
    });
    for (const a of amounts)
      await seedInvoice(db, { assignmentId: assignment.id, amount: a.amount, date: a.date });
  };
  // This period (first half of 2025): Ann 3000.40, Ben 2000.25 (half of it teaming with Cat), Cat 1000.
  await billed([id.ann], [{ amount: '3000.40', date: '2025-02-10' }], {
    dateTaken: '2025-01-20',
    status: 'F',
    statusDate: '2025-05-01',
  });
  await billed([id.ben], [{ amount: '1000.25', date: '2025-03-10' }], { dateTaken: '2025-02-01' });
  await billed([id.ben, id.cat], [{ amount: '2000.00', date: '2025-04-10' }], { dateTaken: '2025-03-01' });
  // The compare period (first half of 2024): Cat 5000, Ben 4000, Ann 100.
  await billed([id.cat], [{ amount: '5000', date: '2024-02-10' }], { dateTaken: '2024-01-15' });
  await billed([id.ben], [{ amount: '4000', date: '2024-03-10' }], { dateTaken: '2024-01-20' });
  await billed([id.ann], [{ amount: '100', date: '2024-04-10' }], { dateTaken: '2024-02-20' });
  await invalidateReportData(db);
  filter = {
    type: 'activity',
    date: { selection: 'Custom', startDate: '2025-01-01', endDate: '2025-06-30' },
    keys: [
      { key: 'location', value: id.north },
      { key: 'location', value: id.south },
    ],
  };
  viewer = t.client();
  await viewer.login(viewerUser.email, 'pw-viewer-1');
  admin = t.client();
  await admin.login(DEMO.admin);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function league(by: string) {
  const response = await viewer.post('/api/v2/report/league', { filter, by });
  expect(response.statusCode, response.body).toBe(200);
  return LeagueSchema.parse(response.json());
}

const cents = (value: number | undefined) => Math.round((value ?? Number.NaN) * 100);

describe('POST /api/v2/report/league', () => {
  it.each([
    ['partner', 'fullName'],
    ['office', 'location'],
    ['practiceGroup', 'practiceGroup'],
  ])("by %s equals the dashboard's %s breakdown for the same filter, to the cent", async (by, type) => {
    const response = await viewer.post('/api/v2/financial/report', { filter, breakdown: { type } });
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = ReportResponseSchema.parse(response.json()).results.breakdown.rows.filter(
      (r) => r.id > 0,
    );
    const table = await league(by);
    expect(table.rows.length).toBe(dashboard.length);
    expect(table.rows.length).toBeGreaterThan(0);
    for (const row of dashboard) {
      const mine = table.rows.find((r) => r.id === row.id);
      expect(cents(mine?.totalBillings)).toBe(cents(row.totalBillings));
      expect(cents(mine?.teamingRevenue)).toBe(cents(row.teamingRevenue));
      expect(mine?.assignmentsTaken).toBe(row.assignmentsTaken);
      expect(mine?.assignmentsFilled).toBe(row.assignmentsFilled);
    }
  });

  it('ranks partners by credited billings with the compare period and the change in rank', async () => {
    const table = await league('partner');
    expect(table.period).toEqual({ startDate: '2025-01-01', endDate: '2025-06-30' });
    expect(table.comparePeriod).toEqual({ startDate: '2024-01-01', endDate: '2024-06-30' });
    expect(table.rows.map((r) => [r.id, r.rank, r.compareRank, r.rankChange])).toEqual([
      [id.ann, 1, 3, 2],
      [id.ben, 2, 2, 0],
      [id.cat, 3, 1, -2],
    ]);
    expect(table.rows.map((r) => r.compareTotalBillings)).toEqual([100, 4000, 5000]);
  });

  it('shows each target, its share and the status against the pro-rata target', async () => {
    const save = async (subjectId: number, amountUsd: number) => {
      const response = await admin.request({
        method: 'PUT',
        url: '/api/v2/admin/targets',
        payload: { year: 2025, kind: 'partner', subjectId, amountUsd },
      });
      expect(response.statusCode, response.body).toBe(200);
      return TargetSchema.parse(response.json());
    };
    // 181 of 365 days: on track from 100% of the pro-rata target, close from 90%.
    await save(id.ann, 6000);
    await save(id.ben, 4300);
    const cat = await save(id.cat, 4000);
    expect(cat).toMatchObject({ name: `Cat ${TAG}`, amountUsd: 4000 });
    const table = await league('partner');
    expect(table.rows.map((r) => [r.id, r.target, r.targetStatus])).toEqual([
      [id.ann, 6000, 'onTrack'],
      [id.ben, 4300, 'close'],
      [id.cat, 4000, 'behind'],
    ]);
    expect(cents(table.rows[0]?.proRataTarget ?? 0)).toBe(Math.round(((6000 * 181) / 365) * 100));
    const listed = z.array(TargetSchema).parse((await admin.get('/api/v2/admin/targets?year=2025')).json());
    expect(listed.map((target) => target.subjectId)).toEqual([id.ann, id.ben, id.cat]);
    expect((await admin.delete(`/api/v2/admin/targets/${cat.id}`)).statusCode).toBe(200);
    expect((await league('partner')).rows[2]).toMatchObject({ target: null, targetStatus: null });
  });

  it('refuses an unknown grouping and a target for nobody', async () => {
    expect((await viewer.post('/api/v2/report/league', { filter, by: 'region' })).statusCode).toBe(400);
    const response = await admin.request({
      method: 'PUT',
      url: '/api/v2/admin/targets',
      payload: { year: 2025, kind: 'office', subjectId: 2147483000, amountUsd: 1 },
    });
    expect(response.statusCode).toBe(404);
  });
});
