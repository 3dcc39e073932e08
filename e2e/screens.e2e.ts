// Every fixed screen, opened as a site admin sees it: none may throw in the browser, make React
// recover from an error, fail a call to the API, show axe a serious problem, or still say it is not
// available; and on a phone (390 px wide) none may scroll sideways.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, signIn } from './browser.ts';
import { seriousViolations } from './page-tools.ts';

const baseUrl = inject('baseUrl');
let context: BrowserContext;
let page: Page;
let phoneContext: BrowserContext;
let phone: Page;
let problems: string[] = [];

beforeAll(async () => {
  context = await openBrowser();
  page = await context.newPage();
  await signIn(page, baseUrl, 'admin@demo.atrium');
  phoneContext = await openBrowser({ viewport: { width: 390, height: 844 } });
  phone = await phoneContext.newPage();
  await signIn(phone, baseUrl, 'admin@demo.atrium');
  page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
  // React reports an error it recovered from (a render retried from scratch) on the console.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('response', (response) => {
    const url = response.url();
    if (url.includes('/api/') && response.status() >= 400) {
      problems.push(`${response.status()} from ${response.request().method()} ${url.replace(baseUrl, '')}`);
    }
  });
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

/** How far the screen is wider than a phone's, once its calls have settled: 0 when it holds. */
async function sidewaysOnPhone(path: string): Promise<string> {
  await phone.goto(`${baseUrl}${path}`);
  await phone.waitForLoadState('networkidle');
  const { content, view } = await phone.evaluate(() => ({
    content: document.scrollingElement?.scrollWidth ?? 0,
    view: document.documentElement.clientWidth,
  }));
  return content > view ? `${path} is ${content} px wide on a ${view} px screen` : '';
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

const LISTS_AND_TOOLS = [
  '/',
  '/mcl/dashboard',
  '/mcl/assignments/my',
  '/mcl/assignments/location',
  '/mcl/assignments/report',
  '/mcl/companies/my',
  '/mcl/companies/location',
  '/mcl/companies/report',
  '/directory/meridians/profile',
  '/directory/meridians/report',
  '/directory/locations/report',
  '/directory/licenses/report',
  '/search?q=director',
  '/learn',
  '/ai-search',
  '/assessment',
  '/my-reports',
  '/admin/groups',
  '/admin/mail',
  '/admin/promos',
  '/admin/calendar',
  '/admin/routes',
  '/admin/files',
  '/invenias/company/admin',
];

/** A list, then the first record it links to, then that record's further screens. */
const RECORDS: { list: string; prefix: string; record: RegExp; further: string[] }[] = [
  {
    list: '/mcl/assignments/all',
    prefix: '/mcl/assignments/',
    record: /^\/mcl\/assignments\/\d+$/,
    further: ['/blf'],
  },
  {
    list: '/mcl/companies/all',
    prefix: '/mcl/companies/',
    record: /^\/mcl\/companies\/\d+$/,
    further: ['/admin', '/webtab/full'],
  },
  {
    list: '/directory/meridians',
    prefix: '/directory/meridians/',
    record: /^\/directory\/meridians\/\d+$/,
    further: [],
  },
  {
    list: '/directory/locations',
    prefix: '/directory/location/',
    record: /^\/directory\/location\/\d+$/,
    further: [],
  },
  {
    list: '/directory/licenses',
    prefix: '/directory/license/',
    record: /^\/directory\/license\/\d+$/,
    further: [],
  },
];

describe('every screen opens cleanly', () => {
  it.each(LISTS_AND_TOOLS)('%s', async (path) => {
    expect(await open(path)).toEqual([]);
    expect(await sidewaysOnPhone(path)).toBe('');
  });

  it.each(RECORDS)('$list and the first record it lists', async ({ list, prefix, record, further }) => {
    expect(await open(list)).toEqual([]);
    expect(await sidewaysOnPhone(list)).toBe('');
    const recordPath = await firstLink(prefix, record);
    for (const path of [recordPath, ...further.map((suffix) => `${recordPath}${suffix}`)]) {
      expect(await open(path)).toEqual([]);
      expect(await sidewaysOnPhone(path)).toBe('');
    }
  });
});
