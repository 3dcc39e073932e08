// spec 2 §7: every report type's Excel is asked for by its run Id in one request, and its first
// sheet says what it shows — the report type, the period, the compare period, each filter key
// with its text and the currency — with dates as date cells; the caller's permissions decide.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/tokens.ts';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let partner: TestClient;
let license: { Id: number; Text: string };
const XLSX = '/api/v2/report/xlsx';
const period = { selection: 'Custom', startDate: '2025-06-16', endDate: '2026-06-15' };

beforeAll(async () => {
  t = await createTestApp();
  partner = t.client();
  await partner.login(DEMO.partner);
  const [option] = (await partner.get('/api/v2/license/filter')).json();
  license = { Id: option.ID, Text: option.Name };
});
afterAll(() => t.close());

async function readWorkbook(payload: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The filters sheet as rows of [filter, value, from, to]. */
function filterRows(workbook: ExcelJS.Workbook) {
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row, r) => {
    if (r > 1) rows.push([1, 2, 3, 4].map((c) => row.getCell(c).value));
  });
  return { name: sheet.name, rows, sheet };
}

const REPORTS = [
  { type: 'Financial', path: '/api/v2/financial/report', filterType: 'activity', dateFilter: 'Activity' },
  { type: 'Assignment', path: '/api/v2/assignment/report', filterType: 'taken', dateFilter: 'Date Taken' },
  { type: 'Company', path: '/api/v2/company/report', filterType: 'invoice', dateFilter: 'Invoice Date' },
  { type: 'User', path: '/api/v2/user/report', filterType: 'hire', dateFilter: 'Hire Date' },
  { type: 'License', path: '/api/v2/license/report', filterType: 'none', dateFilter: 'No date filter' },
  { type: 'Location', path: '/api/v2/location/report', filterType: 'role', dateFilter: 'Role Changed' },
] as const;

async function runOf(client: TestClient, report: (typeof REPORTS)[number], options = { isWholeFirm: false }) {
  const keys = options.isWholeFirm ? [] : [{ key: 'license', value: license.Id, Text: license.Text }];
  const response = await client.post(report.path, {
    type: report.type,
    filter: { type: report.filterType, date: period, keys },
  });
  expect(response.statusCode, report.type).toBe(200);
  return response.json() as { runId: string; currency?: string };
}

describe("every report type's Excel", () => {
  it.each(REPORTS)(
    'is built from its run Id in one request and first says what it shows ($type)',
    async (report) => {
      const run = await runOf(partner, report);
      expect(run.runId).toMatch(/^[0-9a-f]{32}$/);
      const response = await partner.post(XLSX, { runId: run.runId });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`filename="\\d{8}-\\d{4} ${report.type} report\\.xlsx"`),
      );
      const workbook = await readWorkbook(response.rawPayload);
      const { name, rows, sheet } = filterRows(workbook);
      expect(name).toBe('Filters');
      const currency = run.currency ?? 'USD';
      const compare =
        report.type === 'Financial'
          ? ['Compare period', '12 months earlier', day('2024-06-16'), day('2025-06-15')]
          : ['Compare period', 'None', null, null];
      expect(rows).toEqual([
        ['Report type', report.type, null, null],
        ['Period', 'Custom', day('2025-06-16'), day('2026-06-15')],
        compare,
        ['Date filter', report.dateFilter, null, null],
        ['License', license.Text, null, null],
        ['Currency', currency, null, null],
      ]);
      // the period's dates are date cells, shown as dates
      expect(sheet.getCell('C3').type).toBe(ExcelJS.ValueType.Date);
      expect(sheet.getCell('C3').numFmt).toBe('yyyy-mm-dd');
      expect(workbook.worksheets.length).toBeGreaterThan(1);
    },
    120_000,
  );

  it('has typed date columns in the sheets of the report itself', async () => {
    const dateColumn = async (report: (typeof REPORTS)[number], title: string, header: string) => {
      const run = await runOf(partner, report, { isWholeFirm: true });
      const workbook = await readWorkbook((await partner.post(XLSX, { runId: run.runId })).rawPayload);
      const sheet = workbook.getWorksheet(title)!;
      const column = (sheet.getRow(1).values as unknown[]).indexOf(header);
      expect(column, `${title}: ${header}`).toBeGreaterThan(0);
      const cells = sheet
        .getColumn(column)
        .values.slice(2)
        .filter((v) => v !== null && v !== undefined);
      expect(cells.length, `${title}: ${header}`).toBeGreaterThan(0);
      expect(
        cells.every((v) => v instanceof Date),
        `${title}: ${header}`,
      ).toBe(true);
      expect(sheet.getCell(2, column).numFmt).toBe('yyyy-mm-dd');
    };
    await dateColumn(REPORTS[0], 'Metrics', 'Start date');
    await dateColumn(REPORTS[1], 'Assignments', 'Taken');
    await dateColumn(REPORTS[3], 'People', 'Hire date');
  }, 120_000);

  it('holds every row of the run, not one page', async () => {
    const run = await runOf(partner, REPORTS[3]);
    const first = (
      await partner.post('/api/v2/user/report', {
        Id: 0,
        filter: { type: 'hire', date: period, keys: [{ key: 'license', value: license.Id }] },
        results: { limit: 1 },
      })
    ).json();
    const workbook = await readWorkbook((await partner.post(XLSX, { runId: run.runId })).rawPayload);
    expect(workbook.getWorksheet('People')!.rowCount - 1).toBe(first.page.total);
  }, 120_000);

  it('has one run Id for the report and its compare run', async () => {
    const filter = { type: 'activity', date: period, keys: [] };
    const current = (await partner.post('/api/v2/financial/report', { filter })).json();
    const compare = (await partner.post('/api/v2/financial/report?compare=true', { filter })).json();
    expect(compare.runId).toBe(current.runId);
    expect(compare.filter.date.startDate).not.toBe(current.filter.date.startDate);
  });
});

describe('who may export a run', () => {
  async function exportOnly(): Promise<TestClient> {
    const passwordHash = await hashPassword('export-only');
    await t.database.db.execute(sql`
      update users set email = 'export-only@runs.test', password_hash = ${passwordHash},
        is_site_admin = false, permissions = '{ExportReports}'::text[], status_id = 1
      where id = (select id from users where password_hash is null and status_id = 1 order by id limit 1)`);
    const exporter = t.client();
    await exporter.login('export-only@runs.test', 'export-only');
    return exporter;
  }

  it('refuses money reports to a user who may export but not see figures, and gives the rest', async () => {
    const exporter = await exportOnly();
    for (const report of REPORTS.slice(0, 3)) {
      const { runId } = await runOf(partner, report);
      const refused = await exporter.post(XLSX, { runId });
      expect(refused.statusCode, report.type).toBe(403);
      expect(refused.json().message).toBe('You do not have the ViewFinancials permission.');
    }
    const { runId } = await runOf(partner, REPORTS[3]);
    const people = await exporter.post(XLSX, { runId });
    expect(people.statusCode).toBe(200);
  }, 120_000);

  it('refuses a user without ExportReports, and signed-out callers', async () => {
    const { runId } = await runOf(partner, REPORTS[3]);
    const researcher = t.client();
    await researcher.login(DEMO.researcher);
    const refused = await researcher.post(XLSX, { runId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have the ExportReports permission.');
    expect((await t.client().post(XLSX, { runId })).statusCode).toBe(401);
  });

  it('answers 404 for a run it does not know and 400 for what is no run Id', async () => {
    const unknown = await partner.post(XLSX, { runId: '0'.repeat(32) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'This report run is not known. Run the report again, then export it.',
    );
    expect((await partner.post(XLSX, { runId: 'nope' })).statusCode).toBe(400);
    expect((await partner.post(XLSX, { sheets: [{ title: 'x', headers: [], rows: [] }] })).statusCode).toBe(
      400,
    );
  });
});
