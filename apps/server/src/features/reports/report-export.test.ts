// Excel in one call (spec 2 §7): the server builds a report's whole workbook from the report itself,
// equal cell by cell to the workbook the web client used to assemble from ~90 calls; the export is
// written off the event loop; client-supplied sheets are bounded; ExportReports is required.
import {
  BREAKDOWN_TABS,
  type BreakdownRow,
  buildReportSheets,
  type ReportResponse,
  reportToolEndpoints,
} from '@atrium/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

let t: TestApp;
let partner: TestClient;
const activity = (startDate: string) => ({
  type: 'activity',
  date: { selection: 'Custom', startDate, endDate: '2026-06-15' },
  keys: [],
});
type Filter = ReturnType<typeof activity>;
const filter = activity('2025-06-16');

beforeAll(async () => {
  t = await createTestApp();
  partner = t.client();
  await partner.login(DEMO.partner);
});
afterAll(() => t.close());

const XLSX = '/api/v2/report/xlsx';

async function readWorkbook(payload: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

/** The workbook as the web client built it before: every page of every tab, then the sheets sent. */
async function workbookTheOldWay(client: TestClient, filter: Filter): Promise<Buffer> {
  const run = async (breakdown: { type: string; page: number }, compare = false): Promise<ReportResponse> =>
    (
      await client.post(`/api/v2/financial/report${compare ? '?compare=true' : ''}`, {
        type: 'Financial',
        filter,
        breakdown,
      })
    ).json();
  const current = await run({ type: 'region', page: 1 });
  const compare = await run({ type: 'region', page: 1 }, true);
  const members = (await client.post(reportToolEndpoints.members.path, { filter })).json();
  const breakdowns: { title: string; rows: BreakdownRow[] }[] = [];
  for (const tab of BREAKDOWN_TABS) {
    const rows: BreakdownRow[] = [];
    for (let page = 1; ; page++) {
      const { breakdown } = (await run({ type: tab.type, page })).results;
      rows.push(...breakdown.rows);
      if (page * breakdown.pageSize >= breakdown.total || breakdown.rows.length === 0) break;
    }
    breakdowns.push({ title: tab.label, rows });
  }
  const sheets = buildReportSheets({
    periods: [
      { label: 'Current Period', range: current.filter.date, metrics: current.results.metrics },
      { label: 'Previous Period', range: compare.filter.date, metrics: compare.results.metrics },
    ],
    members,
    breakdowns,
  });
  const response = await client.post(XLSX, { type: 'Financial', currency: current.currency, sheets });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('a report exported in one call', () => {
  it.each([
    ['one year', activity('2025-06-16')],
    ['two years', activity('2024-06-16')],
  ])(
    'is the same workbook, cell by cell, as the one the client used to assemble (%s)',
    async (_, filter) => {
      const response = await partner.post(XLSX, { type: 'Financial', report: { filter } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toMatch(
        /filename="\d{8}-\d{4} Financial report\.xlsx"/,
      );
      const actual = await readWorkbook(response.rawPayload);
      const expected = await readWorkbook(await workbookTheOldWay(partner, filter));

      // spec 2 §7: Metrics, Metrics Extended, the member details and the 12 breakdowns
      expect(actual.worksheets.map((s) => s.name)).toEqual(expected.worksheets.map((s) => s.name));
      expect(actual.worksheets).toHaveLength(15);
      let compared = 0;
      for (const sheet of expected.worksheets) {
        const mine = actual.getWorksheet(sheet.name)!;
        expect(mine.rowCount, sheet.name).toBe(sheet.rowCount);
        sheet.eachRow({ includeEmpty: true }, (row, r) => {
          row.eachCell({ includeEmpty: true }, (cell, c) => {
            const other = mine.getRow(r).getCell(c);
            expect(other.value, `${sheet.name}!${cell.address}`).toEqual(cell.value);
            expect(other.type, `${sheet.name}!${cell.address}`).toBe(cell.type);
            expect(other.numFmt, `${sheet.name}!${cell.address}`).toBe(cell.numFmt);
            compared++;
          });
        });
      }
      expect(compared).toBeGreaterThan(500);
      const partners = actual.getWorksheet('Partner')!;
      expect(partners.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
      expect(partners.getCell('B2').numFmt).toMatch(/"[A-Z]{3}" #,##0/);
    },
    120_000,
  );

  it('keeps other requests answering while a large workbook is written', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`Row ${i}`, i * 1.5, i]);
    const sheets = Array.from({ length: 3 }, (_, s) => ({
      title: `Sheet ${s + 1}`,
      headers: ['Name', { text: 'Amount', format: 'currency' }, { text: 'Count', format: 'number' }],
      rows,
    }));
    let isDone = false;
    const exported = partner.post(XLSX, { sheets }).then((r) => {
      isDone = true;
      return r;
    });
    // Written on the event loop, the workbook would hold every call until it is done: one answer.
    // How much slower calls are meanwhile is measured by `npm run bench -- platform`.
    let answered = 0;
    while (!isDone) {
      expect((await partner.get('/api/v2/user/isLoggedIn')).statusCode).toBe(200);
      answered++;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const response = await exported;
    expect(response.statusCode).toBe(200);
    expect((await readWorkbook(response.rawPayload)).getWorksheet('Sheet 3')!.rowCount).toBe(10_001);
    expect(answered).toBeGreaterThan(3);
  }, 120_000);
});

describe('who may export', () => {
  it('refuses a user without ExportReports with 403, whichever way the workbook is asked for', async () => {
    const researcher = t.client();
    await researcher.login(DEMO.researcher);
    const byReport = await researcher.post(XLSX, { report: { filter } });
    expect(byReport.statusCode).toBe(403);
    expect(byReport.json().message).toBe('You do not have the ExportReports permission.');
    const bySheets = await researcher.post(XLSX, { sheets: [{ title: 'x', headers: ['a'], rows: [['b']] }] });
    expect(bySheets.statusCode).toBe(403);
    expect((await t.client().post(XLSX, { report: { filter } })).statusCode).toBe(401);
  });
});

describe('limits on client-supplied sheets', () => {
  const sheet = (rows: number, columns = 1, title = 'Sheet') => ({
    title,
    headers: Array.from({ length: columns }, (_, i) => `C${i}`),
    rows: Array.from({ length: rows }, () => Array.from({ length: columns }, () => 1)),
  });

  it('refuses more than 30 sheets or 100 columns with 400 and says the limit', async () => {
    const tooMany = await partner.post(XLSX, { sheets: Array.from({ length: 31 }, () => sheet(1)) });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json().issues)).toContain('A workbook has at most 30 sheets.');
    const tooWide = await partner.post(XLSX, { sheets: [sheet(1, 101)] });
    expect(tooWide.statusCode).toBe(400);
    expect(JSON.stringify(tooWide.json().issues)).toContain('A sheet has at most 100 columns.');
  });

  it('refuses a sheet over 20,000 rows and a workbook over 200,000 cells with 413', async () => {
    const long = await partner.post(XLSX, { sheets: [sheet(20_001, 1, 'Long')] });
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toBe('The sheet "Long" has 20,001 rows; a sheet holds at most 20,000.');
    const big = await partner.post(XLSX, { sheets: Array.from({ length: 6 }, () => sheet(18_000, 2)) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The workbook has 216,000 cells; a workbook holds at most 200,000.');
  });

  it('asks for either the report or the sheets', async () => {
    const both = await partner.post(XLSX, { report: { filter }, sheets: [sheet(1)] });
    expect(both.statusCode).toBe(400);
    const neither = await partner.post(XLSX, {});
    expect(neither.statusCode).toBe(400);
  });
});
