// Excel in one call (spec 2 §7): the server builds a Financial run's whole workbook from its run Id,
// its figures equal cell by cell to the report's own answers page by page (~90 calls); the export
// is written off the event loop; ExportReports is required.
import {
  BREAKDOWN_TABS,
  type BreakdownRow,
  buildReportSheets,
  type ReportResponse,
  reportToolEndpoints,
  type XlsxSheet,
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

/** The run Id of the report on this filter. */
async function runIdOf(client: TestClient, filter: Filter): Promise<string> {
  return (await client.post('/api/v2/financial/report', { type: 'Financial', filter })).json().runId;
}

/** The sheets as the report's own calls answer them: every page of every tab, both periods. */
async function sheetsPageByPage(client: TestClient, filter: Filter): Promise<XlsxSheet[]> {
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
  return buildReportSheets({
    periods: [
      { label: 'Current Period', range: current.filter.date, metrics: current.results.metrics },
      { label: 'Previous Period', range: compare.filter.date, metrics: compare.results.metrics },
    ],
    members,
    breakdowns,
  });
}

/** A cell as the workbook holds it: dates as dates, numbers as numbers, empty as null. */
function expectedCell(value: unknown, format: string | undefined): unknown {
  if (format === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  return value ?? null;
}

describe('a report exported in one call', () => {
  it.each([
    ['one year', activity('2025-06-16')],
    ['two years', activity('2024-06-16')],
  ])(
    'holds, cell by cell, what the report answers page by page (%s)',
    async (_, filter) => {
      const response = await partner.post(XLSX, { runId: await runIdOf(partner, filter) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toMatch(
        /filename="\d{8}-\d{4} Financial report\.xlsx"/,
      );
      const actual = await readWorkbook(response.rawPayload);
      const expected = await sheetsPageByPage(partner, filter);

      // spec 2 §7: the filters, Metrics, Metrics Extended, the member details and the 12 breakdowns
      expect(actual.worksheets.map((s) => s.name)).toEqual(['Filters', ...expected.map((s) => s.title)]);
      expect(actual.worksheets).toHaveLength(16);
      let compared = 0;
      for (const sheet of expected) {
        const mine = actual.getWorksheet(sheet.title)!;
        expect(mine.rowCount, sheet.title).toBe(sheet.rows.length + 1);
        const formats = sheet.headers.map((h) => (typeof h === 'string' ? 'text' : h.format));
        sheet.rows.forEach((row, r) => {
          row.forEach((value, c) => {
            const cell = mine.getRow(r + 2).getCell(c + 1);
            expect(cell.value, `${sheet.title}!${cell.address}`).toEqual(expectedCell(value, formats[c]));
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
});

describe('who may export', () => {
  it('refuses a user without ExportReports with 403, and signed-out callers with 401', async () => {
    const runId = await runIdOf(partner, filter);
    const researcher = t.client();
    await researcher.login(DEMO.researcher);
    const refused = await researcher.post(XLSX, { runId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have the ExportReports permission.');
    expect((await t.client().post(XLSX, { runId })).statusCode).toBe(401);
  });
});
