// spec 2 §7: a report run's PDF is asked for by its run Id in one request, like its Excel: it says
// what the report shows (type, period, compare period, filter keys, currency) and holds its tables,
// as the caller may see them; a report too long for paper is pointed to its Excel.
import { existsSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../../test/test-app.ts';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PDF = '/api/v2/report/pdf';
const period = { selection: 'Custom', startDate: '2025-06-16', endDate: '2026-06-15' };
/** Fewer than the demo firm's Financial run has in its sheets, so that a PDF of it is too long. */
const MAX_ROWS = 40;

let t: TestApp;
let partner: TestClient;
let short: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHROMIUM_PATH: chromiumPath });
  short = await createTestApp({ CHROMIUM_PATH: chromiumPath, REPORT_PDF_MAX_ROWS: String(MAX_ROWS) });
  partner = t.client();
  await partner.login(DEMO.partner);
});
afterAll(() => Promise.all([t.close(), short.close()]));

/** The PDF's text, page after page, as a reader would copy it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

async function runOf(client: TestClient, path: string, body: Record<string, unknown>) {
  const response = await client.post(path, body);
  expect(response.statusCode).toBe(200);
  return response.json() as { runId: string; results: { metrics: { totalBillings: number } } };
}

describe(`POST ${PDF}`, () => {
  it.skipIf(!existsSync(chromiumPath))(
    "prints a Financial run's filters and figures, the same as the dashboard's, in one request",
    async () => {
      const run = await runOf(partner, '/api/v2/financial/report', {
        type: 'Financial',
        filter: { type: 'activity', date: period, keys: [] },
      });
      const response = await partner.post(PDF, { runId: run.runId });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/filename="\d{8}-\d{4} Financial report\.pdf"/);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Financial report');
      expect(text).toContain('Compare period');
      expect(text).toContain('12 months earlier');
      // The period's first day in the reader's short form, and the report's billings to the dollar.
      expect(text).toContain('Jun 16, 2025');
      const billings = run.results.metrics.totalBillings;
      expect(billings).toBeGreaterThan(0);
      expect(text).toContain(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(billings));
    },
    60_000,
  );

  it('names a run that is gone', async () => {
    const gone = await partner.post(PDF, { runId: '0'.repeat(32) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/run the report again/i);
  });

  it('refuses a researcher without ExportReports as the Excel does', async () => {
    const researcher = t.client();
    await researcher.login(DEMO.researcher);
    const response = await researcher.post(PDF, { runId: 'a'.repeat(32) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('ExportReports');
  });

  it('points a report longer than a PDF may hold to its Excel', async () => {
    const client = short.client();
    await client.login(DEMO.partner);
    const run = await runOf(client, '/api/v2/financial/report', {
      type: 'Financial',
      filter: { type: 'activity', date: period, keys: [] },
    });
    const response = await client.post(PDF, { runId: run.runId });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(
      new RegExp(
        `^This report has [\\d,]+ rows, more than the ${MAX_ROWS} a PDF may hold; download it as Excel instead\\.$`,
      ),
    );
  });
});
