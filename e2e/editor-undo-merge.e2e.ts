// Editing that never loses work, on a desktop and a 390 px phone: Undo and Redo (buttons and keys)
// over an add, a move, a delete and a settings change; two editors publishing different widgets of
// one page both land without a question; the same widget asks, showing both values; axe.
import { STALE_COPY_MESSAGE } from '@atrium/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openSignedIn } from './browser.ts';
import { addWidget, callApi, seriousViolations, turnEditingOn } from './page-tools.ts';

const baseUrl = inject('baseUrl');
const ADMIN = 'admin@demo.atrium';
/** The demo firm's second site admin. */
const OTHER_ADMIN = 'editor@demo.atrium';

const richText = (n: number, title: string) => ({
  UUID: `-${n}`,
  Title: title,
  Text: `<p>${title} text</p>`,
  Width: 12,
  Type: { Identifier: 'RichText' },
});

/** A fresh page under Guides holding widgets Alpha, Beta and Gamma; answers where it is. */
async function pageWithWidgets(page: Page, name: string): Promise<{ address: string; uuid: string }> {
  await page.goto(`${baseUrl}/guides`);
  const guides = (await callApi(page, '/api/v2/routes')).body.find(
    (n: { VueRouterPath: string }) => n.VueRouterPath === 'guides',
  );
  const created = await callApi(page, '/api/v2/routes', 'POST', {
    Title: name,
    VueRouterName: name,
    VueRouterPath: name,
    Parent: { UUID: guides.UUID },
  });
  expect(created.status).toBe(200);
  const uuid = created.body[0].UUID as string;
  const saved = await callApi(page, '/api/v2/page', 'POST', {
    UUID: uuid,
    Sections: [richText(1, 'Alpha'), richText(2, 'Beta'), richText(3, 'Gamma')],
  });
  expect(saved.status).toBe(200);
  return { address: `${baseUrl}/guides/${name}`, uuid };
}

const cardTitles = (page: Page) => page.locator('main section h2').allTextContents();

/**
 * Opens the page in editing mode. Editing mode lives in the tab and is switched on from the admin
 * tray of the wide layout; the phone then gets the same editor after a resize.
 */
async function openInEditor(page: Page, address: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(address);
  await page.getByRole('heading', { level: 2, name: /^Alpha/ }).waitFor();
  await turnEditingOn(page);
  await page.setViewportSize(size);
}

/** Moves a card one place down by keyboard, as dnd-kit's keyboard sensor does it. */
async function moveDown(page: Page, title: string, over: string): Promise<void> {
  await page.getByRole('button', { name: `Move ${title}`, exact: true }).focus();
  await page.keyboard.press('Space');
  const movedOver = page.getByText(`${title} was moved over ${over}`);
  // The sensor measures the cards after pick-up; an arrow pressed before that moves nothing.
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.keyboard.press('ArrowDown');
    const isHeard = await movedOver
      .first()
      .waitFor({ state: 'attached', timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (isHeard) break;
  }
  await page.keyboard.press('Space');
}

async function renameWidget(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${from}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: /^Edit / });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(to);
  await form.getByRole('button', { name: 'Apply' }).click();
  await form.waitFor({ state: 'hidden' });
}

const saveButton = (page: Page) =>
  page.getByRole('region', { name: 'Save bar' }).getByRole('button', { name: 'Save', exact: true });

/** Keys go to the page itself, not to a field. */
const focusPage = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

describe.each([
  [1440, 900],
  [390, 844],
])('editing that never loses work at %i px', (width, height) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openSignedIn(baseUrl, ADMIN, { viewport: { width, height } }));
  });
  afterAll(() => context?.close());

  it('undoes and redoes an add, a move, a delete and a settings change, by button and by key', async () => {
    const { address, uuid } = await pageWithWidgets(page, `undo-${width}`);
    await openInEditor(page, address);
    const status = page.getByRole('region', { name: 'Save bar' }).getByRole('status').last();

    // Add, move (by keyboard), delete, then a settings change.
    const form = await addWidget(page, 'Rich Text', 'Delta');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.waitFor({ state: 'hidden' });
    await moveDown(page, 'Alpha', 'Beta');
    await expect.poll(() => cardTitles(page)).toEqual(['Beta', 'Alpha', 'Gamma', 'Delta']);
    await page.getByRole('button', { name: 'Delete Gamma', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await renameWidget(page, 'Beta', 'Beta renamed');
    await expect.poll(() => cardTitles(page)).toEqual(['Beta renamed', 'Alpha', 'Delta']);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Ctrl+Z typed into a field is the field's own: the page keeps its change.
    await page.getByRole('combobox', { name: 'Add Widget' }).focus();
    await page.keyboard.press('Control+z');
    expect(await cardTitles(page)).toEqual(['Beta renamed', 'Alpha', 'Delta']);

    await focusPage(page);
    await page.keyboard.press('Control+z');
    await expect.poll(() => cardTitles(page)).toEqual(['Beta', 'Alpha', 'Delta']);
    await expect.poll(() => status.textContent()).toBe('Undone: edit ‘Beta renamed’.');

    await page.getByRole('button', { name: 'Undo delete ‘Gamma’' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(['Beta', 'Alpha', 'Gamma', 'Delta']);
    await page.getByRole('button', { name: 'Undo move ‘Alpha’' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
    await focusPage(page);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect.poll(() => cardTitles(page)).toEqual(['Alpha', 'Beta', 'Gamma']);
    await expect.poll(() => status.textContent()).toBe('Undone: add Rich Text.');
    expect(await page.getByText('All changes saved.').isVisible()).toBe(true);

    // Redo brings them back in order: by Ctrl+Shift+Z, by Ctrl+Y, by the button.
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+y');
    await expect.poll(() => cardTitles(page)).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
    const redo = page.getByRole('button', { name: 'Redo move ‘Alpha’' });
    await redo.hover();
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'Redo move ‘Alpha’' })
      .filter({ hasText: 'Ctrl+Y' })
      .waitFor();
    await redo.click();
    await expect.poll(() => cardTitles(page)).toEqual(['Beta', 'Alpha', 'Gamma', 'Delta']);
    expect(await seriousViolations(page, '[aria-label="Save bar"]')).toEqual([]);

    // A save publishes what is on screen, and the history starts again from there.
    await saveButton(page).click();
    await page.getByText('Saved!').waitFor();
    await page.getByRole('button', { name: 'Undo', exact: true }).waitFor();
    const stored = (await callApi(page, `/api/v2/page/${uuid}`)).body as { Sections: { Title: string }[] };
    expect(stored.Sections.map((s) => s.Title)).toEqual(['Beta', 'Alpha', 'Gamma', 'Delta']);
  }, 240_000);

  it('publishes two admins’ changes to different widgets without asking, and asks with both values for the same one', async () => {
    const { address } = await pageWithWidgets(page, `merge-${width}`);
    await asSomeone(baseUrl, { email: OTHER_ADMIN, viewport: { width, height } }, async (other) => {
      await openInEditor(page, address);
      await openInEditor(other, address);

      // Different widgets: both land, the second editor is told what was merged.
      await renameWidget(other, 'Alpha', 'Alpha by the other editor');
      await saveButton(other).click();
      await other.getByText('Saved!', { exact: true }).waitFor();
      await renameWidget(page, 'Gamma', 'Gamma by me');
      await saveButton(page).click();
      // The message names the other admin, not the one publishing (Avery Lindqvist).
      await page
        .getByText(
          /^Saved! Merged with changes by (?!Avery Lindqvist)[^:]+: Alpha by the other editor \(title\)/,
        )
        .waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await cardTitles(page)).toEqual(['Alpha by the other editor', 'Beta', 'Gamma by me']);

      // The same widget: the spec's question, with both values side by side.
      await openInEditor(other, address);
      await other.getByRole('heading', { level: 2, name: 'Gamma by me', exact: true }).waitFor();
      await renameWidget(other, 'Beta', 'Beta, theirs');
      await saveButton(other).click();
      await other.getByText('Saved!', { exact: true }).waitFor();
      await renameWidget(page, 'Beta', 'Beta, mine');
      await saveButton(page).click();
      const question = page.getByRole('dialog', { name: 'Newer changes on the server' });
      await question.getByText(STALE_COPY_MESSAGE).waitFor();
      const row = question.getByRole('row', { name: /Title/ });
      expect(await row.getByRole('cell').allTextContents()).toEqual(['Beta, mine', 'Beta, theirs']);
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await question.getByRole('button', { name: 'Overwrite' }).click();
      await page.getByText('Saved!', { exact: true }).waitFor();
      await other.reload();
      await other.getByRole('heading', { level: 2, name: 'Beta, mine', exact: true }).waitFor();
    });
  }, 240_000);
});
