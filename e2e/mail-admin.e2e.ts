// Mail Admin in a real browser: opened from the admin tray, a test mail sent and read back from
// the outbox (kept there, as this portal has no SMTP relay), the Jobs tab, a 390 px phone, axe.
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

describe('Mail Admin', () => {
  it('sends an admin a test mail and lets them read it in the outbox', async () => {
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page
      .getByRole('region', { name: 'Admin tray' })
      .getByRole('button', { name: 'Mail', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Mail Admin' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/mail');

    await page.getByRole('button', { name: 'Send a test mail' }).click();
    await page.getByText('Test mail queued to admin@demo.atrium').waitFor();
    const outbox = page.getByRole('table', { name: 'Outbox' });
    const row = outbox.getByRole('row', { name: /Atrium test mail/ }).first();
    // No relay here: the mail.send job keeps the message in the outbox.
    await expect
      .poll(
        async () => {
          await page.getByRole('tab', { name: 'Jobs' }).click();
          await page.getByRole('tab', { name: 'Outbox' }).click();
          return (await row.textContent()) ?? '';
        },
        { timeout: 20_000 },
      )
      .toMatch(/kept/);
    await row.getByRole('button', { name: 'Atrium test mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atrium test mail' });
    await dialog.getByText('This is a test mail from Atrium', { exact: false }).first().waitFor();
    expect(await dialog.textContent()).toContain('admin@demo.atrium');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Jobs' }).click();
    const jobs = page.getByRole('table', { name: 'Jobs' });
    await jobs
      .getByRole('row', { name: /mail\.send/ })
      .first()
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps its layout on a 390 px phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/admin/mail`);
    await page.getByRole('heading', { level: 1, name: 'Mail Admin' }).waitFor();
    await page.getByRole('table', { name: 'Outbox' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Send a test mail' }).waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
