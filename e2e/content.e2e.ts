// Content pages in a real browser: editing mode, the widget form, saving, the stale-copy warning
// and what staff without admin rights see.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openSignedIn } from './browser.ts';
import { turnEditingOn } from './page-tools.ts';

const baseUrl = inject('baseUrl');
const STALE_COPY = 'There are recent changes to this page that will be overwritten. Continue?';
let context: BrowserContext;
let page: Page;

async function addRichText(target: Page, options: { title: string; text: string }): Promise<void> {
  await target.getByRole('combobox', { name: 'Add Widget' }).click();
  await target.getByRole('option', { name: 'Rich Text', exact: true }).click();
  await target.getByRole('button', { name: 'Add', exact: true }).click();
  const form = target.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(options.title);
  await form.locator('.ProseMirror').click();
  await target.keyboard.type(options.text);
  await form.getByRole('button', { name: 'Apply' }).click();
  await form.waitFor({ state: 'hidden' });
}

const cardTitles = (target: Page) => target.locator('main section h2').allTextContents();

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

describe('content pages', () => {
  it('lets an admin add a rich-text widget, save it and find it after a reload', async () => {
    await page.goto(`${baseUrl}/guides/hr`);
    await page.getByRole('heading', { level: 1, name: 'HR guides' }).waitFor();
    await turnEditingOn(page);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);

    await addRichText(page, { title: 'Holiday calendar', text: 'Office closures for the year ahead.' });
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByText('Saved!').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Holiday calendar' }).waitFor();
    expect(await page.getByText('Office closures for the year ahead.').count()).toBe(1);
  });

  it('shows a link in the rich-text editor as a link (coloured, underlined) before the form is applied', async () => {
    await page.goto(`${baseUrl}/guides/hr`);
    await page.getByRole('heading', { level: 1, name: 'HR guides' }).waitFor();
    await turnEditingOn(page);
    await page.getByRole('combobox', { name: 'Add Widget' }).click();
    await page.getByRole('option', { name: 'Rich Text', exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Benefits');
    const editor = form.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('Benefits portal');
    const textColor = await editor.locator('p').evaluate((p) => getComputedStyle(p).color);
    await page.keyboard.press('ControlOrMeta+a');
    await form.getByRole('button', { name: 'Create a Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a Link' });
    await dialog.getByRole('tab', { name: 'External link' }).click();
    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://benefits.example.com');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const link = editor.getByRole('link', { name: 'Benefits portal' });
    await link.waitFor();
    const style = await link.evaluate((a) => {
      const computed = getComputedStyle(a);
      return { color: computed.color, line: computed.textDecorationLine };
    });
    expect(style.line).toContain('underline');
    expect(style.color).not.toBe(textColor);
    // The colour links have on the saved page.
    expect(style.color).toBe('rgb(0, 119, 166)');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved!').waitFor();
    const saved = page.getByRole('main').getByRole('link', { name: 'Benefits portal' });
    expect(await saved.evaluate((a) => getComputedStyle(a).color)).toBe(style.color);
  });

  it('reorders two cards with the keyboard and keeps the order after saving', async () => {
    await page.goto(`${baseUrl}/guides`);
    await page.getByRole('heading', { level: 2, name: 'Working remotely?' }).waitFor();
    await turnEditingOn(page);
    const before = await cardTitles(page);
    const first = before.indexOf('Working remotely?');
    // The card after it (another suite may have published a card between them on this page).
    const next = before[first + 1];
    expect(next).toBeDefined();
    const escaped = next.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

    // dnd-kit announces each step in its live region; wait for it before the next key.
    const announced = (text: RegExp) => page.getByText(text).waitFor({ state: 'attached' });
    const handle = page.getByRole('button', { name: 'Move Working remotely?' });
    await handle.focus();
    await page.keyboard.press('Space');
    // On pick-up dnd-kit says so, then at once that the card is over itself.
    await announced(/Picked up Working remotely\?|Working remotely\? was moved over Working remotely\?/);
    // The sensor measures the cards after pick-up; an arrow pressed before that moves nothing
    // and announces nothing, so a silent press is safe to repeat.
    const movedOver = new RegExp(`Working remotely\\? was moved over ${escaped}`);
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.keyboard.press('ArrowDown');
      const heard = await page
        .getByText(movedOver)
        .waitFor({ state: 'attached', timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (heard) break;
    }
    await announced(movedOver);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await cardTitles(page)).indexOf(next)).toBe(first);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved!').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: next }).waitFor();
    const after = await cardTitles(page);
    expect(after.indexOf(next)).toBeLessThan(after.indexOf('Working remotely?'));
  });

  it('publishes both when another admin saved a different widget first, and says what was merged', async () => {
    // The demo firm's second site admin.
    await asSomeone(baseUrl, 'editor@demo.atrium', async (other) => {
      for (const target of [page, other]) {
        await target.goto(`${baseUrl}/guides/finance`);
        await target.getByRole('heading', { level: 1, name: 'Finance guides' }).waitFor();
        await turnEditingOn(target);
      }
      await addRichText(other, { title: 'Saved first', text: 'From the other admin.' });
      await other.getByRole('button', { name: 'Save', exact: true }).click();
      await other.getByText('Saved!').waitFor();

      // Different widgets on both sides: no stale-copy question (that is for the same widget, ADR 013).
      await addRichText(page, { title: 'Saved second', text: 'From this session.' });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText(/^Saved! Merged with/).waitFor();
      expect(await page.getByRole('dialog').filter({ hasText: STALE_COPY }).count()).toBe(0);

      await page.reload();
      await page.getByText('From the other admin.').waitFor();
      await page.getByText('From this session.').waitFor();
    });
  });

  it("duplicates a page into 'X Copy' and blocks Edit while an order change is unsaved", async () => {
    await page.goto(`${baseUrl}/admin/routes`);
    const tree = page.getByRole('list', { name: 'Pages' });
    await tree.waitFor();
    await page.getByRole('button', { name: 'Duplicate: VPN', exact: true }).click();
    await tree.getByText('VPN Copy', { exact: true }).waitFor();

    const handle = page.getByRole('button', { name: 'Move Mail', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.getByText(/^Mail was moved over VPN Copy\.$/).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText('Unsaved order changes').waitFor();

    await page.getByRole('button', { name: 'Edit: IT guides', exact: true }).click();
    const prompt = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await prompt.getByText('You have unsaved route order changes.', { exact: false }).waitFor();
    await prompt.getByRole('button', { name: 'Discard' }).click();
    const pageModal = page.getByRole('dialog', { name: 'IT guides' });
    await pageModal.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    expect(await page.getByText('Unsaved order changes').count()).toBe(0);
  });

  it('shows a partner the page without any editing controls', async () => {
    await asSomeone(baseUrl, 'partner@demo.atrium', async (partner, partnerContext) => {
      await partner.goto(`${baseUrl}/guides/hr`);
      await partner.getByRole('heading', { level: 2, name: 'Holiday calendar' }).waitFor();
      expect(await partner.getByRole('button', { name: /^admin$/i }).count()).toBe(0);
      expect(await partner.getByRole('combobox', { name: 'Add Widget' }).count()).toBe(0);
      expect(await partner.getByRole('button', { name: /^(Edit|Delete|Duplicate|Move) / }).count()).toBe(0);
      expect(await partner.getByRole('button', { name: 'Edit page' }).count()).toBe(0);

      // Hidden controls are not the protection: the API refuses the partner's save itself.
      const csrf =
        (await partnerContext.cookies()).find((c) => /^(__Host-)?atrium_csrf$/.test(c.name))?.value ?? '';
      const tree = await (await partner.request.get(`${baseUrl}/api/v2/routes`)).json();
      const save = await partner.request.post(`${baseUrl}/api/v2/page`, {
        headers: { 'x-csrf-token': csrf },
        data: { UUID: tree[0].UUID, Sections: [] },
      });
      expect(save.status()).toBe(403);
    });
  });
});
