// The league table in Excel and shared: the filters on the first sheet, then the table row for row
// as the screen's call answers it, figures as typed numbers; refused to a reader who may not see the
// figures, and built without a money column for one; a share link that brings back the filters.
import { isMoneyField, LeagueRowSchema, LeagueSchema } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/sql-rows.ts';
import { hashPassword } from '../../platform/tokens.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';
import { buildLeagueSheets } from './league-workbook.ts';

let t: TestApp;
let partner: TestClient;
let location: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  partner = t.client();
  await partner.login(DEMO.partner);
  [location] = rows<{ id: number; name: string }>(
    await t.database.db.execute(sql`select id, name from locations order by id limit 1`),
  ) as [{ id: number; name: string }];
}, 120_000);
afterAll(() => t?.close());

const XLSX = '/api/v2/report/league/xlsx';
const MONEY_HEADERS = [
  'Credited billings',
  'Compare period billings',
  'Teaming revenue',
  'Target',
  'Pro-rata target',
];

async function readWorkbook(payload: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

const valuesOf = (sheet: ExcelJS.Worksheet) =>
  sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? [row.slice(1)] : []));

describe('POST /api/v2/report/league/xlsx', () => {
  it('names the filters on the first sheet and holds the table row for row, figures as numbers', async () => {
    const body = {
      by: 'office',
      filter: {
        type: 'activity',
        date: { selection: '1Y' },
        keys: [{ key: 'location', value: location.id, Text: location.name }],
      },
    };
    const league = LeagueSchema.parse((await partner.post('/api/v2/report/league', body)).json());
    expect(league.rows.length).toBeGreaterThan(0);
    const response = await partner.post(XLSX, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="\d{8}-\d{4} League report\.xlsx"/);
    const workbook = await readWorkbook(response.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Filters', 'League table - Offices']);

    const filters = valuesOf(workbook.worksheets[0] as ExcelJS.Worksheet);
    expect(filters).toEqual(
      expect.arrayContaining([
        ['Ranked', 'Offices'],
        ['Period', `${league.period.startDate} to ${league.period.endDate}`],
        ['Compare period', `${league.comparePeriod.startDate} to ${league.comparePeriod.endDate}`],
        ['Currency', 'USD'],
        ['Location', location.name],
      ]),
    );

    const [headers, ...table] = valuesOf(workbook.worksheets[1] as ExcelJS.Worksheet);
    expect(headers).toEqual(expect.arrayContaining(['Rank', 'Name', ...MONEY_HEADERS, 'Reached', 'Status']));
    const column = (name: string) => (headers as string[]).indexOf(name);
    expect(table.map((r) => [r[column('Rank')], r[column('Name')], r[column('Credited billings')]])).toEqual(
      league.rows.map((r) => [r.rank, r.name, r.totalBillings]),
    );
    expect(typeof table[0]?.[column('Credited billings')]).toBe('number');
  });

  it('refuses a researcher, and a user who may export but not see figures, naming the flag and no figure', async () => {
    const researcher = t.client();
    await researcher.login(DEMO.researcher);
    const body = { by: 'partner', filter: { date: { selection: '1Y' } } };
    const refused = await researcher.post(XLSX, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toMatch(/billings|teaming|target/i);

    const passwordHash = await hashPassword('export-only');
    await t.database.db.execute(sql`
      update users set email = 'league-export-only@money.test', password_hash = ${passwordHash},
        is_site_admin = false, permissions = '{ExportReports}'::text[], status_id = 1
      where id = (select id from users where password_hash is null and status_id = 1 order by id limit 1)`);
    const exporter = t.client();
    await exporter.login('league-export-only@money.test', 'export-only');
    const response = await exporter.post(XLSX, body);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have the ViewFinancials permission.');
  });

  it('builds no money column, and no figure of one, for a reader without ViewFinancials', async () => {
    const body = { by: 'partner', filter: { date: { selection: '1Y' } } };
    const league = LeagueSchema.parse((await partner.post('/api/v2/report/league', body)).json());
    const sheets = buildLeagueSheets({
      league,
      filter: { type: 'activity', date: { selection: '1Y' }, keys: [] },
      canSeeMoney: false,
    });
    const headers = sheets.flatMap((s) => s.headers.map((h) => (typeof h === 'string' ? h : h.text)));
    for (const header of MONEY_HEADERS) expect(headers).not.toContain(header);
    const moneyKeys = Object.keys(LeagueRowSchema.shape).filter((k) =>
      isMoneyField(LeagueRowSchema.shape[k as keyof typeof LeagueRowSchema.shape]),
    );
    const figures = new Set(
      league.rows.flatMap((r) =>
        moneyKeys.map((k) => r[k as keyof typeof r]).filter((v) => Number(v) > 1000),
      ),
    );
    expect(figures.size).toBeGreaterThan(0);
    const cells = sheets.flatMap((s) => s.rows.flat());
    expect(cells.filter((c) => figures.has(c as number))).toEqual([]);
  });
});

describe('sharing a league table', () => {
  it('saves the filters of each run, so that a share link brings them back as the dashboard does', async () => {
    const filter = {
      type: 'taken',
      date: { selection: 'Custom', startDate: '2025-01-01', endDate: '2025-06-30' },
    };
    const league = LeagueSchema.parse(
      (await partner.post('/api/v2/report/league', { by: 'office', filter })).json(),
    );
    expect(league.Id).toBeGreaterThan(0);
    const stub = await partner.get(`/api/v2/report/${league.Id}/stub`);
    expect(stub.statusCode, stub.body).toBe(200);
    const shared = await partner.get(`/api/v2/report/stub/${encodeURIComponent(stub.json())}`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().filter).toMatchObject(filter);
  });
});
