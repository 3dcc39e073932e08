import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openSignedIn } from './browser.ts';

// The financial dashboard (spec 2 §2): a partner runs a 1Y report, reads the KPIs and the chart,
// switches the Details tab, drills region → license, shares the report and downloads Excel and PDF.
const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'partner@demo.atrium'));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
});
afterAll(() => context?.close());

const details = () => page.getByRole('region', { name: 'Details', exact: true });

describe('the financial dashboard', () => {
  it('generates a 1Y report with KPIs against last year and the compare chart', async () => {
    await page.goto(`${baseUrl}/mcl/dashboard`);
    const period = page.getByRole('radiogroup', { name: 'Period' });
    expect(await period.getByRole('radio', { name: '1Y' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Generate Report' }).click();

    const metrics = page.getByRole('region', { name: 'Metrics' });
    await metrics.getByText('Total Billings', { exact: true }).waitFor();
    await expect.poll(() => metrics.getByText(/^vs /).count()).toBeGreaterThan(0);
    expect(await metrics.getByText(/^\$[\d,]+$/).count()).toBeGreaterThan(0);
    await page.getByRole('img', { name: /Total Billings, current period and previous period/ }).waitFor();
    await page.getByRole('button', { name: 'Modify Report' }).waitFor();
    await details().getByRole('table', { name: 'Region breakdown' }).waitFor();
  });

  it('switches the Details tab', async () => {
    await details().getByRole('tab', { name: 'Partner' }).click();
    const table = details().getByRole('table', { name: 'Partner breakdown' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    expect(await details().getByRole('tab', { name: 'Partner' }).getAttribute('aria-selected')).toBe('true');
  });

  it('drills from a region into its licenses and back with Clear all filters', async () => {
    await details().getByRole('tab', { name: 'Region' }).click();
    const regions = details().getByRole('table', { name: 'Region breakdown' });
    const firstRegion = regions.getByRole('rowheader').first().getByRole('button');
    await firstRegion.waitFor();
    const regionName = (await firstRegion.textContent()) ?? '';
    await firstRegion.click();

    await details().getByRole('table', { name: 'License breakdown' }).waitFor();
    const level = page.getByRole('navigation', { name: 'Report level' });
    await level.getByText(regionName, { exact: true }).waitFor();
    expect(await level.getByRole('button', { name: 'Global' }).count()).toBe(1);

    await details().getByRole('button', { name: 'Clear all filters' }).click();
    await details().getByRole('table', { name: 'Region breakdown' }).waitFor();
    expect(await level.getByText(regionName, { exact: true }).count()).toBe(0);
  });

  it('shares a link that opens the same report in a fresh browser', async () => {
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Copied to clipboard').waitFor();
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/report/[\\w-]{16,}$`));
    await page.keyboard.press('Escape');

    await asSomeone(baseUrl, 'admin@demo.atrium', async (other) => {
      await other.goto(link);
      await other.waitForURL((url) => url.pathname === '/mcl/dashboard');
      await other.getByRole('table', { name: 'Region breakdown' }).waitFor();
      await other.getByRole('button', { name: 'Modify Report' }).waitFor();
    });
  });

  it('downloads the report as an Excel workbook', async () => {
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^\d{8}-\d{4} Financial report\.xlsx$/);
  });

  it('downloads the report as a PDF printed from its run', async () => {
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^\d{8}-\d{4} Financial report\.pdf$/);
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('opens a saved report of yours from ?reportId and runs it with autorun', async () => {
    const csrf = (await context.cookies()).find((c) => /^(__Host-)?atrium_csrf$/.test(c.name))?.value ?? '';
    const saved = await page.request.post(`${baseUrl}/api/v2/financial/report?saveReport=true`, {
      headers: { 'x-csrf-token': csrf },
      data: {
        type: 'Financial',
        filter: {
          type: 'activity',
          date: { selection: 'Custom', startDate: '2025-01-01', endDate: '2025-06-30' },
          keys: [],
        },
      },
    });
    const { Id } = await saved.json();
    await page.goto(`${baseUrl}/mcl/dashboard?reportId=${Id}&autorun=true`);
    await details().getByRole('table', { name: 'Region breakdown' }).waitFor();
    await page
      .getByText(/Jan 1, 2025\s*[–-]\s*Jun 30, 2025/)
      .first()
      .waitFor();
  });
});
