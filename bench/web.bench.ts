// The web app's weight and Lighthouse scores: initial JS + CSS gzipped per screen, read from the
// built apps/web/dist and its Vite manifest (the start-up chunks plus the screen's own chunk and
// everything it imports statically), then Lighthouse desktop performance and accessibility for a
// content page, the dashboard with a report shown and the route manager, signed in, against the
// system Chromium. Build first: `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startPortal } from '../e2e/server.ts';
import { signIn } from './http-load.ts';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
/**
 * A content page starts with at most this much JS + CSS, gzipped: the start-up file, the UI kit's
 * one shared file (apps/web/vite.config.ts) and the page's own chunks. The UI kit is counted whole,
 * though a page uses part of it, since one file opens a cold screen sooner than its parts one by one.
 */
const BUDGET_KB = 300;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const SCREENS: { name: string; module: string }[] = [
  { name: 'content page', module: 'src/features/site/page/ContentPage.tsx' },
  { name: 'dashboard', module: 'src/features/reports/dashboard/DashboardScreen.tsx' },
  { name: 'route manager', module: 'src/features/site/route-manager/AdminRoutesScreen.tsx' },
];

/** A chunk, everything it imports statically, and their CSS. */
function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const child of chunk.imports ?? []) staticClosure(manifest, child, files);
  return files;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

function initialWeights(): { name: string; js: number; css: number }[] {
  if (!existsSync(MANIFEST)) throw new Error('No Vite manifest: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk.');
  const startUp = staticClosure(manifest, entry);
  return [
    { name: 'start-up only', files: startUp },
    ...SCREENS.map((screen) => {
      // A screen moved without this table following would otherwise weigh as the start-up alone.
      if (!manifest[screen.module]) throw new Error(`${screen.module} is not in the Vite manifest.`);
      return { name: screen.name, files: staticClosure(manifest, screen.module, new Set(startUp)) };
    }),
  ].map(({ name, files }) => {
    let js = 0;
    let css = 0;
    for (const file of files) {
      if (file.endsWith('.css')) css += gzipKb(file);
      else js += gzipKb(file);
    }
    return { name, js, css };
  });
}

/** A saved 1Y report, so the dashboard opens with a report shown (?reportId=…&autorun=true). */
async function savedReportId(baseUrl: string, auth: { cookie: string; csrf: string }): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v2/financial/report?saveReport=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': auth.csrf, cookie: auth.cookie },
    body: JSON.stringify({
      type: 'Financial',
      filter: { type: 'activity', date: { selection: '1Y' }, keys: [] },
    }),
  });
  return ((await response.json()) as { Id: number }).Id;
}

/**
 * Signs the browser itself in: its cookie jar gets the session and CSRF cookies, which the web app
 * reads (a cookie header added to Lighthouse's requests would hide the CSRF cookie from the page,
 * and every report call would be refused).
 */
async function setBrowserCookies(port: number, baseUrl: string, cookieHeader: string): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const cookies = cookieHeader.split(';').map((pair) => {
    const [name, ...value] = pair.trim().split('=');
    return { name, value: value.join('='), url: baseUrl };
  });
  await browser.contexts()[0].addCookies(cookies);
  // leaves the browser running: Lighthouse drives it next
  await browser.close().catch(() => {});
}

async function firstContentPath(baseUrl: string, cookie: string): Promise<string> {
  const tree = (await (await fetch(`${baseUrl}/api/v2/routes`, { headers: { cookie } })).json()) as {
    Path?: string;
    path?: string;
  }[];
  const first = tree.map((node) => node.Path ?? node.path).find((p) => p && !p.startsWith('/mcl'));
  return first ?? '/';
}

/** Lighthouse's scores vary from run to run; its own guidance is to take the median of several. */
const LIGHTHOUSE_RUNS = 3;

interface LighthouseRun {
  performance: number;
  accessibility: number;
  metrics: string;
  error?: string;
}

async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // the browser's own cookies sign it in: a storage reset would sign it out
      disableStorageReset: true,
    },
    desktopConfig,
  );
  const lhr = result?.lhr;
  const audit = (id: string) => lhr?.audits[id]?.displayValue ?? '?';
  return {
    performance: lhr?.categories.performance?.score ?? 0,
    accessibility: lhr?.categories.accessibility?.score ?? 0,
    metrics: [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map(audit)
      .join(' / '),
    error: lhr?.runtimeError?.message,
  };
}

/**
 * A run Lighthouse could not record (a runtime error such as NO_NAVSTART, for which it asks to be
 * run again) is run again, twice at most, rather than counted as a score of 0.
 */
async function runLighthouseRecorded(url: string, port: number, name: string): Promise<LighthouseRun> {
  let run = await runLighthouse(url, port);
  for (let retry = 0; run.error && retry < 2; retry++) {
    process.stdout.write(`  ${name}: ${run.error} Running it again.\n`);
    run = await runLighthouse(url, port);
  }
  return run;
}

export async function runWebBench(): Promise<void> {
  const weights = initialWeights();
  process.stdout.write('initial JS + CSS, gzipped (KB)\n');
  process.stdout.write(
    `${'screen'.padEnd(16)}${'JS'.padStart(8)}${'CSS'.padStart(8)}${'total'.padStart(8)}\n`,
  );
  for (const w of weights) {
    const total = w.js + w.css;
    const mark =
      w.name === 'content page' ? (total <= BUDGET_KB ? `  within ${BUDGET_KB}` : `  over ${BUDGET_KB}`) : '';
    process.stdout.write(
      `${w.name.padEnd(16)}${w.js.toFixed(1).padStart(8)}${w.css.toFixed(1).padStart(8)}${total.toFixed(1).padStart(8)}${mark}\n`,
    );
  }

  const portal = await startPortal({ env: { ATRIUM_DEMO_SCALE: '0.05' } });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const auth = await signIn(portal.baseUrl, 'admin@demo.atrium');
    const reportId = await savedReportId(portal.baseUrl, auth);
    const pages = [
      {
        name: 'content page',
        url: `${portal.baseUrl}${await firstContentPath(portal.baseUrl, auth.cookie)}`,
      },
      {
        name: 'dashboard + report',
        url: `${portal.baseUrl}/mcl/dashboard?reportId=${reportId}&autorun=true`,
      },
      { name: 'route manager', url: `${portal.baseUrl}/admin/routes` },
    ];
    await setBrowserCookies(chrome.port, portal.baseUrl, auth.cookie);
    process.stdout.write(
      `\nLighthouse desktop, median of ${LIGHTHOUSE_RUNS} runs (performance / accessibility; each run's performance, FCP / LCP / TBT / CLS of the median run)\n`,
    );
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
        runs.push(await runLighthouseRecorded(page.url, chrome.port, page.name));
      const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      for (const failed of runs.filter((r) => r.error))
        process.stdout.write(`  ${page.name}: ${failed.error}\n`);
      process.stdout.write(
        `${page.name.padEnd(20)}${middle.performance.toFixed(2).padStart(6)}${middle.accessibility.toFixed(2).padStart(8)}` +
          `   (${runs.map((r) => r.performance.toFixed(2)).join(', ')}; ${middle.metrics})\n`,
      );
    }
  } finally {
    chrome.kill();
    await portal.stop();
  }
}
