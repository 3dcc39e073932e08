// Before a call, in a real browser: the off-limits box and "who knows this client" on a company
// page, the palette's "off-limits:" command, the off-limits badge on company rows, search hits and
// the assignment page, the league tables with their targets, Share and Excel, and the targets
// screen, at 1440 px and on a 390 px phone, with axe.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { callApiOk, seriousViolations } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;
const STATE = /Job Active|Off Limits|Off limits until|Not off limits/;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

async function openCompany(): Promise<string> {
  await page.goto(`${baseUrl}/mcl/companies/1`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return (await heading.textContent()) ?? '';
}

interface Check {
  company: string;
  reasons: { relation: string; status: string; assignments: { id: number }[] }[];
}

/** A demo company with a job of its own running: its name and that job. */
async function jobActiveCompany(): Promise<{ id: number; name: string; assignmentId: number }> {
  for (let from = 1; from < 3000; from += 100) {
    const ids = Array.from({ length: 100 }, (_, i) => from + i);
    const marks = await callApiOk<{ companyId: number; status: string }[]>(
      page,
      '/api/v2/company/offLimits',
      'POST',
      { ids },
    );
    for (const mark of marks.filter((m) => m.status === 'jobActive')) {
      const check = await callApiOk<Check>(page, `/api/v2/company/${mark.companyId}/offLimits`);
      const own = check.reasons.find((r) => r.relation === 'self' && r.status === 'jobActive');
      const job = own?.assignments[0];
      if (job) return { id: mark.companyId, name: check.company, assignmentId: job.id };
    }
  }
  throw new Error('The demo firm has no company with a job running.');
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
    const table = knownBy.getByRole('table');
    if ((await table.count()) > 0) {
      // When a colleague last took a job here shows in the first row without scrolling sideways, on
      // a phone as on a desktop.
      const dateInView = await table.evaluate((element) => {
        const frame = (element.parentElement ?? element).getBoundingClientRect();
        const dates = [...element.querySelectorAll('tbody tr:first-child *')].filter(
          (node) =>
            node.children.length === 0 &&
            /[A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(node.textContent?.trim() ?? '') &&
            node.getClientRects().length > 0,
        );
        return dates.some((node) => node.getBoundingClientRect().right <= frame.right + 1);
      });
      expect(dateInView).toBe(true);
      // A role shows as the spec's letter ("D 50%") and is read out in words.
      const firstRoles = table
        .locator('tbody tr')
        .first()
        .getByTitle(/^(Developer|Handler), /);
      expect(await firstRoles.first().textContent()).toMatch(/^[DH] \d/);
      expect(await table.ariaSnapshot()).toMatch(/\( ?(Developer|Handler), \d[\d.]*%/);
    }
  });

  it('checks a company from the palette with "off-limits:"', async () => {
    const name = await openCompany();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search the portal' });
    await box.fill(`off-limits: ${name.split(' ')[0]}`);
    const option = page.getByRole('option', { name: /off-limits check/ }).first();
    await option.waitFor();
    await expect.poll(async () => (await option.textContent()) ?? '').toMatch(STATE);
    // The state is in the option's name too, for a screen reader.
    expect(await option.getAttribute('aria-label')).toMatch(STATE);
    expect(await seriousViolations(page)).toEqual([]);
    await box.press('Enter');
    await page.waitForURL(/\/mcl\/companies\/\d+$/);
    await page.getByRole('region', { name: 'Off limits' }).getByTestId('off-limits-answer').waitFor();
  });

  it('marks a company off limits in the company list, in search results and on its assignment', async () => {
    const company = await jobActiveCompany();
    await page.goto(`${baseUrl}/mcl/companies/all`);
    await page.getByRole('textbox', { name: 'Filter results' }).fill(company.name);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: company.name, exact: true }) });
    await row.locator('[data-off-limits="jobActive"]').first().waitFor();
    expect(await row.first().textContent()).toContain('Job Active');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto(`${baseUrl}/search?q=${encodeURIComponent(company.name)}&type=company`);
    const hit = page.locator('a[data-hit]').filter({ hasText: company.name }).first();
    await hit.locator('[data-off-limits="jobActive"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto(`${baseUrl}/mcl/assignments/${company.assignmentId}`);
    await page.locator('[data-off-limits="jobActive"]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it('ranks partners, offices and practice groups in the league tables', async () => {
    await page.goto(`${baseUrl}/mcl/league`);
    await page.getByRole('heading', { level: 1, name: 'League tables' }).waitFor();
    await page.getByRole('table', { name: 'League table: Partners' }).waitFor();
    await page.getByText('Offices', { exact: true }).click();
    const offices = page.getByRole('table', { name: 'League table: Offices' });
    await offices.waitFor();
    expect(await offices.getByRole('row').count()).toBeGreaterThan(1);
    // The demo firm's targets: each office with one shows its status.
    await expect.poll(async () => (await offices.textContent()) ?? '').toMatch(/On track|Close|Behind/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it('shares a league table as a link that opens it again, and downloads it in Excel', async () => {
    await page.goto(`${baseUrl}/mcl/league`);
    await page.getByRole('table', { name: 'League table: Partners' }).waitFor();
    await page.getByText('Offices', { exact: true }).click();
    await page.getByRole('table', { name: 'League table: Offices' }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/League report\.xlsx$/);

    await page.getByRole('button', { name: 'Share' }).click();
    const link = page.getByRole('textbox', { name: 'Share link' });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/mcl\/league\?stub=.+&by=office$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(url);
    const shared = page.getByRole('table', { name: 'League table: Offices' });
    await shared.waitFor();
    expect(await shared.getByRole('row').count()).toBeGreaterThan(1);
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
