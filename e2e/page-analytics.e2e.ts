// Page analytics and the impact of a change in a real browser: the admin opens Analytics from the
// admin tray on the demo firm (its 90 days of views), reads a page's trend, and sees in the route
// manager which link would break before deleting a page; at 1440 and 390 px, axe.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { seriousViolations } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium', {
    viewport: { width: 1440, height: 900 },
  }));
});
afterAll(() => context?.close());

const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function openDeleteOfBrandToolkit(): Promise<void> {
  await page.goto(`${baseUrl}/admin/routes`);
  await page.getByRole('button', { name: 'Expand all' }).click();
  await page.getByRole('button', { name: 'Delete: Brand toolkit' }).click();
}

describe('Page analytics', () => {
  it('shows an admin the most viewed pages and the trend of the one chosen', async () => {
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page
      .getByRole('region', { name: 'Admin tray' })
      .getByRole('button', { name: 'Analytics', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Page analytics' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/analytics');

    await page.getByText('90 days', { exact: true }).click();
    const top = page.getByRole('table', { name: 'Top pages' });
    await top.waitFor();
    const rows = top.getByRole('row');
    expect(await rows.count()).toBeGreaterThan(5);
    const second = (await top.getByRole('link').nth(1).textContent()) ?? '';
    await page.getByRole('button', { name: `Trend of ${second}` }).click();
    const trend = page.getByRole('region', { name: `Views of ${second}` });
    await trend.waitFor();
    await trend.getByText(/views · \d+ daily readers in 90 days/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps its layout on a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/admin/analytics`);
    await page.getByRole('table', { name: 'Top pages' }).waitFor();
    await page.getByRole('region', { name: /^Views of / }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});

describe('Impact before a change', () => {
  it('names the rich-text link that a delete would break, and deletes nothing when cancelled', async () => {
    await openDeleteOfBrandToolkit();
    const dialog = page.getByRole('dialog');
    const impact = dialog.getByRole('region', { name: 'Impact' });
    await impact.getByText('1 link would break.').waitFor();
    await impact.getByText(/A rich text on “Documents”/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete: Brand toolkit' }).waitFor();
  });

  it('fits the impact on a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDeleteOfBrandToolkit();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('region', { name: 'Impact' })
      .getByText(/A rich text on “Documents”/)
      .waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
