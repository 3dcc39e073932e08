// Time until each fixed screen shows its main content, on the demo firm as npm start seeds it, signed
// in as a site admin (who may open every screen). Cold: a browser with an empty cache opening the
// screen first; warm: the same browser opening it again. "Shows its main content" means the page's
// <main> holds text and nothing in it is still loading (no aria-busy region, no visible skeleton, no
// spinner: a spinner is a wait whether or not its region says it is busy);
// the time runs from the start of the navigation, as the page's own clock counts it.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../apps/server/src/platform/chromium-args.ts';
import { LISTS_AND_TOOLS, RECORDS } from '../e2e/fixed-screens.ts';
import { onPageProblem } from '../e2e/page-problems.ts';
import { startPortal } from '../e2e/server.ts';
import { signIn } from './http-load.ts';

/** Spec 1's yardstick for every screen. */
const BUDGET_MS = 500;
/**
 * A new browser context starts its renderer and profile in the background for a while after it
 * opens; a staff member's browser is already open when they go to a screen, so each cold load waits
 * this long first instead of sharing the two cores with that start-up.
 */
const BROWSER_SETTLE_MS = 500;
/** A screen still loading after this long is reported as such rather than waited for. */
const GIVE_UP_MS = 10_000;

async function signedInPage(browser: Browser, baseUrl: string, cookie: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=');
      return { name, value, url: baseUrl };
    }),
  );
  return context.newPage();
}

/** Milliseconds from the start of the navigation until the main content shows; null past GIVE_UP_MS. */
async function timeToContent(page: Page, url: string): Promise<number | null> {
  await page.goto(url, { waitUntil: 'commit' });
  try {
    const shown = await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        if (!main || (main.textContent ?? '').trim().length === 0) return false;
        if (main.querySelector('[aria-busy="true"]')) return false;
        if (main.querySelector('.mantine-Skeleton-root[data-visible]')) return false;
        if (main.querySelector('.mantine-Loader-root')) return false;
        return performance.now();
      },
      null,
      { polling: 'raf', timeout: GIVE_UP_MS },
    );
    return (await shown.jsonValue()) as number;
  } catch {
    return null;
  }
}

/** Every fixed screen's path: the lists and tools, then each list's first record and its further screens. */
async function fixedPaths(page: Page, baseUrl: string): Promise<string[]> {
  const paths = [...LISTS_AND_TOOLS];
  for (const { list, prefix, record, further } of RECORDS) {
    paths.push(list);
    await page.goto(`${baseUrl}${list}`);
    // The list's own links (other lists, tabs) may show before its rows: wait for a record's link.
    const found = await page
      .waitForFunction(
        ({ prefix, source }) => {
          const pattern = new RegExp(source);
          const hrefs = [...document.querySelectorAll(`main a[href^="${prefix}"]`)].map(
            (a) => a.getAttribute('href') ?? '',
          );
          return hrefs.find((href) => pattern.test(href)) ?? false;
        },
        { prefix, source: record.source },
        { timeout: 120_000 },
      )
      .catch(() => null);
    const recordPath = found ? ((await found.jsonValue()) as string) : undefined;
    if (!recordPath) throw new Error(`no record linked from ${list}`);
    paths.push(recordPath, ...further.map((suffix) => `${recordPath}${suffix}`));
  }
  return paths;
}

/**
 * The same measure on a page of one line of static HTML, answered by the browser itself: what the
 * browser alone costs on this machine, printed above the screens so that a run on a slow machine
 * says so in its own figures.
 */
async function browserAloneMs(browser: Browser, baseUrl: string): Promise<number | null> {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const url = `${baseUrl}/static-page-for-the-bench`;
    await page.route(url, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>-</title><main>One line.</main>',
      }),
    );
    await page.waitForTimeout(BROWSER_SETTLE_MS);
    const ms = await timeToContent(page, url);
    await context.close();
    if (ms !== null) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? null;
}

const shown = (ms: number | null) => (ms === null ? `> ${GIVE_UP_MS / 1000} s` : `${Math.round(ms)} ms`);

/**
 * "median 1873 ms, slowest 2632 ms (/directory/meridians/1474)" over the screens' times; a screen
 * that never showed counts as the slowest.
 */
function spread(times: { path: string; ms: number | null }[]): string {
  const sorted = [...times].sort(
    (a, b) => (a.ms ?? Number.POSITIVE_INFINITY) - (b.ms ?? Number.POSITIVE_INFINITY),
  );
  const slowest = sorted.at(-1);
  if (!slowest) return 'no screens';
  return `median ${shown(sorted[Math.floor((sorted.length - 1) / 2)].ms)}, slowest ${shown(slowest.ms)} (${slowest.path})`;
}

export async function runScreenTimes(): Promise<void> {
  // Seeding the whole demo firm on first start takes minutes on a busy machine, so the firm is kept
  // in a folder of its own for later runs; each run starts a new process, so its caches are cold.
  const dataDir =
    process.env.BENCH_SCREENS_DATA_DIR ?? path.join(os.tmpdir(), 'atrium-bench', 'screens-demo');
  mkdirSync(dataDir, { recursive: true });
  const portal = await startPortal({ dataDir, timeoutMs: 900_000 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const { cookie } = await signIn(portal.baseUrl, 'admin@demo.atrium');
    const paths = await fixedPaths(await signedInPage(browser, portal.baseUrl, cookie), portal.baseUrl);
    process.stdout.write(
      `\ntime until each fixed screen shows its main content (demo firm, site admin, 1440 px; cold = empty browser cache)\n`,
    );
    process.stdout.write(`${'screen'.padEnd(44)}${'cold'.padStart(10)}${'warm'.padStart(10)}\n`);
    const alone = await browserAloneMs(browser, portal.baseUrl);
    process.stdout.write(
      `${'(one line of static HTML: the browser alone)'.padEnd(44)}${shown(alone).padStart(10)}\n`,
    );
    let over = 0;
    let broken = 0;
    const colds: { path: string; ms: number | null }[] = [];
    const warms: { path: string; ms: number | null }[] = [];
    for (const path of paths) {
      const page = await signedInPage(browser, portal.baseUrl, cookie);
      // A screen showing an error message holds text too: its time would pass for a fast screen's.
      const problems: string[] = [];
      onPageProblem(page, (problem) => problems.push(problem));
      await page.waitForTimeout(BROWSER_SETTLE_MS);
      const cold = await timeToContent(page, `${portal.baseUrl}${path}`);
      const warm = await timeToContent(page, `${portal.baseUrl}${path}`);
      await page.context().close();
      const isOver = [cold, warm].some((ms) => ms === null || ms > BUDGET_MS);
      if (isOver) over++;
      if (problems.length > 0) broken++;
      else {
        colds.push({ path, ms: cold });
        warms.push({ path, ms: warm });
      }
      const verdict =
        problems.length > 0 ? `  broken: ${problems[0].slice(0, 120)}` : isOver ? '  over 0.5 s' : '';
      process.stdout.write(
        `${path.padEnd(44)}${shown(cold).padStart(10)}${shown(warm).padStart(10)}${verdict}\n`,
      );
    }
    const verdicts = [over > 0 ? `${over} over 0.5 s` : 'each within 0.5 s cold and warm'];
    if (broken > 0) verdicts.push(`${broken} broken (their times are not a screen's)`);
    process.stdout.write(`${paths.length} screens, ${verdicts.join('; ')}\n`);
    // Broken screens left out, as above.
    process.stdout.write(`cold: ${spread(colds)}\nwarm: ${spread(warms)}\n`);
  } finally {
    await browser.close();
    await portal.stop();
  }
}
