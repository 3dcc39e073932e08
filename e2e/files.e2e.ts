// File storage (spec 3 §2.10): the Box Documents widget on the demo Documents page, its folder
// modal with back and forward, downloads, an admin adding the widget in editing mode, the Portal
// Files screen, and axe on all of it.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openSignedIn } from './browser.ts';
import { seriousViolations, turnEditingOn } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

async function openDocuments(target: Page) {
  await target.goto(`${baseUrl}/guides/documents`);
  await target.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
  await target.getByRole('button', { name: 'Open folder Research' }).first().waitFor();
}

describe('Box Documents', () => {
  it('labels the shipped sandbox for site admins only', async () => {
    await asSomeone(baseUrl, 'partner@demo.atrium', async (partnerPage) => {
      await openDocuments(partnerPage);
      expect(await partnerPage.getByText('Sandbox', { exact: true }).count()).toBe(0);
    });
  });

  it.each([
    [1440, 900],
    [390, 844],
  ])("keeps staff within the widget's folder at %i px: the path starts there", async (width, height) => {
    const partner = { email: 'partner@demo.atrium', viewport: { width, height } };
    await asSomeone(baseUrl, partner, async (partnerPage) => {
      await openDocuments(partnerPage);
      // The 'Firm policies' widget shows the Firm Policies folder; its Archive opens in the modal.
      await partnerPage.getByRole('button', { name: 'Open folder Archive' }).click();
      const modal = partnerPage.getByRole('dialog', { name: 'Archive' });
      await modal.getByText('Code of Conduct 2024.pdf').waitFor();
      const path = partnerPage.getByRole('dialog').locator('[aria-label="Folder path"]');
      await expect.poll(() => path.textContent()).toMatch(/^Firm Policies\s*\/\s*Archive$/);
      expect(await modal.getByRole('button', { name: 'All Files' }).count()).toBe(0);
      await path.getByRole('button', { name: 'Firm Policies' }).click();
      await partnerPage
        .getByRole('dialog', { name: 'Firm Policies' })
        .getByText('Travel and Expenses Policy.pdf')
        .waitFor();
      expect(await path.getByRole('button').count()).toBe(0);
      expect(await seriousViolations(partnerPage, '[role="dialog"]')).toEqual([]);
    });
  });

  it('opens a folder in a modal and goes back and forward through its subfolders', async () => {
    await openDocuments(page);
    expect(await page.getByText('Sandbox', { exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Open folder Research' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Research' });
    await modal.getByRole('button', { name: 'Open folder Sector Maps' }).waitFor();
    // The modal's title follows the folder shown, so its buttons are found in whichever dialog is open.
    const back = page.getByRole('dialog').getByRole('button', { name: 'Back', exact: true });
    const forward = page.getByRole('dialog').getByRole('button', { name: 'Forward', exact: true });
    expect(await back.isDisabled()).toBe(true);

    await modal.getByRole('button', { name: 'Open folder Sector Maps' }).click();
    const maps = page.getByRole('dialog', { name: 'Sector Maps' });
    await maps.getByText('Financial Services Map.png').waitFor();
    expect(await forward.isDisabled()).toBe(true);

    await back.click();
    await page
      .getByRole('dialog', { name: 'Research' })
      .getByText('Compensation Survey Summary.pdf')
      .waitFor();
    expect(await forward.isDisabled()).toBe(false);
    await forward.click();
    await maps.getByText('Technology Leaders Map.png').waitFor();

    // The path leads up to the top folder; back returns to where we were.
    await maps.getByRole('button', { name: 'All Files' }).click();
    await page.getByRole('dialog', { name: 'All Files' }).getByText('Atrium Quick Start.pdf').waitFor();
    await back.click();
    await maps.getByText('Financial Services Map.png').waitFor();

    const download = page.waitForEvent('download');
    await maps.getByRole('button', { name: 'Download Financial Services Map.png' }).click();
    expect((await download).suggestedFilename()).toBe('Financial Services Map.png');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await maps.waitFor({ state: 'hidden' });
  });

  it('downloads a file from the table under its name', async () => {
    await openDocuments(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Code of Conduct 2026.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Code of Conduct 2026.pdf');
  });

  it('has no serious violations on the Documents page', async () => {
    await openDocuments(page);
    await page.getByRole('button', { name: 'Download Code of Conduct 2026.pdf' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lets an admin add the widget in editing mode, pick its folder, save it and find it after a reload', async () => {
    await page.goto(`${baseUrl}/guides/finance`);
    await page.getByRole('heading', { level: 1, name: 'Finance guides' }).waitFor();
    await turnEditingOn(page);
    await page.getByRole('combobox', { name: 'Add Widget' }).click();
    await page.getByRole('option', { name: 'Box Documents', exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Client templates');
    await form.getByRole('button', { name: 'Choose folder' }).click();
    await form.getByRole('button', { name: 'Choose Client Templates' }).click();
    await expect
      .poll(() => form.getByTestId('box-folder-path').textContent())
      .toBe('/All Files/Client Templates');
    await form.getByRole('combobox', { name: 'Display' }).click();
    await page.getByRole('option', { name: 'Table', exact: true }).click();
    await form.getByRole('textbox', { name: 'Limit' }).fill('2');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved!').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Client templates' }).waitFor();
    await page.getByRole('button', { name: 'Download Candidate Report Template.pdf' }).waitFor();
    expect(await page.getByRole('table', { name: 'Documents in Client Templates' }).count()).toBe(1);
    // The limit keeps the first two by name, and the card says the folder holds more.
    expect(
      await page.getByRole('button', { name: 'Download Position Specification Template.pdf' }).count(),
    ).toBe(0);
    await page.getByRole('note').getByText('Showing the first 2 of 3 items.').waitFor();
  });
});

describe("the link dialog's Box file tab", () => {
  it('browses folders to pick the file a link downloads', async () => {
    await page.goto(`${baseUrl}/guides/intranet-help`);
    await page.getByRole('heading', { level: 1, name: 'Intranet help' }).waitFor();
    await turnEditingOn(page);
    await page.getByRole('combobox', { name: 'Add Widget' }).click();
    await page.getByRole('option', { name: 'Rich Text', exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Policies to read');
    await form.locator('.ProseMirror').click();
    await page.keyboard.type('Code of conduct');
    await page.keyboard.press('ControlOrMeta+a');
    await form.getByRole('button', { name: 'Create a Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a Link' });
    await dialog.getByRole('tab', { name: 'Box file' }).click();
    expect(await dialog.getByRole('button', { name: 'Insert' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Open folder Firm Policies' }).click();
    await dialog.getByRole('button', { name: 'Select Code of Conduct 2026.pdf' }).click();
    await dialog.getByText('in /All Files/Firm Policies').waitFor();
    // The tab this module draws (the editor around it is the content module's).
    expect(await seriousViolations(page, '[role="tabpanel"][id$="panel-file"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved!').waitFor();

    await page.reload();
    const link = page.getByRole('link', { name: 'Code of conduct' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/api/v2/box/file/162300000211/download');
  });
});

describe('Portal Files', () => {
  it('lets an admin create a folder, upload into it, rename and delete it', async () => {
    await page.goto(`${baseUrl}/admin/files`);
    await page.getByRole('heading', { level: 1, name: 'Portal Files' }).waitFor();
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Folder name' }).fill('Board packs');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Board packs', exact: true }).click();
    await page.getByText('This folder is empty').waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles({
      name: 'Q3 pack.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Agenda'),
    });
    await page.getByRole('button', { name: 'Rename Q3 pack.txt' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Rename Q3 pack.txt' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'New name' }).fill('Q3 board pack.txt');
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('button', { name: 'Delete Q3 board pack.txt' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('This folder is empty').waitFor();
  });
});
