// Every fixed screen, opened as a site admin sees it: none may throw in the browser, make React
// recover from an error, fail a call to the API, show axe a serious problem, or still say it is not
// available; and on a phone (390 px wide) none may scroll sideways or cut a button's words short.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSignedIn } from './browser.ts';
import { LISTS_AND_TOOLS, RECORDS } from './fixed-screens.ts';
import { onPageProblem } from './page-problems.ts';
import { seriousViolations } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;
let phoneContext: BrowserContext;
let phone: Page;
let problems: string[] = [];

beforeAll(async () => {
  ({ context, page } = await openSignedIn(baseUrl, 'admin@demo.atrium'));
  ({ context: phoneContext, page: phone } = await openSignedIn(baseUrl, 'admin@demo.atrium', {
    viewport: { width: 390, height: 844 },
  }));
  onPageProblem(page, (problem) => problems.push(problem));
});
afterAll(async () => {
  await context?.close();
  await phoneContext?.close();
});

/** Opens a screen and waits until its calls have settled; answers what went wrong on the way. */
async function open(path: string): Promise<string[]> {
  problems = [];
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  const text = (await page.locator('main').first().textContent()) ?? '';
  if (/not available yet/i.test(text)) problems.push('says "not available yet"');
  return [...problems, ...(await seriousViolations(page))];
}

/**
 * What does not fit a phone once the screen's calls have settled: the screen wider than the phone,
 * and each button or tab whose words are cut short. Empty when it holds.
 */
async function misfitsOnPhone(path: string): Promise<string[]> {
  await phone.goto(`${baseUrl}${path}`);
  await phone.waitForLoadState('networkidle');
  const { content, view, cut } = await phone.evaluate(() => ({
    content: document.scrollingElement?.scrollWidth ?? 0,
    view: document.documentElement.clientWidth,
    cut: [...document.querySelectorAll<HTMLElement>('.mantine-Button-label, .mantine-Tabs-tabLabel')]
      .filter((label) => label.clientWidth > 0 && label.scrollWidth > label.clientWidth + 1)
      .map((label) => `"${label.textContent?.trim()}" is cut short`),
  }));
  const sideways = content > view ? [`${path} is ${content} px wide on a ${view} px screen`] : [];
  return [...sideways, ...cut.map((words) => `${path}: ${words}`)];
}

/** The first link on the current screen to a record's own screen (lists may fill in after idle). */
async function firstLink(prefix: string, pattern: RegExp): Promise<string> {
  const links = page.locator(`main a[href^="${prefix}"]`);
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((found) => found.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h));
  if (!href) throw new Error(`no link matching ${pattern} on ${page.url()}`);
  return href;
}

describe('every screen opens cleanly', () => {
  it.each(LISTS_AND_TOOLS)('%s', async (path) => {
    expect(await open(path)).toEqual([]);
    expect(await misfitsOnPhone(path)).toEqual([]);
  });

  it.each(RECORDS)('$list and the first record it lists', async ({ list, prefix, record, further }) => {
    expect(await open(list)).toEqual([]);
    expect(await misfitsOnPhone(list)).toEqual([]);
    const recordPath = await firstLink(prefix, record);
    for (const path of [recordPath, ...further.map((suffix) => `${recordPath}${suffix}`)]) {
      expect(await open(path)).toEqual([]);
      expect(await misfitsOnPhone(path)).toEqual([]);
    }
  });
});
