// Escape and a click outside close only the innermost layer: every palette, picker, list and menu
// of the widget forms and of the page modal closes alone and leaves the form and what was typed;
// the form itself, holding changes, asks "Discard changes?" before it goes.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { seriousViolations, turnEditingOn } from './page-tools.ts';

const baseUrl = inject('baseUrl');
const TYPED_TITLE = 'Tokyo office';
const openFloatingLayers = (target: Page) =>
  target.locator('.mantine-Popover-dropdown').filter({ visible: true });

/** Opens each control of the form that opens something, then presses Escape; answers what it opened. */
async function walkPopups(target: Page, form: Locator, title: Locator | null): Promise<string[]> {
  const opened: string[] = [];
  const controls = form
    .locator('[aria-haspopup]:not([disabled]):not([data-disabled])')
    .filter({ visible: true });
  const count = await controls.count();
  for (let index = 0; index < count; index++) {
    const control = controls.nth(index);
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? `#${index}`;
    await control.scrollIntoViewIfNeeded();
    // A toolbar button keeps the focus where it was; the focus goes back there when its dropdown
    // closes, so it is put on the form rather than left on the list opened before.
    await form.focus();
    await control.click();
    const isOpen = await openFloatingLayers(target)
      .first()
      .waitFor({ timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (!isOpen) continue;
    opened.push(name.trim());
    // The month header of a date picker goes up a level, with the focus inside the picker.
    const level = target
      .locator('.mantine-Popover-dropdown [class*="calendarHeaderLevel"]')
      .filter({ visible: true });
    if (await level.count()) await level.first().click();
    await target.keyboard.press('Escape');
    await expect.poll(() => openFloatingLayers(target).count(), { message: name }).toBe(0);
    expect(await form.isVisible(), name).toBe(true);
    if (title) expect(await title.inputValue()).toBe(TYPED_TITLE);
  }
  return opened;
}

/** Escape on a form holding changes asks; "Keep editing" keeps it, "Discard" closes it. */
async function discardAfterAsking(target: Page, form: Locator, title: Locator): Promise<void> {
  await title.focus();
  await target.keyboard.press('Escape');
  const question = target.getByRole('dialog', { name: 'Discard changes?' });
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await question.waitFor({ state: 'hidden' });
  expect(await title.inputValue()).toBe(TYPED_TITLE);
  await title.focus();
  await target.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Discard' }).click();
  await form.waitFor({ state: 'hidden' });
}

/** The admin tray is on the wide layout's sidebar: editing is turned on there, then the width set. */
async function editAtWidth(target: Page, width: number): Promise<void> {
  await target.setViewportSize({ width: 1440, height: 900 });
  await turnEditingOn(target);
  await target.setViewportSize({ width, height: width > 500 ? 900 : 844 });
}

for (const width of [1440, 390]) {
  describe(`at ${width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium', {
        viewport: { width, height: width > 500 ? 900 : 844 },
      }));
    });
    afterAll(() => context?.close());

    it('keeps the rich-text form and its text when the colour palette or the link dialog is closed with Escape', async () => {
      await page.goto(`${baseUrl}/guides/hr`);
      await page.getByRole('heading', { level: 1, name: 'HR guides' }).waitFor();
      await editAtWidth(page, width);
      await page.getByRole('combobox', { name: 'Add Widget' }).click();
      await page.getByRole('option', { name: 'Rich Text', exact: true }).click();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const form = page.getByRole('dialog', { name: /^Edit / });
      const title = form.getByRole('textbox', { name: 'Title', exact: true });
      await title.fill(TYPED_TITLE);
      await form.locator('.ProseMirror').click();
      await page.keyboard.type('Opening hours of the office.');

      await form.getByRole('button', { name: 'Text color' }).click();
      await openFloatingLayers(page).first().waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => openFloatingLayers(page).count()).toBe(0);
      expect(await title.inputValue()).toBe(TYPED_TITLE);

      await form.getByRole('button', { name: 'Create a Link' }).click();
      const linkDialog = page.getByRole('dialog', { name: 'Create a Link' });
      await linkDialog.waitFor();
      await page.keyboard.press('Escape');
      await linkDialog.waitFor({ state: 'hidden' });
      expect(await form.isVisible()).toBe(true);
      expect(await form.getByText('Opening hours of the office.').count()).toBe(1);

      expect(await walkPopups(page, form, title)).toContain('Text color');
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await discardAfterAsking(page, form, title);
    });

    it('keeps every widget form when its lists, pickers and menus are closed with Escape', async () => {
      await page.goto(`${baseUrl}/guides/finance`);
      await page.getByRole('heading', { level: 1, name: 'Finance guides' }).waitFor();
      await editAtWidth(page, width);
      const addWidget = page.getByRole('combobox', { name: 'Add Widget' });
      await addWidget.click();
      const types = await page.getByRole('listbox').getByRole('option').allTextContents();
      await page.keyboard.press('Escape');
      expect(types.length).toBeGreaterThan(5);
      for (const type of types) {
        await addWidget.click();
        await page.getByRole('option', { name: type, exact: true }).click();
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        const form = page.getByRole('dialog', { name: /^Edit / });
        const title = form.getByRole('textbox', { name: 'Title', exact: true });
        await title.fill(TYPED_TITLE);
        await walkPopups(page, form, title);
        expect(await seriousViolations(page, '[role="dialog"]'), type).toEqual([]);
        await discardAfterAsking(page, form, title);
      }
    }, 600_000);

    it('keeps the Add Page modal and its title when the publish date picker is closed with Escape', async () => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto(`${baseUrl}/admin/routes`);
      await page.getByRole('list', { name: 'Pages' }).waitFor();
      await page.getByRole('button', { name: 'Add subpage: HR guides', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Add Page' });
      const title = modal.getByRole('textbox', { name: 'Title', exact: true });
      await title.fill(TYPED_TITLE);
      const opened: string[] = [];
      for (const tab of ['Page', 'Meta and image', 'Publishing', 'File', 'Filters']) {
        await modal.getByRole('tab', { name: tab }).click();
        // Only the Page tab holds the title; the others are checked for it once back there.
        opened.push(...(await walkPopups(page, modal, tab === 'Page' ? title : null)));
        expect(await seriousViolations(page, '[role="dialog"]'), tab).toEqual([]);
      }
      expect(opened).toContain('No date');
      await modal.getByRole('tab', { name: 'Page' }).click();
      expect(await title.inputValue()).toBe(TYPED_TITLE);
      await discardAfterAsking(page, modal, title);
    });
  });
}
