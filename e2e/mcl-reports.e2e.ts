// The company financial panel and the advanced searches: a company's panel switching
// 'Show for'; an advanced assignment search shared by link, opened in a fresh browser and exported
// to Excel; axe on both.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openSignedIn } from './browser.ts';
import { seriousViolations } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'partner@demo.atrium'));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
});
afterAll(() => context?.close());

/** A company with billings in the last year: the Company report's Activity type finds one. */
async function activeCompanyId(): Promise<number> {
  const csrf = (await context.cookies()).find((c) => /^(__Host-)?atrium_csrf$/.test(c.name))?.value ?? '';
  const answer = await page.request.post(`${baseUrl}/api/v2/company/report`, {
    headers: { 'x-csrf-token': csrf },
    data: {
      filter: { type: 'activity', date: { selection: '2Y' }, keys: [] },
      results: { sort: 'company', direction: 'asc', limit: 1 },
    },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { page: { items: { Id: number }[] } };
  return body.page.items[0].Id;
}

describe('the company financial panel', () => {
  it("shows six boxes for the company and its subsidiaries, and refetches for each 'Show for'", async () => {
    const id = await activeCompanyId();
    await page.goto(`${baseUrl}/mcl/companies/${id}`);
    const panel = page.getByRole('region', { name: 'Recent financial activity' });
    const showFor = panel.getByRole('combobox', { name: 'Show for' });
    await showFor.waitFor();
    expect(await showFor.inputValue()).toBe('This company and all its subsidiaries');
    for (const label of [
      'Total Billings',
      'Assignments Taken',
      'Teaming Revenue',
      'Teaming Taken',
      'Filled Job Value',
      'Time to Fill',
    ]) {
      await panel.getByText(label, { exact: true }).first().waitFor();
    }
    await panel.getByRole('img', { name: /Total Billings by quarter/ }).waitFor();
    expect(await seriousViolations(page, '[data-financial-panel]')).toEqual([]);

    for (const [label, show] of [
      ['This company only', 'company'],
      ["This company's entire family tree", 'family'],
    ]) {
      const refetch = page.waitForResponse(
        (r) =>
          r.url().endsWith(`/api/v2/company/${id}/financials`) && r.request().postDataJSON()?.show === show,
      );
      await showFor.click();
      await page.getByRole('option', { name: label }).click();
      expect((await refetch).status()).toBe(200);
      expect(await showFor.inputValue()).toBe(label);
      await panel.getByText('Total Billings', { exact: true }).first().waitFor();
    }
  });
});

describe('the advanced assignment search', () => {
  let link = '';

  it('generates an Activity search with totals and the results table', async () => {
    await page.goto(`${baseUrl}/mcl/assignments/report`);
    const filterType = page.getByRole('combobox', { name: 'Filter type' });
    expect(await filterType.inputValue()).toBe('Date Taken');
    await filterType.click();
    await page.getByRole('option', { name: 'Activity', exact: true }).click();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const table = page.getByRole('table', { name: 'Assignments matching the report' });
    await table.waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Modify Report' }).waitFor();
    await page.getByText(/^Cached /).waitFor();
    expect(await page.getByText('Activity', { exact: true }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shares a link that opens the same search in a fresh browser', async () => {
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Copied to clipboard').waitFor();
    link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/report/[\\w-]{16,}$`));
    await page.keyboard.press('Escape');

    // Another colleague who may see financial figures (the researcher may not: ViewFinancials).
    await asSomeone(baseUrl, 'admin@demo.atrium', async (other) => {
      await other.goto(link);
      await other.waitForURL((url) => url.pathname === '/mcl/assignments/report');
      const table = other.getByRole('table', { name: 'Assignments matching the report' });
      await table.waitFor();
      await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
      await other.getByText('Activity', { exact: true }).first().waitFor();
      await other.getByRole('button', { name: 'Modify Report' }).waitFor();
    });
  });

  it('downloads the search as an Excel workbook', async () => {
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^\d{8}-\d{4} Assignment report\.xlsx$/);
  });
});

describe('the advanced company search', () => {
  it('lists the companies with activity, axe clean', async () => {
    await page.goto(`${baseUrl}/mcl/companies/report`);
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const table = page.getByRole('table', { name: 'Companies matching the report' });
    await table.waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
