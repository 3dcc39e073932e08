// Page drafts in a real browser: what an admin types is kept on the server and comes back in a new
// browser after the tab was closed; staff and search never see it; Save publishes it; Revert and
// "Discard draft" ask first. At 1440 and 390 px, with axe on the editor.
import type { RouteNode } from '@atrium/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openSignedIn } from './browser.ts';
import { seriousViolations, turnEditingOn } from './page-tools.ts';

const baseUrl = inject('baseUrl');

const heightFor = (width: number) => (width > 500 ? 900 : 844);

/**
 * The admin tray is on the wide layout's sidebar: editing is turned on there, then the width set.
 * The admin's draft is what this file is about: it is kept.
 */
async function editAtWidth(target: Page, width: number): Promise<void> {
  await target.setViewportSize({ width: 1440, height: 900 });
  await turnEditingOn(target, { keepDraft: true });
  await target.setViewportSize({ width, height: heightFor(width) });
}

async function csrfOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((c) => /^(__Host-)?atrium_csrf$/.test(c.name))?.value ?? '';
}

/** A page of its own under Guides, left out of the navigation, so no other test sees it. */
async function createPage(context: BrowserContext, target: Page, name: string): Promise<string> {
  const tree: RouteNode[] = await (await target.request.get(`${baseUrl}/api/v2/routes`)).json();
  const guides = tree.find((n) => n.VueRouterPath === 'guides');
  if (!guides) throw new Error('the demo firm has no Guides page');
  const created = await target.request.post(`${baseUrl}/api/v2/routes`, {
    headers: { 'x-csrf-token': await csrfOf(context) },
    data: {
      Title: `Drafts ${name}`,
      VueRouterName: `drafts-${name}`,
      VueRouterPath: `drafts-${name}`,
      Parent: { UUID: guides.UUID },
      ExcludeFromNav: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return `/guides/drafts-${name}`;
}

async function addRichText(target: Page, options: { title: string; text: string }): Promise<void> {
  await target.getByRole('combobox', { name: 'Add Widget' }).click();
  await target.getByRole('option', { name: 'Rich Text', exact: true }).click();
  await target.getByRole('button', { name: 'Add', exact: true }).click();
  const form = target.getByRole('dialog', { name: /^Edit / });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(options.title);
  await form.locator('.ProseMirror').click();
  await target.keyboard.type(options.text);
  await form.getByRole('button', { name: 'Apply' }).click();
  await form.waitFor({ state: 'hidden' });
}

const saveBar = (target: Page) => target.getByRole('region', { name: 'Save bar' });
const cardHeading = (target: Page, title: string) =>
  target.getByRole('heading', { level: 2, name: title, exact: true });

async function pageSearchHits(target: Page, word: string): Promise<number> {
  const found = await (await target.request.get(`${baseUrl}/api/v2/search?q=${word}&type=page`)).json();
  return (found.groups?.[0]?.hits ?? []).length;
}

async function myDraftOf(target: Page, path: string) {
  const tree: RouteNode[] = await (await target.request.get(`${baseUrl}/api/v2/routes`)).json();
  const find = (nodes: RouteNode[]): RouteNode | undefined =>
    nodes.map((n) => (path.endsWith(`/${n.VueRouterPath}`) ? n : find(n.Children))).find(Boolean);
  const node = find(tree);
  return (await target.request.get(`${baseUrl}/api/v2/page/${node?.UUID}/draft`)).json();
}

for (const width of [1440, 390]) {
  describe(`at ${width} px`, () => {
    const word = `zephyrine${width}`;
    const title = `Draft card ${width}`;
    let path: string;
    let staffContext: BrowserContext;
    let staff: Page;
    const admin = { email: 'admin@demo.atrium', viewport: { width, height: heightFor(width) } };

    beforeAll(async () => {
      ({ context: staffContext, page: staff } = await openSignedIn(baseUrl, 'partner@demo.atrium', {
        viewport: { width, height: heightFor(width) },
      }));
    });
    afterAll(() => staffContext?.close());

    it('restores a draft typed before the tab was closed, in a new browser', async () => {
      await asSomeone(baseUrl, admin, async (tab, first) => {
        path = await createPage(first, tab, `${width}`);
        await tab.goto(`${baseUrl}${path}`);
        await tab.getByRole('heading', { level: 1, name: `Drafts ${width}` }).waitFor();
        await editAtWidth(tab, width);
        await addRichText(tab, { title, text: `Notes on ${word} for the team.` });
        await saveBar(tab)
          .getByText(/^Draft saved \d/)
          .waitFor();
        expect(await seriousViolations(tab, 'main')).toEqual([]);
        await tab.close();
      });

      await asSomeone(baseUrl, admin, async (tab) => {
        await tab.goto(`${baseUrl}${path}`);
        await tab.getByRole('heading', { level: 1, name: `Drafts ${width}` }).waitFor();
        expect(await cardHeading(tab, title).count()).toBe(0);
        await editAtWidth(tab, width);
        await saveBar(tab)
          .getByText(/^Restored your draft from \d/)
          .waitFor();
        await cardHeading(tab, title).waitFor();
        expect(await tab.getByText(`Notes on ${word} for the team.`).count()).toBe(1);
        expect(await saveBar(tab).getByText('You have unsaved changes.').count()).toBe(1);
        expect(await seriousViolations(tab, 'main')).toEqual([]);
      });
    });

    it('never shows the draft to staff or in search, until Save publishes it', async () => {
      await staff.goto(`${baseUrl}${path}`);
      await staff.getByRole('heading', { level: 1, name: `Drafts ${width}` }).waitFor();
      await staff.getByText('This page has no content yet.').waitFor();
      expect(await cardHeading(staff, title).count()).toBe(0);
      expect(await pageSearchHits(staff, word)).toBe(0);

      await asSomeone(baseUrl, admin, async (tab) => {
        expect(await pageSearchHits(tab, word)).toBe(0);
        await tab.goto(`${baseUrl}${path}`);
        await editAtWidth(tab, width);
        await saveBar(tab)
          .getByText(/^Restored your draft from/)
          .waitFor();
        await saveBar(tab).getByRole('button', { name: 'Save', exact: true }).click();
        await tab.getByText('Saved!').waitFor();
        expect(await myDraftOf(tab, path)).toBeNull();
        expect(await saveBar(tab).getByRole('button', { name: 'Discard draft' }).count()).toBe(0);
      });

      await staff.reload();
      await cardHeading(staff, title).waitFor();
      await expect.poll(() => pageSearchHits(staff, word)).toBe(1);
    });

    it('asks before Discard draft and before Revert, and keeps the draft when told not to', async () => {
      await asSomeone(baseUrl, admin, async (tab) => {
        await tab.goto(`${baseUrl}${path}`);
        await cardHeading(tab, title).waitFor();
        await editAtWidth(tab, width);
        await addRichText(tab, { title: 'Second thoughts', text: 'Maybe not.' });
        await saveBar(tab)
          .getByText(/^Draft saved \d/)
          .waitFor();

        await saveBar(tab).getByRole('button', { name: 'Discard draft' }).click();
        const ask = tab.getByRole('dialog', { name: 'Discard draft' });
        await ask.getByText('Discard your draft? The page stays as it was last saved.').waitFor();
        await ask.getByRole('button', { name: 'Cancel' }).click();
        await ask.waitFor({ state: 'hidden' });
        expect(await cardHeading(tab, 'Second thoughts').count()).toBe(1);
        expect((await myDraftOf(tab, path))?.Sections).toHaveLength(2);

        await saveBar(tab).getByRole('button', { name: 'Revert' }).click();
        const revert = tab.getByRole('dialog', { name: 'Revert changes' });
        await revert.waitFor();
        expect(await seriousViolations(tab, '[role="dialog"]')).toEqual([]);
        await revert.getByRole('button', { name: 'Cancel' }).click();
        await revert.waitFor({ state: 'hidden' });
        expect(await cardHeading(tab, 'Second thoughts').count()).toBe(1);

        await saveBar(tab).getByRole('button', { name: 'Discard draft' }).click();
        await tab
          .getByRole('dialog', { name: 'Discard draft' })
          .getByRole('button', { name: 'Discard draft' })
          .click();
        await cardHeading(tab, 'Second thoughts').waitFor({ state: 'hidden' });
        expect(await cardHeading(tab, title).count()).toBe(1);
        await expect.poll(() => myDraftOf(tab, path)).toBeNull();
      });
    });
  });
}
