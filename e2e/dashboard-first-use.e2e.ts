import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Request as BrowserRequest, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';

// The dashboard as a first-time user meets it: what they see, checked the way they see it.
const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'partner@demo.atrium'));
});
afterAll(() => context?.close());

const details = () => page.getByRole('region', { name: 'Details', exact: true });
const summary = (target: Page) => target.getByRole('region', { name: 'Report summary' });

async function pickRegion(target: Page, name: string) {
  const input = target.getByRole('combobox', { name: 'Region', exact: true });
  await input.click();
  await input.fill(name);
  await target.getByRole('option', { name }).click();
  await target.keyboard.press('Escape');
}

/** How far the page scrolls sideways (0 when it fits the window). */
const sidewaysScroll = (target: Page) =>
  target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a report filtered to a region', () => {
  it('names the region in the subtitle and shows its chip readably', async () => {
    await page.goto(`${baseUrl}/mcl/dashboard`);
    await pickRegion(page, 'North America');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByRole('button', { name: 'Modify Report' }).waitFor();

    const level = page.getByRole('navigation', { name: 'Report level' });
    await level.getByText('North America', { exact: true }).waitFor();
    expect(await level.locator('[aria-current="location"]').textContent()).toBe('North America');

    await summary(page).getByText('North America', { exact: true }).waitFor();
    // biome-ignore lint/suspicious/noExplicitAny: the builder accepts playwright-core's Page at runtime
    const contrast = await new AxeBuilder({ page: page as any })
      .include('section[aria-label="Report summary"]')
      .withRules(['color-contrast'])
      .analyze();
    expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
    expect(contrast.passes.length).toBeGreaterThan(0);
  });

  it('labels the forecast Firm-wide beside the filtered report', async () => {
    const forecast = page.getByRole('region', { name: 'Forecast — Firm-wide' });
    await forecast.waitFor();
    await forecast
      .getByText('The forecast covers the whole firm, not the filter of the report above.')
      .waitFor();
  });
});

describe('the figures behind the report', () => {
  it('fills the Person column of the rows behind Teaming Value', async () => {
    await page.goto(`${baseUrl}/mcl/dashboard`);
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await details().getByRole('table').first().waitFor();
    await page
      .getByRole('region', { name: 'Metrics' })
      .getByRole('button', { name: /^Teaming Value/ })
      .click();
    const table = page.getByRole('dialog').getByRole('table', { name: 'Rows behind Teaming Value' });
    await table.getByRole('row').nth(1).waitFor();
    const people = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((name) => name.trim().length > 0)).toBe(true);
    // a teaming invoice is credited to two people or more
    expect(people.some((name) => name.includes(', '))).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('tells every partner in the Partner tab apart', async () => {
    await details().getByRole('tab', { name: 'Partner' }).click();
    const table = details().getByRole('table', { name: 'Partner breakdown' });
    await table.getByRole('rowheader').first().waitFor();
    const names = (await table.getByRole('rowheader').allTextContents()).map((n) => n.trim());
    expect(names.length).toBeGreaterThan(5);
    expect(new Set(names).size).toBe(names.length);
  });

  it('charts 7 samples of the period with whole numbers for counts', async () => {
    const chart = page.getByRole('region', { name: /over the period/ });
    await chart.getByRole('combobox', { name: 'Metric' }).click();
    await page.getByRole('option', { name: 'Taken', exact: true }).click();
    await chart.getByRole('heading', { name: 'Taken over the period' }).waitFor();
    const rows = chart.locator('table caption:text-is("Taken")').locator('xpath=..').locator('tbody tr');
    expect(await rows.count()).toBe(7);
    const cells = await rows.locator('td').allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).not.toMatch(/\d\.\d/);

    // the tooltip a user hovers says the same
    const plot = chart.getByRole('img', { name: /^Taken, current period/ });
    const box = (await plot.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
    const tip = chart.getByText(/Current Period: /);
    await tip.waitFor();
    expect(await tip.textContent()).toMatch(/Current Period: [\d,]+$/);
  });

  it('reads the saved layout back: Generate Report opens on the tab you left', async () => {
    // spec 2 §4: the layout is saved 2 s after a change
    const savedCompany = page.waitForResponse((r) =>
      r.url().endsWith('/api/v2/financial/report/facade/save'),
    );
    await details().getByRole('tab', { name: 'Company' }).click();
    await details().getByRole('table', { name: 'Company breakdown' }).waitFor();
    await savedCompany;
    await page.reload();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await details().getByRole('table', { name: 'Company breakdown' }).waitFor();
    expect(await details().getByRole('tab', { name: 'Company' }).getAttribute('aria-selected')).toBe('true');

    // back to regions, so other tests find the layout they expect
    const savedRegion = page.waitForResponse((r) => r.url().endsWith('/api/v2/financial/report/facade/save'));
    await details().getByRole('tab', { name: 'Region' }).click();
    await details().getByRole('table', { name: 'Region breakdown' }).waitFor();
    await savedRegion;
  });
});

describe('on a 390 px phone', () => {
  let phone: BrowserContext;
  let mobile: Page;
  beforeAll(async () => {
    ({ context: phone, page: mobile } = await openSignedIn(baseUrl, 'partner@demo.atrium', {
      viewport: { width: 390, height: 844 },
    }));
  });
  afterAll(() => phone?.close());

  it('keeps every period preset inside its card without sideways scroll', async () => {
    await mobile.goto(`${baseUrl}/mcl/dashboard`);
    const custom = mobile.getByRole('radiogroup', { name: 'Period' }).getByText('Custom', { exact: true });
    await custom.waitFor();
    const form = (await mobile.getByRole('form', { name: 'Report filter' }).boundingBox())!;
    const preset = (await custom.boundingBox())!;
    expect(preset.x + preset.width).toBeLessThanOrEqual(form.x + form.width);
    expect(await sidewaysScroll(mobile)).toBe(0);
  });

  it('keeps the toolbar still while exporting, without sideways scroll', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await mobile.route('**/api/v2/report/xlsx', async (route) => {
      await held;
      await route.continue();
    });
    await mobile.getByRole('button', { name: 'Generate Report' }).click();
    await mobile.getByRole('button', { name: 'Modify Report' }).waitFor();
    await mobile.getByRole('region', { name: 'Details', exact: true }).getByRole('table').first().waitFor();
    expect(await sidewaysScroll(mobile)).toBe(0);
    const before = (await summary(mobile).boundingBox())!;

    const download = mobile.waitForEvent('download', { timeout: 60_000 });
    await mobile.getByRole('button', { name: 'Excel' }).click();
    await summary(mobile).getByText('Your report is being generated').waitFor();
    const during = (await summary(mobile).boundingBox())!;
    expect(during.height).toBe(before.height);
    expect(await sidewaysScroll(mobile)).toBe(0);
    release();
    expect((await download).suggestedFilename()).toMatch(/^\d{8}-\d{4} Financial report\.xlsx$/);
  });
});

describe('on a desktop', () => {
  it('keeps the toolbar at its height while exporting', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v2/report/xlsx', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/mcl/dashboard`);
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByRole('button', { name: 'Modify Report' }).waitFor();
    const before = (await summary(page).boundingBox())!;
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Excel' }).click();
    await summary(page).getByText('Your report is being generated').waitFor();
    expect((await summary(page).boundingBox())!.height).toBe(before.height);
    release();
    await download;
    await page.unroute('**/api/v2/report/xlsx');
  });

  it('says a report link that leads nowhere was not found, with the way to the dashboard', async () => {
    const asked: string[] = [];
    const noteStubCall = (request: BrowserRequest) => {
      if (request.url().includes('/api/v2/report/stub/')) asked.push(request.url());
    };
    page.on('request', noteStubCall);
    // Too short for a stub: not even sent.
    await page.goto(`${baseUrl}/report/no-such-stub`);
    await page.getByRole('heading', { name: 'Report not found', level: 1 }).waitFor();
    await page.getByText(/This report link does not exist/).waitFor();
    expect(await page.title()).toBe('Report not found · Atrium');
    expect(asked).toEqual([]);
    // Well formed but unknown: the server's not-found reads the same.
    await page.goto(`${baseUrl}/report/${'x'.repeat(24)}`);
    await page.getByRole('heading', { name: 'Report not found', level: 1 }).waitFor();
    expect(asked).toHaveLength(1);
    await page.getByRole('link', { name: 'Open the dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/mcl/dashboard');
    page.off('request', noteStubCall);
  });
});
