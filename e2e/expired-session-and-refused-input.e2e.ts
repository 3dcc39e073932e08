// In a real browser: tabs sharing an expired session, what the page modal and
// the rich-text sanitiser refuse, and very long titles.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { addWidget, callApi, turnEditingOn } from './page-tools.ts';

const baseUrl = inject('baseUrl');
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const PATH_REASON = 'A path is one URL segment';
const REDIRECT_REASON = 'Use a page name, a /path or an http(s) address.';
let context: BrowserContext;

beforeAll(async () => {
  ({ context } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
});
afterAll(() => context?.close());

/** The text a field's description and error carry for assistive technology: what shows under it. */
const reasonOf = (field: Locator): Promise<string> =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  );

/** Opens 'Add Page' for a new subpage of Guides from the route manager. */
async function addGuidesSubpage(page: Page): Promise<Locator> {
  await page.goto(`${baseUrl}/admin/routes`);
  await page.getByRole('button', { name: 'Add subpage: Guides', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Page' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
  return dialog;
}

const pageWidth = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth }));

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(async () => {
        const { scrollWidth, innerWidth } = await pageWidth(page);
        return scrollWidth <= innerWidth ? 'fits' : `${where} is ${scrollWidth} px wide at ${innerWidth} px`;
      })
      .toBe('fits');
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Puts the calls of two tabs whose session expired in the order that shows a client refreshing
 * once too often: both tabs are turned away before any refresh goes through, and a retry after a
 * refresh leaves with that moment's cookies but reaches the server after any second refresh, as
 * on a slow connection. A second refresh replaces the access token such a retry carries.
 */
async function raceRefreshes(context: BrowserContext, tabs: Page[]) {
  const turnedAway = new Set<Page>();
  let refreshCount = 0;
  let retryLeft = false;
  let secondRefreshDone = false;
  // Calls still held back: a round ends only when they are through, so a refresh answered late
  // cannot hand the next round the live session it is meant to lack.
  let held = 0;
  for (const tab of tabs) tab.on('response', (r) => r.status() === 401 && turnedAway.add(tab));
  const waitFor = async (isDone: () => boolean, limit = 1500) => {
    for (let waited = 0; !isDone() && waited < limit; waited += 50) await sleep(50);
  };
  const hold = async (handle: () => Promise<void>) => {
    held += 1;
    try {
      await handle();
    } finally {
      held -= 1;
    }
  };
  const settled = () => waitFor(() => held === 0, 15_000);
  await context.route('**/api/v2/user/refresh', (route) =>
    hold(async () => {
      await waitFor(() => turnedAway.size === tabs.length);
      refreshCount += 1;
      if (refreshCount > 1) await waitFor(() => retryLeft);
      const response = await route.fetch();
      if (refreshCount > 1) secondRefreshDone = true;
      await route.fulfill({ response });
    }),
  );
  await context.route('**/api/v2/page/*', (route) =>
    hold(async () => {
      if (refreshCount === 0) return route.continue();
      const headers = route.request().headers();
      retryLeft = true;
      await waitFor(() => secondRefreshDone);
      await route.fulfill({ response: await route.fetch({ headers }) });
    }),
  );
  return {
    turnedAway,
    refreshCount: () => refreshCount,
    settled,
    async nextRound() {
      await settled();
      turnedAway.clear();
      refreshCount = 0;
      retryLeft = false;
      secondRefreshDone = false;
    },
    stop: async () => {
      await settled();
      await context.unroute('**/api/v2/user/refresh');
      await context.unroute('**/api/v2/page/*');
    },
  };
}

describe('tabs refreshing an expired session together', () => {
  it('keeps both tabs signed in and the session alive', async () => {
    const tabs = [await context.newPage(), await context.newPage()];
    // The heading comes from the route tree; the page's own call is what needs the session.
    const pageLoaded = new Set<Page>();
    const refreshStatuses: number[] = [];
    for (const tab of tabs) {
      tab.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path === '/api/v2/user/refresh') refreshStatuses.push(r.status());
        if (path.startsWith('/api/v2/page/') && r.ok()) pageLoaded.add(tab);
      });
    }
    const tabState = async (tab: Page) =>
      new URL(tab.url()).pathname.startsWith('/login')
        ? 'sent to sign in'
        : (await tab.getByText(SESSION_EXPIRED).count()) > 0
          ? 'told the session expired'
          : pageLoaded.has(tab)
            ? 'page loaded'
            : 'waiting';
    const race = await raceRefreshes(context, tabs);
    try {
      for (const tab of tabs) {
        await tab.goto(`${baseUrl}/guides`);
        await tab.getByText('Step-by-step guides for the questions colleagues ask most often.').waitFor();
      }
      // Twice, so a refresh that revoked the session the first time would show the second.
      for (const title of ['IT guides', 'HR guides']) {
        // The browser still holds an access token the server no longer accepts, as after expiry;
        // the refresh token is unchanged.
        await race.nextRound();
        const cookies = await context.cookies(baseUrl);
        const access = cookies.find((c) => /^(__Host-)?atrium_session$/.test(c.name));
        expect(access).toBeDefined();
        await context.addCookies([{ ...(access as NonNullable<typeof access>), value: 'x'.repeat(43) }]);
        refreshStatuses.length = 0;
        pageLoaded.clear();

        await Promise.all(
          tabs.map((tab) => tab.getByRole('link', { name: title, exact: true }).first().click()),
        );
        await expect
          .poll(() => Promise.all(tabs.map(tabState)), { timeout: 15_000 })
          .toEqual(tabs.map(() => 'page loaded'));
        await race.settled();
        for (const tab of tabs) {
          await tab.getByRole('heading', { level: 1, name: title }).waitFor();
          expect(new URL(tab.url()).pathname).not.toMatch(/^\/login/);
          expect(await tab.getByText(SESSION_EXPIRED).count()).toBe(0);
        }
        // Both tabs were turned away, the session was refreshed, and no refresh was refused.
        expect(race.turnedAway.size).toBe(tabs.length);
        expect(race.refreshCount()).toBeGreaterThanOrEqual(1);
        expect(refreshStatuses).toEqual(refreshStatuses.map(() => 200));
      }
      for (const tab of tabs) {
        const session = await callApi(tab, '/api/v2/user/isLoggedIn');
        expect(session.body.IsLoggedIn).toBe(true);
      }
    } finally {
      await race.stop();
      for (const tab of tabs) await tab.close();
    }
  });
});

describe('links, paths and rich text the portal refuses or cleans', () => {
  it('refuses a path with more than one segment and a disguised script link, under the field', async () => {
    const page = await context.newPage();
    try {
      const dialog = await addGuidesSubpage(page);
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Refused links');
      const save = dialog.getByRole('button', { name: 'Save', exact: true });

      const redirect = dialog.getByLabel('Redirect link', { exact: true });
      await redirect.fill('java\tscript:alert(1)');
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).click();
      await save.click();
      await expect.poll(() => reasonOf(redirect)).toContain(REDIRECT_REASON);
      expect(await redirect.getAttribute('aria-invalid')).toBe('true');
      await redirect.fill('');

      const path = dialog.getByRole('textbox', { name: 'Path', exact: true });
      await path.fill('a/b?c#d');
      await save.click();
      await expect.poll(() => reasonOf(path)).toContain(PATH_REASON);
      expect(await path.getAttribute('aria-invalid')).toBe('true');

      // Enter saves without leaving the field, so the path goes to the server as typed.
      await path.fill('../../admin');
      expect(await reasonOf(path)).not.toContain(PATH_REASON);
      await path.press('Enter');
      await expect.poll(() => reasonOf(path)).toContain(PATH_REASON);
      expect(await dialog.isVisible()).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('saves rich text without SVG data images and CSS expressions, and shows it without them', async () => {
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    try {
      const dialog = await addGuidesSubpage(page);
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Pasted figures');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved!').waitFor();

      // What a crafted request (not the editor) would send.
      const tree = await callApi(page, '/api/v2/routes');
      const guides = tree.body.find((n: { VueRouterPath: string }) => n.VueRouterPath === 'guides');
      const route = guides.Children.find((n: { Title: string }) => n.Title === 'Pasted figures');
      const before = await callApi(page, `/api/v2/page/${route.UUID}`);
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>';
      const saved = await callApi(page, '/api/v2/page', 'POST', {
        UUID: route.UUID,
        Version: before.body.Version,
        Sections: [
          {
            UUID: '-1',
            Title: 'Quarterly figures',
            Type: { Identifier: 'RichText' },
            Text: `<p style="x:expression(alert(1))">Revenue grew.</p><p><img src="data:image/svg+xml,${svg}"></p>`,
          },
        ],
      });
      expect(saved.status).toBe(200);

      await page.goto(`${baseUrl}${route.FullPath}`);
      const card = page
        .locator('main section')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Quarterly figures' }) });
      await card.getByText('Revenue grew.').waitFor();
      const html = await card.evaluate((el) => el.innerHTML);
      expect(html).not.toContain('expression');
      expect(html).not.toContain('data:image/svg');
      expect(await card.locator('[style*="expression"]').count()).toBe(0);
      expect(await card.locator('img[src^="data:"]').count()).toBe(0);
      expect(dialogs).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('very long titles', () => {
  it('names the field a 600-character title breaks and keeps the generated name and path within limits', async () => {
    const page = await context.newPage();
    try {
      const dialog = await addGuidesSubpage(page);
      const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
      await title.fill('L'.repeat(600));
      const name = dialog.getByRole('textbox', { name: 'Internal name' });
      const path = dialog.getByRole('textbox', { name: 'Path', exact: true });
      expect(await name.inputValue()).toBe('l'.repeat(200));
      expect(await path.inputValue()).toBe('l'.repeat(200));

      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => reasonOf(title)).toContain('A title may hold at most 300 characters.');
      expect(await title.getAttribute('aria-invalid')).toBe('true');
      expect(await name.getAttribute('aria-invalid')).not.toBe('true');
      expect(await path.getAttribute('aria-invalid')).not.toBe('true');
      await page.getByRole('alert').filter({ hasText: 'Failed to save route.' }).waitFor();

      // The longest title the server takes saves, and the page holds it without sideways scroll.
      await title.fill('L'.repeat(300));
      expect(await reasonOf(title)).not.toContain('at most 300');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved!').waitFor();
      await page.getByRole('button', { name: 'Expand all' }).click();
      await expectNoSidewaysScroll(page, 'the route manager');
    } finally {
      await page.close();
    }
  });

  it('keeps a page and a widget with titles of 600 characters without spaces inside the window', async () => {
    const page = await context.newPage();
    try {
      // The longest page title the server takes; the widget's stays a draft of 600.
      await page.goto(`${baseUrl}/guides`);
      const guides = (await callApi(page, '/api/v2/routes')).body.find(
        (n: { VueRouterPath: string }) => n.VueRouterPath === 'guides',
      );
      const created = await callApi(page, '/api/v2/routes', 'POST', {
        Title: 'W'.repeat(300),
        VueRouterName: 'wide-title-page',
        VueRouterPath: 'wide-title-page',
        Parent: { UUID: guides.UUID },
      });
      expect(created.status).toBe(200);
      await page.goto(`${baseUrl}/guides/wide-title-page`);
      await page.getByRole('heading', { level: 1, name: 'W'.repeat(300) }).waitFor();
      await expectNoSidewaysScroll(page, 'the page with a long title');

      await turnEditingOn(page);
      const form = await addWidget(page, 'Rich Text', 'M'.repeat(600));
      await form.getByRole('button', { name: 'Apply' }).click();
      await form.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 2, name: 'M'.repeat(600) }).waitFor();
      await expectNoSidewaysScroll(page, 'the page with a long widget title');
      // Learn More lists the guides' pages by title.
      await page.goto(`${baseUrl}/learn`);
      await page.getByRole('link', { name: 'W'.repeat(300), exact: true }).waitFor();
      await expectNoSidewaysScroll(page, 'Learn More with a long guide title');
    } finally {
      await page.close();
    }
  });
});
