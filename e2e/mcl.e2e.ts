// Assignments and companies: list my assignments, scroll past the first page, open one
// in a new tab and read its invoices; the dashboard's assignment link lands on that page; a
// company's family tree; a Top Partners widget added in editing mode; a researcher's empty own
// lists; axe on the new screens.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asSomeone, openSignedIn } from './browser.ts';
import { seriousViolations, turnEditingOn } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'partner@demo.atrium'));
});
afterAll(() => context?.close());

const countOf = async (target: Page) => {
  const text = await target
    .getByText(/^[\d,]+ results?$/)
    .first()
    .textContent();
  return Number((text ?? '0').replace(/\D/g, ''));
};

describe('my assignments', () => {
  it('lists them 50 at a time, loads more on scrolling and opens one in a new tab with its invoices', async () => {
    await page.goto(`${baseUrl}/mcl/assignments/my`);
    const table = page.getByRole('table', { name: 'My Assignments' });
    await table.getByRole('row').nth(1).waitFor();
    await expect.poll(() => countOf(page)).toBeGreaterThan(50);

    // Largest billings first, so the rows past the first page still have invoices.
    await table.getByRole('button', { name: /Billings/ }).click();
    await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();

    const scroller = page
      .getByRole('region', { name: 'My Assignments, scrollable' })
      .or(page.locator('section:has(> table[aria-label="My Assignments"])'));
    await expect
      .poll(
        async () => {
          await scroller.first().evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
          const indexes = await table
            .locator('tbody tr[aria-rowindex]')
            .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('aria-rowindex'))));
          return Math.max(0, ...indexes);
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(52);

    // Rows past the first page, once it has arrived. The table renders only the rows near the view
    // and re-measures them as they come, so a row on show may be gone a moment later: read a row's
    // title and click its link, and pick again if it went in between.
    await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
    const openRowPastFirstPage = async (): Promise<{ title: string; detail: Page } | null> => {
      const shownIndexes = await table
        .locator('tbody tr[aria-rowindex]')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('aria-rowindex'))));
      const last = Math.max(...shownIndexes);
      if (last <= 52) return null;
      const link = table.locator(`tbody tr[aria-rowindex="${last}"]`).getByRole('link').first();
      try {
        const title = (await link.textContent({ timeout: 2_000 })) ?? '';
        const [detail] = await Promise.all([context.waitForEvent('page'), link.click({ timeout: 2_000 })]);
        return { title, detail };
      } catch {
        return null;
      }
    };
    let opened: { title: string; detail: Page } | null = null;
    for (let attempt = 0; attempt < 5 && !opened; attempt++) {
      if (attempt > 0) await page.waitForTimeout(250);
      opened = await openRowPastFirstPage();
    }
    if (!opened) throw new Error('no row past the first page stayed on show long enough to open');
    const { title, detail } = opened;
    await detail.waitForLoadState();
    expect(detail.url()).toMatch(/\/mcl\/assignments\/\d+$/);
    await detail.getByRole('heading', { level: 1, name: title }).waitFor();
    const invoices = detail.getByRole('region', { name: 'Invoices' });
    await invoices.getByText('Initial invoice').waitFor();
    expect(await invoices.getByText('Original amount').count()).toBeGreaterThan(0);
    expect(await invoices.getByRole('columnheader', { name: 'Split' }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(detail)).toEqual([]);

    await detail.goto(`${detail.url()}/blf`);
    await detail.getByRole('region', { name: 'BLM/Consulting team' }).waitFor();
    await detail.getByRole('region', { name: 'BLF certified partners' }).waitFor();
    expect(await seriousViolations(detail)).toEqual([]);
    await detail.close();
  });

  it('scrolls the list, not the page, and refits it when the window changes size', async () => {
    await page.goto(`${baseUrl}/mcl/assignments/my`);
    await page.getByRole('table', { name: 'My Assignments' }).getByRole('row').nth(1).waitFor();
    const heights = () =>
      page.evaluate(() => {
        const list = document.querySelector(
          'section:has(> table[aria-label="My Assignments"])',
        ) as HTMLElement;
        const view = document.scrollingElement as HTMLElement;
        return {
          pageOverflow: view.scrollHeight - view.clientHeight,
          listScrolls: list.scrollHeight > list.clientHeight,
          listHeight: list.clientHeight,
        };
      });
    try {
      let desktopHeight = 0;
      for (const size of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
        { width: 1440, height: 1200 },
      ]) {
        await page.setViewportSize(size);
        await expect.poll(async () => (await heights()).pageOverflow).toBeLessThanOrEqual(0);
        expect((await heights()).listScrolls).toBe(true);
        if (size.width === 1440 && size.height === 900) desktopHeight = (await heights()).listHeight;
      }
      // A taller window gives the list the extra room.
      await expect.poll(async () => (await heights()).listHeight).toBeGreaterThanOrEqual(desktopHeight + 250);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('says so for an unknown or malformed assignment', async () => {
    await page.goto(`${baseUrl}/mcl/assignments/999999999`);
    await page.getByText('This assignment could not be found.').waitFor();
    await page.goto(`${baseUrl}/mcl/assignments/12abc`);
    await page.getByText('This assignment could not be found.').waitFor();
  });

  it('filters the list on the server', async () => {
    await page.goto(`${baseUrl}/mcl/assignments/all`);
    const table = page.getByRole('table', { name: 'All Assignments' });
    await table.getByRole('row').nth(1).waitFor();
    const all = await countOf(page);
    await page.getByRole('textbox', { name: 'Filter results: All Assignments' }).fill('zzzz-no-such-title');
    await page.getByText('No assignments match the filters').waitFor();
    await page.getByRole('textbox', { name: 'Filter results: All Assignments' }).fill('');
    await expect.poll(() => countOf(page)).toBe(all);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe("a researcher's own lists", () => {
  it('say why they are empty and lead to the firm’s list, until a filter is typed', async () => {
    await asSomeone(baseUrl, 'researcher@demo.atrium', async (own) => {
      await own.goto(`${baseUrl}/mcl/companies/my`);
      await own.getByText('No companies match the filters').waitFor();
      const why = own.getByText('You do not own a company and have not billed one yet.');
      await why.waitFor();
      expect(await seriousViolations(own)).toEqual([]);

      await own.getByRole('textbox', { name: 'Filter results: My Companies' }).fill('alvara');
      await expect.poll(() => why.count()).toBe(0);
      await own.getByText('No companies match the filters').waitFor();

      await own.goto(`${baseUrl}/mcl/assignments/my`);
      await own.getByText('You are not a developer or a handler on any assignment yet.').waitFor();
      await own.getByRole('link', { name: 'See all assignments' }).click();
      await own.waitForURL(`${baseUrl}/mcl/assignments/all`);
      await own.getByRole('table', { name: 'All Assignments' }).getByRole('row').nth(1).waitFor();
    });
  });
});

describe('the dashboard', () => {
  it("opens an assignment's detail page from its name in the breakdown", async () => {
    await page.goto(`${baseUrl}/mcl/dashboard`);
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const details = page.getByRole('region', { name: 'Details', exact: true });
    await details.getByRole('table', { name: 'Region breakdown' }).waitFor({ timeout: 30_000 });
    await details.getByRole('tab', { name: 'Assignment', exact: true }).click();
    const link = details.getByRole('table', { name: 'Assignment breakdown' }).getByRole('link').first();
    await link.waitFor();
    // The name reads "<number> <job title>"; the detail page shows the number as a badge and the title as its heading.
    const name = ((await link.textContent()) ?? '').trim();
    const [, number = '', jobTitle = ''] = /^(\S+)\s+(.+)$/.exec(name) ?? [];
    expect(jobTitle.length, name).toBeGreaterThan(0);

    // spec 2 §2: the name opens its page in a new tab; the dashboard stays where it was.
    const [detail] = await Promise.all([context.waitForEvent('page'), link.click()]);
    try {
      await detail.waitForLoadState();
      expect(detail.url()).toMatch(/\/mcl\/assignments\/\d+$/);
      await detail.getByRole('heading', { level: 1, name: jobTitle, exact: true }).waitFor();
      await detail.getByText(`#${number}`, { exact: true }).waitFor();
      expect(page.url()).toMatch(/\/mcl\/dashboard(\?|$)/);
    } finally {
      await detail.close();
    }
  });
});

describe('a company', () => {
  it('shows its parent, family tree and assignments', async () => {
    await page.goto(`${baseUrl}/mcl/companies/all`);
    const table = page.getByRole('table', { name: 'All Companies' });
    // The first listed subsidiary: its own link and its parent's ('Subsidiary of').
    const row = table
      .locator('tbody tr[aria-rowindex]')
      .filter({ has: page.locator('td:nth-child(2) a') })
      .first();
    await row.waitFor();
    const child = ((await row.locator('td:nth-child(1) a').textContent()) ?? '').trim();
    const parent = ((await row.locator('td:nth-child(2) a').textContent()) ?? '').trim();
    await page.goto(`${baseUrl}${await row.locator('td:nth-child(1) a').getAttribute('href')}`);

    await page.getByRole('heading', { level: 1, name: child }).waitFor();
    await page.getByText('Subsidiary of').waitFor();
    const tree = page.getByRole('navigation', { name: 'Family tree' });
    await tree.getByRole('link', { name: parent, exact: true }).waitFor();
    expect(await tree.getByText(child, { exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByText('Subsidiaries', { exact: true }).click();
    await expect.poll(() => tree.getByRole('link', { name: parent, exact: true }).count()).toBe(0);

    await page.getByRole('main').getByRole('link', { name: parent, exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: parent }).waitFor();
    await page
      .getByRole('navigation', { name: 'Family tree' })
      .getByRole('link', { name: child, exact: true })
      .waitFor();
    await page.getByRole('region', { name: 'Assignments', exact: true }).getByRole('table').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The compact card the tracking system frames: no portal navigation around it.
    await page.goto(`${page.url()}/webtab/full`);
    await page.getByRole('heading', { level: 1, name: parent }).waitFor();
    expect(await page.getByText('Sign out', { exact: true }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists companies and passes axe', async () => {
    await page.goto(`${baseUrl}/mcl/companies/my`);
    await page.getByRole('table', { name: 'My Companies' }).getByRole('row').nth(1).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('listing widgets', () => {
  it('shows the MCL page widgets without serious axe violations', async () => {
    await page.goto(`${baseUrl}/mcl`);
    await page.getByRole('link', { name: 'View assignment' }).first().waitFor({ timeout: 30_000 });
    await page.getByText('Teaming value').first().waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lets an admin add a Top Partners widget, save it and find it after a reload', async () => {
    await asSomeone(baseUrl, 'admin@demo.atrium', async (adminPage) => {
      await adminPage.goto(`${baseUrl}/guides`);
      await adminPage.getByRole('heading', { level: 1 }).waitFor();
      await turnEditingOn(adminPage);
      const add = adminPage.getByRole('combobox', { name: 'Add Widget' });
      await add.click();
      await adminPage.getByRole('option', { name: 'Top Partners', exact: true }).click();
      await adminPage.getByRole('button', { name: 'Add', exact: true }).click();
      const form = adminPage.getByRole('dialog');
      await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Partners of the year');
      await form.getByRole('textbox', { name: 'How many partners' }).fill('3');
      await form.getByRole('button', { name: 'Apply' }).click();
      await form.waitFor({ state: 'hidden' });
      await adminPage.getByRole('button', { name: 'Save', exact: true }).click();
      await adminPage.getByText('Saved!').waitFor();

      await adminPage.reload();
      const card = adminPage.getByRole('region', { name: 'Partners of the year' }).or(
        adminPage.locator('section', {
          has: adminPage.getByRole('heading', { name: 'Partners of the year' }),
        }),
      );
      await card.first().getByText('Teaming value').first().waitFor({ timeout: 30_000 });
      expect(await card.first().getByText('Teaming value').count()).toBe(3);
    });
  });
});
