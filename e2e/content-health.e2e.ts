// Content health in a real browser: opened from the admin tray on the demo firm, the counts
// choose the list, a row leads to its page; a 390 px phone, axe.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { seriousViolations } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

describe('Content health', () => {
  it('counts the findings on the admin tray, shows the demo policy past its review and leads to it', async () => {
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    // the tray counts the findings, so an admin sees there is care to give before opening it
    const health = page
      .getByRole('region', { name: 'Admin tray' })
      .getByRole('button', { name: /^Health, [1-9]\d* findings$/ });
    await health.waitFor({ timeout: 30_000 });
    await health.click();
    await page.getByRole('heading', { level: 1, name: 'Content health' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/content-health');

    await page.getByRole('button', { name: /Past review/ }).click();
    const findings = page.getByRole('table', { name: 'Findings' });
    const row = findings.getByRole('row', { name: /Code of conduct/ }).first();
    await row.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('link', { name: 'Code of conduct' }).click();
    await page.getByRole('heading', { name: 'Code of conduct' }).first().waitFor();
  });

  it('keeps its layout on a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/admin/content-health`);
    await page.getByRole('heading', { level: 1, name: 'Content health' }).waitFor();
    await page.getByRole('table', { name: 'Findings' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // what to fix reads on the phone itself, beside the page, without scrolling the table sideways
    const fix = page.getByRole('cell', { name: /^Review was due on/ }).first();
    await fix.waitFor();
    const box = await fix.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
