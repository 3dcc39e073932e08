// Search: Ctrl+K from any screen, part of a colleague's name, Enter opens the profile;
// /search?q= with type tabs whose choice Back undoes; the learn, assessment and AI-search routes;
// axe on the new screens.
import { brand } from '@atrium/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { seriousViolations } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'partner@demo.atrium'));
});
afterAll(() => context?.close());

/** A colleague from the directory: "Last, First" as its name links read. */
async function aColleague(): Promise<{ first: string; last: string }> {
  await page.goto(`${baseUrl}/directory/${brand.members}`);
  const links = page
    .getByRole('table', { name: brand.membersLabel })
    .getByRole('link', { name: /^[^,]+, .+$/ });
  await links.first().waitFor();
  const [last, first] = ((await links.nth(2).textContent()) ?? '').split(', ');
  return { first, last };
}

describe('the jump-to palette', () => {
  it('opens with Ctrl+K, finds a colleague by part of the name and opens the profile on Enter', async () => {
    const { first, last } = await aColleague();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search the portal' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill(`${first.slice(0, 3)} ${last.slice(0, 4)}`);
    const option = page.getByRole('option', { name: new RegExp(`^${first} ${last}, People$`) });
    await option.waitFor();
    expect(await page.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await box.press('Enter');
    await page.waitForURL(new RegExp(`/directory/${brand.members}/\\d+$`));
    await page
      .getByRole('heading', { name: new RegExp(`${first} ${last}`) })
      .first()
      .waitFor();
  });

  it('opens from the search field of the shell and hands over to /search', async () => {
    await page.getByRole('button', { name: 'Search the portal' }).click();
    const box = page.getByRole('combobox', { name: 'Search the portal' });
    await box.fill('guide');
    await page.getByRole('option', { name: /^See all results/ }).click();
    await page.waitForURL(/\/search\?q=guide$/);
  });
});

describe('/search', () => {
  it('shows type tabs with counts, switches tabs and goes back with Back', async () => {
    await page.goto(`${baseUrl}/search?q=guide`);
    const box = page.getByRole('searchbox', { name: 'Search' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await box.inputValue()).toBe('guide');
    const pagesTab = page.getByRole('tab', { name: /^Pages/ });
    await page.getByRole('heading', { name: 'Pages', level: 2 }).waitFor();
    await page.locator('a[data-hit]').first().waitFor();
    expect(await page.locator('a[data-hit] mark').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await pagesTab.click();
    await page.waitForURL(/type=page/);
    // the tab is selected by the render that follows the address
    await expect.poll(() => pagesTab.getAttribute('aria-selected')).toBe('true');
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('type='));
    await expect
      .poll(() => page.getByRole('tab', { name: /^All/ }).getAttribute('aria-selected'))
      .toBe('true');

    // Arrow keys walk the hits from the box.
    await box.focus();
    await box.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-hit'))).toBe(true);
  });

  it("says 'No results' with a hint", async () => {
    await page.goto(`${baseUrl}/search?q=qqxxzzvv`);
    await page.getByText('No results', { exact: true }).waitFor();
    await page.getByText(/Check the spelling/).waitFor();
  });
});

describe('the last fixed routes', () => {
  it('shows the assessment page, the AI-search landing handing its query to /search, and the guide index', async () => {
    await page.goto(`${baseUrl}/assessment`);
    await page.getByText('How an assessment runs').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/${brand.aiSearchPath}`);
    await page.getByText('Ask the portal').first().waitFor();
    await page.getByRole('textbox', { name: 'What are you looking for?' }).fill('vpn');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search\?q=vpn$/);

    await page.goto(`${baseUrl}/learn`);
    await page.getByRole('heading', { name: 'IT guides' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'VPN' }).first().click();
    await page.waitForURL(/\/guides\/it\/vpn$/);
    for (const path of ['/search', '/learn', '/assessment', `/${brand.aiSearchPath}`]) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('main').waitFor();
      expect(await page.getByText('This screen is not available yet.').count()).toBe(0);
    }
  });
});
