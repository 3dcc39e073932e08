// The User, License and Location reports: each generated from its filter with rows and
// the head-count chart; the user report opened and run at once from a People Table View's full
// report button; axe on each screen.
import { brand } from '@atrium/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openSignedIn } from './browser.ts';
import { addWidget, seriousViolations, turnEditingOn, widgetCard } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

const REPORTS = [
  {
    path: `/directory/${brand.members}/report`,
    title: `${brand.memberSingular} Report`,
    table: 'People matching the report',
  },
  { path: '/directory/licenses/report', title: 'License Report', table: 'Licenses matching the report' },
  { path: '/directory/locations/report', title: 'Location Report', table: 'Offices matching the report' },
];

/** The report's results: the chart, and at least one row in its table. */
async function expectResults(table: string): Promise<void> {
  await page.getByRole('heading', { level: 2, name: 'Head count over the period' }).waitFor();
  await page.getByRole('img', { name: /Head count by role/ }).waitFor();
  const rows = page.getByRole('table', { name: table }).getByRole('row');
  await rows.nth(1).waitFor();
  expect(await rows.count()).toBeGreaterThan(1);
}

describe('the people reports', () => {
  for (const report of REPORTS) {
    it(`${report.title}: Generate shows head counts, the chart and rows; Modify returns to the filter`, async () => {
      await page.goto(`${baseUrl}${report.path}`);
      await page.getByRole('heading', { level: 1, name: report.title }).waitFor();
      const filterType = page.getByRole('combobox', { name: 'Filter type' });
      expect(await filterType.inputValue()).toBe('No date filter');
      expect(await seriousViolations(page, 'main')).toEqual([]);

      await filterType.click();
      await page.getByRole('option', { name: 'Hire Date', exact: true }).click();
      await page.getByRole('button', { name: 'Generate Report' }).click();
      await expectResults(report.table);
      await page.getByText(/^Cached /).waitFor();
      await page.getByText('Joiners', { exact: true }).first().waitFor();
      expect(await seriousViolations(page, 'main')).toEqual([]);

      await page.getByRole('button', { name: 'Modify Report' }).click();
      expect(await page.getByRole('combobox', { name: 'Filter type' }).inputValue()).toBe('Hire Date');
    });
  }

  it("runs the user report at once from a People Table View's full report button", async () => {
    await page.goto(`${baseUrl}/${brand.firmNode}/our-firm/history`);
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    await turnEditingOn(page);
    const form = await addWidget(page, 'People Table View', 'Our people');
    await form.getByRole('switch', { name: 'Show the full report button' }).check();
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved!').waitFor();
    await page.reload();

    await widgetCard(page, 'Our people').getByRole('button', { name: 'Full Report' }).click();
    await page.waitForURL(/\/report\?autoRun=true/);
    await page.getByRole('heading', { level: 1, name: `${brand.memberSingular} Report` }).waitFor();
    await expectResults('People matching the report');
    await page.getByRole('button', { name: 'Modify Report' }).waitFor();
  });

  it('narrows the user report to one role from the address, as the At a glance tiles open it', async () => {
    await page.goto(`${baseUrl}/directory/${brand.members}/report?autoRun=true&role=Researcher`);
    await expectResults('People matching the report');
    const role = page.getByRole('radiogroup', { name: 'Role' });
    expect(await role.getByRole('radio', { name: 'Researchers' }).isChecked()).toBe(true);
    const roles = await page
      .getByRole('table', { name: 'People matching the report' })
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.slice(1).map((r) => r.querySelectorAll('[role="cell"], td')[1]?.textContent),
      );
    expect(new Set(roles)).toEqual(new Set(['Researcher']));
  });

  it("shows a partner's financial panel on their profile only to viewers who may see financial figures", async () => {
    const found = await page.request.get(`${baseUrl}/api/v2/directory/members?role=Partner&limit=1`);
    const { items } = (await found.json()) as { items: { Id: number }[] };
    const profile = `${baseUrl}/directory/${brand.members}/${items[0].Id}`;
    await page.goto(profile);
    const panel = page.getByRole('region', { name: 'Recent financial activity' });
    await panel.getByText('Total Billings', { exact: true }).first().waitFor();

    await asSomeone(baseUrl, 'researcher@demo.atrium', async (other) => {
      await other.goto(profile);
      await other.getByRole('heading', { name: 'Contact and details' }).waitFor();
      expect(await other.getByRole('region', { name: 'Recent financial activity' }).count()).toBe(0);
    });
  });
});
