// Before a call, in a real browser: the off-limits box and "who knows this client" on a company
// page, the palette's "off-limits:" command, the league tables and the targets screen, at 1440 px
// and on a 390 px phone, with axe.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, signIn } from './browser.ts';
import { seriousViolations } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;
const STATE = /Job Active|Off Limits|Off limits until|Not off limits/;

beforeAll(async () => {
  context = await openBrowser();
  page = await context.newPage();
  await signIn(page, baseUrl, 'admin@demo.atrium');
});
afterAll(() => context?.close());

async function openCompany(): Promise<string> {
  await page.goto(`${baseUrl}/mcl/companies/1`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return (await heading.textContent()) ?? '';
}

const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each([
  [1440, 900],
  [390, 844],
])('at %i px', (width, height) => {
  beforeAll(() => page.setViewportSize({ width, height }));

  it('answers whether the company is off limits and who knows it, on the company page', async () => {
    await openCompany();
    const box = page.getByRole('region', { name: 'Off limits' });
    await box.getByTestId('off-limits-answer').waitFor();
    expect(await box.textContent()).toMatch(STATE);
    const knownBy = page.getByRole('region', { name: 'Who knows this client' });
    await knownBy.getByText('With its family', { exact: true }).click();
    await knownBy.getByRole('table').or(knownBy.getByText('No colleague has worked')).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it('checks a company from the palette with "off-limits:"', async () => {
    const name = await openCompany();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search the portal' });
    await box.fill(`off-limits: ${name.split(' ')[0]}`);
    const option = page.getByRole('option', { name: /off-limits check$/ }).first();
    await option.waitFor();
    await expect.poll(async () => (await option.textContent()) ?? '').toMatch(STATE);
    await box.press('Enter');
    await page.waitForURL(/\/mcl\/companies\/\d+$/);
    await page.getByRole('region', { name: 'Off limits' }).getByTestId('off-limits-answer').waitFor();
  });

  it('ranks partners, offices and practice groups in the league tables', async () => {
    await page.goto(`${baseUrl}/mcl/league`);
    await page.getByRole('heading', { level: 1, name: 'League tables' }).waitFor();
    await page.getByRole('table', { name: 'League table: Partners' }).waitFor();
    await page.getByText('Offices', { exact: true }).click();
    const offices = page.getByRole('table', { name: 'League table: Offices' });
    await offices.waitFor();
    expect(await offices.getByRole('row').count()).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it('lets a site admin set targets', async () => {
    await page.goto(`${baseUrl}/admin/targets`);
    await page.getByRole('heading', { level: 1, name: 'Targets' }).waitFor();
    await page.getByRole('form', { name: 'Set a target' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
