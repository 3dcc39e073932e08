// Saved reports in a real browser: a report saved from the dashboard, subscribed to weekly, a test
// sent and read back in /admin/mail (kept there, as this portal has no SMTP relay), an alert set,
// My Reports on a 390 px phone, axe.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openSignedIn } from './browser.ts';
import { seriousViolations } from './page-tools.ts';

const baseUrl = inject('baseUrl');
const NAME = 'Whole firm, weekly';
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

const reports = () => page.getByRole('table', { name: 'My reports' });

describe('saved reports', () => {
  it('saves the report on the dashboard and lists it on My Reports', async () => {
    await page.goto(`${baseUrl}/mcl/dashboard`);
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await page
      .getByRole('region', { name: 'Metrics' })
      .getByText('Total Billings', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Save report' }).click();
    await page.getByRole('textbox', { name: 'Report name' }).fill(NAME);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Saved to My reports as “${NAME}”.`).waitFor();

    await page.goto(`${baseUrl}/my-reports`);
    await page.getByRole('heading', { level: 1, name: 'My Reports' }).waitFor();
    const row = reports().getByRole('row', { name: new RegExp(NAME) });
    expect(await row.textContent()).toContain('Never');
    await row.getByRole('button', { name: `Run ${NAME}` }).click();
    await page
      .getByText(/^Total Billings$/)
      .first()
      .waitFor();
    await expect.poll(async () => (await row.textContent()) ?? '').not.toContain('Never');
  });

  it('subscribes weekly, sends a test now and finds it in the outbox', async () => {
    await reports()
      .getByRole('button', { name: `More for ${NAME}` })
      .click();
    await page.getByRole('menuitem', { name: 'Subscribe…' }).click();
    const dialog = page.getByRole('dialog', { name: `Subscribe to “${NAME}”` });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(`Subscribed to “${NAME}”.`).waitFor();

    const subscriptions = page.getByRole('table', { name: 'My subscriptions' });
    await subscriptions.getByRole('row', { name: new RegExp(`${NAME}.*Mondays at 08:00`) }).waitFor();
    await subscriptions.getByRole('button', { name: 'Send me a test now' }).click();
    await page.getByText('Sending now. Check your inbox in a minute.').waitFor();

    await page.goto(`${baseUrl}/admin/mail`);
    const outbox = page.getByRole('table', { name: 'Outbox' });
    const mail = outbox.getByRole('row', { name: new RegExp(NAME) }).first();
    await expect
      .poll(
        async () => {
          await page.getByRole('tab', { name: 'Jobs' }).click();
          await page.getByRole('tab', { name: 'Outbox' }).click();
          return (await mail.count()) > 0 ? ((await mail.textContent()) ?? '') : '';
        },
        { timeout: 30_000 },
      )
      .toMatch(/kept/);
    await mail.getByRole('button').first().click();
    const message = page.getByRole('dialog', { name: new RegExp(NAME) });
    await message.getByRole('tab', { name: 'Plain text' }).click();
    await expect
      .poll(async () => (await message.textContent()) ?? '')
      .toMatch(/Total Billings: \D?[\d,]+ [↑↓–]/);
    expect(await message.textContent()).toMatch(/Financial report\.xlsx/);
    await page.keyboard.press('Escape');
  });

  it('sets an alert on the saved report', async () => {
    await page.goto(`${baseUrl}/my-reports`);
    await reports()
      .getByRole('button', { name: `More for ${NAME}` })
      .click();
    await page.getByRole('menuitem', { name: 'Tell me when…' }).click();
    const dialog = page.getByRole('dialog', { name: `Tell me when — “${NAME}”` });
    await dialog.getByRole('textbox', { name: 'Value' }).fill('1000');
    await dialog.getByRole('button', { name: 'Set alert' }).click();
    await page.getByText('Alert set. You will get a mail when it happens.').waitFor();
  });

  it('holds its layout on a 390 px phone and is axe clean', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/my-reports`);
    await reports().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('My Reports without ViewFinancials', () => {
  it('tells a researcher with nothing shared where reports will come from, not to use the dashboard', async () => {
    await asSomeone(baseUrl, 'researcher@demo.atrium', async (own) => {
      await own.goto(`${baseUrl}/my-reports`);
      await own.getByText('No saved reports yet').waitFor();
      expect(await own.getByText('Reports colleagues share with you will appear here.').count()).toBe(1);
      expect(await own.getByText(/Run a report on the dashboard/).count()).toBe(0);
    });
  });
});
