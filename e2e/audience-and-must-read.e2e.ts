// Audiences and must-read in a real browser: an admin limits a page to the London office in its
// metadata and previews it as a member and as a non-member; marks it must-read for London, and a
// London researcher acknowledges it. At 1440 px and on a 390 px phone, axe.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openSignedIn } from './browser.ts';
import { seriousViolations, turnEditingOn } from './page-tools.ts';
import { createTopPage, optionNamed } from './portal-api.ts';

const baseUrl = inject('baseUrl');
const title = `London notices ${Date.now().toString(36)}`;
let adminContext: BrowserContext;
let staffContext: BrowserContext;
let admin: Page;
let staff: Page;
let target: { UUID: string; FullPath: string };

beforeAll(async () => {
  ({ context: adminContext, page: admin } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
  target = await createTopPage(admin, title);
});
afterAll(async () => {
  await adminContext?.close();
  await staffContext?.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: title });

/** Picks one office in the audience editor of an open dialog. */
async function pickOffice(page: Page, name: string): Promise<void> {
  const office = page.getByRole('dialog').getByRole('combobox', { name: 'Office' });
  await office.click();
  await office.pressSequentially(name);
  await optionNamed(page, name).click();
  // The picker's list stays open for more; a click on the dialog's title closes it.
  await page.getByRole('dialog').getByRole('heading').first().click();
}

async function previewAs(page: Page, office: string): Promise<void> {
  const tray = page.getByRole('region', { name: 'Admin tray' });
  // The Admin button opens and closes the tray: open it only when it is closed.
  if (!(await tray.isVisible())) await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await tray.getByRole('button', { name: 'Preview as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview as…' });
  const picker = dialog.getByRole('combobox', { name: 'Office' });
  await picker.click();
  await picker.pressSequentially(office);
  await optionNamed(page, office).click();
  await dialog.getByRole('heading', { name: 'Preview as…' }).click();
  await dialog.getByRole('button', { name: 'Start preview' }).click();
  await page.getByRole('region', { name: 'Preview' }).waitFor();
}

describe('a page limited to an audience', () => {
  it('gets its audience in the page metadata, and shows the Audience badge to the admin', async () => {
    await admin.goto(`${baseUrl}${target.FullPath}`);
    await heading(admin).waitFor();
    await admin.getByRole('button', { name: 'Admin', exact: true }).click();
    await admin
      .getByRole('region', { name: 'Admin tray' })
      .getByRole('button', { name: 'Edit page' })
      .click();
    await admin.getByRole('dialog').getByRole('tab', { name: 'Audience' }).click();
    await pickOffice(admin, 'London');
    expect(await seriousViolations(admin, '[role="dialog"]')).toEqual([]);
    await admin.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Saved!').first().waitFor();
    await admin.getByRole('dialog').waitFor({ state: 'hidden' });
    await admin
      .getByLabel(/Limited audience: .*London/)
      .first()
      .waitFor();
  });

  it('opens when previewed as a member of the audience', async () => {
    await previewAs(admin, 'London');
    await heading(admin).waitFor();
    // A member sees no audience badge: that is for admins.
    expect(await admin.getByLabel(/Limited audience/).count()).toBe(0);
    expect(await seriousViolations(admin)).toEqual([]);
    await admin
      .getByRole('region', { name: 'Preview' })
      .getByRole('button', { name: 'Leave preview' })
      .click();
    await admin
      .getByLabel(/Limited audience: .*London/)
      .first()
      .waitFor();
  });

  it('is not found when previewed as someone outside the audience', async () => {
    await previewAs(admin, 'New York');
    await admin.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await heading(admin).count()).toBe(0);
    await admin
      .getByRole('region', { name: 'Preview' })
      .getByRole('button', { name: 'Leave preview' })
      .click();
    await heading(admin).waitFor();
  });
});

describe('a must-read page', () => {
  it('is marked must-read for London by an admin in editing mode', async () => {
    await admin.goto(`${baseUrl}${target.FullPath}`);
    await heading(admin).waitFor();
    await turnEditingOn(admin);
    await admin.getByRole('button', { name: 'Must read', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: `Must read: ${title}` });
    await dialog.getByRole('button', { name: 'Must be read by' }).click();
    await admin.locator('table button[data-today]').first().click();
    await pickOffice(admin, 'London');
    expect(await seriousViolations(admin, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Mark must-read' }).click();
    await admin.getByText('Saved!').first().waitFor();
    await dialog.getByText(/0 of \d+ have read it\./).waitFor();
  });

  it('is listed on a London researcher’s home page from the moment its cards show, not pushed in above them later', async () => {
    await asSomeone(baseUrl, 'researcher@demo.atrium', async (page) => {
      // The list's answer comes a second late, as from a busy server.
      await page.route('**/api/v2/mustRead', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto(baseUrl);
      const firstCardShown = await page.waitForFunction(
        () =>
          document.querySelector('main [id^="section-"][id$="-title"]') && {
            isListShown: document.getElementById('must-read-title') !== null,
          },
        null,
        { polling: 'raf' },
      );
      expect(await firstCardShown.jsonValue()).toEqual({ isListShown: true });
      await page.getByRole('region', { name: 'Must read' }).getByRole('link', { name: title }).waitFor();
    });
  });

  it('asks a London researcher to read it on a 390 px phone, until they mark it read', async () => {
    ({ context: staffContext, page: staff } = await openSignedIn(baseUrl, 'researcher@demo.atrium', {
      viewport: { width: 390, height: 844 },
    }));
    await staff.goto(`${baseUrl}${target.FullPath}`);
    await heading(staff).waitFor();
    const banner = staff.getByRole('region', { name: 'Must read' });
    await banner.waitFor();
    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(staff)).toEqual([]);
    await banner.getByRole('button', { name: 'Mark as read' }).click();
    await banner.waitFor({ state: 'hidden' });
    await staff.reload();
    await heading(staff).waitFor();
    expect(await staff.getByRole('region', { name: 'Must read' }).count()).toBe(0);
  });

  it('counts the acknowledgement for the admin', async () => {
    await admin.reload();
    await heading(admin).waitFor();
    await turnEditingOn(admin);
    await admin.getByRole('button', { name: 'Must read', exact: true }).click();
    await admin
      .getByRole('dialog')
      .getByText(/^1 of \d+ have read it\./)
      .waitFor();
  });
});
