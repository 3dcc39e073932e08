// The editor's keyboard path: Ctrl+S saves, the save bar is a landmark a shortcut reaches (named in
// its tooltip), and a page tree row changes level by keyboard, in place, announced, and stored so.
import type { RouteNode } from '@atrium/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { seriousViolations, turnEditingOn } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

interface Placed {
  node: RouteNode;
  parent: RouteNode | null;
}
const flatten = (nodes: RouteNode[], parent: RouteNode | null = null): Placed[] =>
  nodes.flatMap((node) => [{ node, parent }, ...flatten(node.Children, node)]);
const routeTree = async (): Promise<RouteNode[]> =>
  (await page.request.get(`${baseUrl}/api/v2/routes`)).json();
const rowTitles = async () =>
  (
    await page
      .getByRole('list', { name: 'Pages' })
      .getByRole('button', { name: /^Move / })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
  ).map((label) => label.replace(/^Move /, ''));

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

describe('the editor by keyboard', () => {
  it('saves the page with Ctrl+S and reaches the save bar with the shortcut its tooltip names', async () => {
    await page.goto(`${baseUrl}/guides/finance`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await turnEditingOn(page);
    const saveBar = page.getByRole('region', { name: 'Save bar' });
    await saveBar.waitFor();

    await page.getByRole('combobox', { name: 'Add Widget' }).click();
    await page.getByRole('option', { name: 'Rich Text', exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('dialog', { name: /^Edit / });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Saved by keyboard');
    await form.locator('.ProseMirror').click();
    await page.keyboard.type('Published with Ctrl+S.');
    await form.getByRole('button', { name: 'Apply' }).click();
    await form.waitFor({ state: 'hidden' });

    await page.keyboard.press('Alt+Shift+S');
    const save = saveBar.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.evaluate((button) => button === document.activeElement)).toBe(true);
    await save.hover();
    await page
      .getByRole('tooltip')
      .filter({ hasText: 'Ctrl+S' })
      .filter({ hasText: 'Alt+Shift+S' })
      .waitFor();
    expect(await seriousViolations(page, '[aria-label="Save bar"]')).toEqual([]);

    await page.keyboard.press('Control+s');
    await page.getByText('Saved!').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Saved by keyboard' }).waitFor();
  });

  it('moves a page tree row one level up by keyboard, in place, and stores the order on screen', async () => {
    const before = flatten(await routeTree());
    // The last child of an open page: one level up it lands right after its parent.
    const moving = before.find(
      ({ node, parent }) =>
        parent?.IsOpen && parent.Children.at(-1)?.UUID === node.UUID && node.Children.length === 0,
    );
    if (!moving?.parent) throw new Error('the demo firm has no open page with children');
    const { node, parent } = moving;
    const grandparent = before.find((p) => p.node.UUID === parent.UUID)?.parent ?? null;

    await page.goto(`${baseUrl}/admin/routes`);
    const tree = page.getByRole('list', { name: 'Pages' });
    await tree.waitFor();
    const handle = page.getByRole('button', { name: `Move ${node.Title}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    // The sensor measures the rows after pick-up; an arrow pressed before that moves nothing and
    // announces nothing, so a silent press is safe to repeat.
    const place = grandparent ? `under ${grandparent.Title}` : 'at the top level';
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.keyboard.press('ArrowLeft');
      const heard = await page
        .getByText(`${node.Title} would go ${place}.`, { exact: true })
        .waitFor({ state: 'attached', timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (heard) break;
    }
    await page.keyboard.press('Space');
    await page
      .getByText(`${node.Title} was dropped ${place}.`, { exact: true })
      .waitFor({ state: 'attached' });
    await page.getByText('Unsaved order changes').waitFor();

    const newPath = `${grandparent?.FullPath ?? ''}/${node.VueRouterPath}`.replace(/\/+/g, '/');
    const row = tree.getByRole('listitem').filter({ has: handle });
    await row.getByText(newPath, { exact: true }).waitFor();
    const onScreen = await rowTitles();
    expect(onScreen.indexOf(node.Title)).toBeGreaterThan(onScreen.indexOf(parent.Title));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save order' }).click();
    // The page gets another parent: its confirmation shows the impact before anything is saved.
    const confirm = page.getByRole('dialog');
    await confirm
      .getByRole('region', { name: 'Impact' })
      .getByText(/Redirects that will be made/)
      .waitFor();
    await confirm.getByRole('button', { name: 'Save order' }).click();
    await page.getByText('Saved!').waitFor();
    await expect.poll(() => page.getByText('Unsaved order changes').count()).toBe(0);

    const after = flatten(await routeTree());
    const stored = after.find((p) => p.node.UUID === node.UUID);
    expect(stored?.parent?.UUID ?? null).toBe(grandparent?.UUID ?? null);
    expect(stored?.node.FullPath).toBe(newPath);
    const siblings = grandparent
      ? (after.find((p) => p.node.UUID === grandparent.UUID)?.node.Children ?? [])
      : await routeTree();
    const at = siblings.findIndex((s) => s.UUID === node.UUID);
    expect(siblings[at - 1]?.UUID).toBe(parent.UUID);

    await page.reload();
    await tree.waitFor();
    // The tree after a reload is the server's order; it is the order that was on screen.
    // (Rows the reload shows collapsed are left out of the comparison.)
    const reloaded = await rowTitles();
    expect(reloaded).toEqual(onScreen.filter((title) => reloaded.includes(title)));
    expect(reloaded).toContain(node.Title);
  });
});

describe('inserting a widget where it is meant to go', () => {
  it.each([
    [1440, 900],
    [390, 844],
  ])(
    'puts a widget added with a card\'s "+" before that card at %i px, and keeps it there after saving',
    async (width, height) => {
      const inserted = `Inserted at ${width}`;
      // Editing mode is switched on from the wide layout's admin tray; the phone keeps it after a resize.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${baseUrl}/guides`);
      await page.getByRole('heading', { level: 2, name: 'New here?' }).waitFor();
      await turnEditingOn(page);
      await page.setViewportSize({ width, height });
      const titles = () => page.locator('main section h2').allTextContents();
      const before = await titles();
      const target = before[1];

      await page
        .getByRole('button', { name: `Insert a widget before ${target}`, exact: true })
        .press('Enter');
      await page.getByText(`Goes before ${target}`).waitFor();
      const addWidget = page.getByRole('combobox', { name: 'Add Widget' });
      await expect.poll(() => addWidget.evaluate((input) => input === document.activeElement)).toBe(true);
      await addWidget.click();
      await page.getByRole('option', { name: 'Rich Text', exact: true }).click();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const form = page.getByRole('dialog', { name: /^Edit / });
      await form.getByRole('textbox', { name: 'Title', exact: true }).fill(inserted);
      await form.locator('.ProseMirror').click();
      await page.keyboard.type('Between the first two cards.');
      await form.getByRole('button', { name: 'Apply' }).click();
      await form.waitFor({ state: 'hidden' });
      expect(await titles()).toEqual([before[0], inserted, ...before.slice(1)]);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved!').first().waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 2, name: inserted }).waitFor();
      expect(await titles()).toEqual([before[0], inserted, ...before.slice(1)]);
      await page.setViewportSize({ width: 1440, height: 900 });
    },
  );
});
