// Start-to-ready on a seeded database; GET /api/v2/routes, GET /api/v2/page/{uuid},
// GET /api/v2/user/isLoggedIn and POST /api/v2/page under load, beside a bare Fastify route that runs
// in a process of its own like the portal. Reads take turns round after round: on PostgreSQL the
// one-process and the two-process portal run side by side, each on its own copy of the database.
// The load generator shares the machine's cores, so the two-process figures say how far more
// processes could go here at most. Page reads are also measured with page views counted and not.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type RunningPortal, startPortal } from '../e2e/server.ts';
import { describeCpuUse, machineCeiling } from './cpu-use.ts';
import {
  type Beside,
  CONNECTIONS,
  DURATION_SECONDS,
  load,
  loadInTurns,
  loadToolName,
  ROUND_SECONDS,
  ROUNDS,
  type SignedIn,
  signIn,
  WARM_UP_SECONDS,
} from './http-load.ts';
import type { LoadResult } from './load-tool.ts';

interface SavedPage {
  uuid: string;
  /** The page as loaded, to save again. */
  body: string;
}

/** The first top-level page that has sections: what staff open most. */
async function busiestPage(baseUrl: string, cookie: string): Promise<SavedPage> {
  const tree = (await (await fetch(`${baseUrl}/api/v2/routes`, { headers: { cookie } })).json()) as {
    UUID: string;
  }[];
  for (const node of tree) {
    const page = (await (
      await fetch(`${baseUrl}/api/v2/page/${node.UUID}`, { headers: { cookie } })
    ).json()) as {
      Sections: unknown[];
      Version: number;
    };
    if (page.Sections.length > 0) {
      // A save of the page as loaded, confirmed over any newer copy (every request saves).
      return {
        uuid: node.UUID,
        body: JSON.stringify({ UUID: node.UUID, Sections: page.Sections, Force: true }),
      };
    }
  }
  throw new Error('no page with sections in the seeded site');
}

/** Starts the bare baseline in its own Node process; answers its URL and a stop function. */
async function startBare(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs'), String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server ended (${code})`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    stop: async () => {
      child.removeAllListeners('exit');
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await ended;
    },
  };
}

/** How long `GET /api/v2/user/isLoggedIn` takes, one call after another, until `isDone` says stop. */
async function timeCallsUntil(
  baseUrl: string,
  cookie: string,
  isDone: (times: number[]) => boolean,
): Promise<number[]> {
  const times: number[] = [];
  do {
    const started = performance.now();
    await (await fetch(`${baseUrl}/api/v2/user/isLoggedIn`, { headers: { cookie } })).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  } while (!isDone(times));
  return times;
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

/**
 * spec 2 §7: the whole workbook of a 1Y report on the demo firm, in one call; median and slowest of
 * 5. Meanwhile another call is timed against the same call on a quiet server: the workbook is
 * written off the event loop, so the portal keeps answering.
 */
async function timeExcel(baseUrl: string, auth: { cookie: string; csrf: string }): Promise<string> {
  const times: number[] = [];
  const during: number[] = [];
  let bytes = 0;
  const ran = await fetch(`${baseUrl}/api/v2/financial/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': auth.csrf, cookie: auth.cookie },
    body: JSON.stringify({ filter: { type: 'activity', date: { selection: '1Y' }, keys: [] } }),
  });
  const { runId } = (await ran.json()) as { runId: string };
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    let isDone = false;
    const exported = fetch(`${baseUrl}/api/v2/report/xlsx`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': auth.csrf, cookie: auth.cookie },
      body: JSON.stringify({ runId }),
    }).then(async (response) => {
      bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`Excel export failed: ${response.status}`);
      times.push(performance.now() - started);
      isDone = true;
    });
    // The first run builds the report itself; the calls timed are those of the later runs.
    const calls = timeCallsUntil(baseUrl, auth.cookie, () => isDone);
    await exported;
    const answered = await calls;
    if (run > 0) during.push(...answered);
  }
  const quiet = await timeCallsUntil(baseUrl, auth.cookie, (done) => done.length >= 50);
  times.sort((a, b) => a - b);
  return (
    `Excel export, 1Y report in one call (${Math.round(bytes / 1024)} KB): median ${times[2].toFixed(0)} ms, slowest ${times[4].toFixed(0)} ms\n` +
    `GET /api/v2/user/isLoggedIn during an export: median ${median(during).toFixed(1)} ms over ${during.length} calls (quiet: ${median(quiet).toFixed(1)} ms)\n`
  );
}

const line = (label: string, r: LoadResult, note = '', p99Detail = '') =>
  `${label.padEnd(40)} ${String(r.rps).padStart(6)} req/s, p99 ${r.p99} ms${p99Detail}, errors ${r.errors}${note}\n`;

type Read = 'routes' | 'pageGet' | 'isLoggedIn';

interface Figures {
  reads: Record<Read, Beside>;
  pagePost: LoadResult;
}

/**
 * The four calls under load against running portals: each read on every portal and on the bare
 * route in turn, round after round; then each portal's saves while the others are idle.
 */
async function measure(portals: RunningPortal[], bareUrl: string): Promise<Figures[]> {
  const callers: { portal: RunningPortal; partner: SignedIn; admin: SignedIn; page: SavedPage }[] = [];
  for (const portal of portals) {
    const partner = await signIn(portal.baseUrl, 'partner@demo.atrium');
    const admin = await signIn(portal.baseUrl, 'admin@demo.atrium');
    const page = await busiestPage(portal.baseUrl, partner.cookie);
    callers.push({ portal, partner, admin, page });
  }
  const read = (pathOf: (page: SavedPage) => string) =>
    loadInTurns(
      callers.map(({ portal, partner, page }) => ({
        url: `${portal.baseUrl}${pathOf(page)}`,
        headers: { cookie: partner.cookie },
        pid: portal.pid,
      })),
      bareUrl,
    );
  const routes = await read(() => '/api/v2/routes');
  const pageGet = await read((page) => `/api/v2/page/${page.uuid}`);
  const isLoggedIn = await read(() => '/api/v2/user/isLoggedIn');
  const figures: Figures[] = [];
  for (const [i, { portal, admin, page }] of callers.entries()) {
    const pagePost = await load(
      `${portal.baseUrl}/api/v2/page`,
      { cookie: admin.cookie, 'x-csrf-token': admin.csrf, 'content-type': 'application/json' },
      { method: 'POST', body: page.body },
    );
    figures.push({ reads: { routes: routes[i], pageGet: pageGet[i], isLoggedIn: isLoggedIn[i] }, pagePost });
  }
  return figures;
}

const shareOfBare = (r: Beside) => r.call.rps / Math.max(1, r.bare.rps);

/**
 * A figure with a lower bound to meet, cut rather than rounded to `places`: rounding would print
 * 39.96% as 40.0% and 1.4996x as 1.500x.
 */
const cutTo = (value: number, places: number) =>
  (Math.floor(value * 10 ** places + 1e-9) / 10 ** places).toFixed(places);

function report(title: string, f: Figures, oneProcess?: Figures): string {
  const read = (label: string, key: Read) => {
    const r = f.reads[key];
    let note = `  (${cutTo(100 * shareOfBare(r), 1)}% of bare`;
    if (oneProcess) {
      const single = oneProcess.reads[key];
      const ratio = r.call.rps / Math.max(1, single.call.rps);
      note += `, ${cutTo(ratio, 3)}x one process`;
      const ceiling = machineCeiling(single.cpu);
      if (ceiling !== null) note += ` (this machine's ceiling: ${ceiling.toFixed(2)}x)`;
    }
    const cpu = describeCpuUse(r.cpu, os.availableParallelism(), r.call.rps);
    const rounds = ` (rounds: ${r.callRounds.map((round) => round.p99).join(' / ')} ms)`;
    return line(label, r.call, `${note}${cpu ? `; ${cpu}` : ''})`, rounds);
  };
  return (
    `${title}, ${CONNECTIONS} connections from ${loadToolName()}\n` +
    read('GET /api/v2/routes', 'routes') +
    read('GET /api/v2/page/{uuid}', 'pageGet') +
    read('GET /api/v2/user/isLoggedIn', 'isLoggedIn') +
    line('POST /api/v2/page (whole page, forced)', f.pagePost)
  );
}

/** The bare route's figures from every read's rounds: how far the machine's speed moved. */
function bareRange(all: Figures[]): string {
  const figures = all.flatMap((f) => Object.values(f.reads).map((r) => r.bare.rps));
  return `bare Fastify route (own process), measured beside each read: ${Math.min(...figures)}–${Math.max(...figures)} req/s\n`;
}

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the PostgreSQL server at `url`, on a connection of its own. */
async function runOnServer(url: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query(statement);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A database on the PostgreSQL server for the bench, empty or copied from `template`; null when no
 * server answers.
 */
async function serverDatabase(
  name: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> } | null> {
  try {
    await runOnServer(SERVER_URL, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } catch {
    return null;
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runOnServer(SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Migrates and seeds the server database in a first start of its own, then vacuums and analyses it:
 * left to autovacuum, the seed's bulk load would be vacuumed in the middle of the first measurement.
 */
async function seedAndSettle(env: Record<string, string>, dataDir: string, url: string): Promise<void> {
  const first = await startPortal({ dataDir, env, timeoutMs: 600_000 });
  await first.stop();
  await runOnServer(url, 'VACUUM ANALYZE');
}

/**
 * One process and two on the PostgreSQL server, each on its own copy of the seeded database (a
 * change on one would otherwise wait for the other's processes too), both running so that their
 * reads take turns.
 */
async function measureOnServer(dataDir: string, bareUrl: string): Promise<Figures[] | null> {
  const one = await serverDatabase(`atrium_bench_${process.pid}_one`);
  if (!one) return null;
  const databases = [one];
  try {
    await seedAndSettle({ DATABASE_URL: one.url }, dataDir, one.url);
    const two = await serverDatabase(`atrium_bench_${process.pid}_two`, one.name);
    if (!two) throw new Error('could not copy the seeded bench database');
    databases.push(two);
    // The seed and the copy wrote both databases anew; the server would otherwise write those pages
    // out over the next minutes, while the portals are measured.
    await runOnServer(SERVER_URL, 'CHECKPOINT');
    const portals: RunningPortal[] = [];
    try {
      portals.push(await startPortal({ dataDir, env: { DATABASE_URL: one.url }, timeoutMs: 600_000 }));
      portals.push(
        await startPortal({
          dataDir,
          env: { DATABASE_URL: two.url, ATRIUM_WORKERS: '2' },
          timeoutMs: 600_000,
        }),
      );
      return await measure(portals, bareUrl);
    } finally {
      for (const portal of portals) await portal.stop();
    }
  } finally {
    for (const database of databases) await database.drop();
  }
}

/**
 * GET /api/v2/page/{uuid} with page views counted and without (ATRIUM_PAGE_VIEWS=off): two portals
 * on copies of one seeded embedded database, their reads taking turns round after round.
 */
async function measureViewCounting(dataDir: string, bareUrl: string): Promise<string> {
  const offDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-off-'));
  cpSync(dataDir, offDir, { recursive: true });
  const portals: RunningPortal[] = [];
  try {
    portals.push(await startPortal({ dataDir }));
    portals.push(await startPortal({ dataDir: offDir, env: { ATRIUM_PAGE_VIEWS: 'off' } }));
    const targets = [];
    for (const portal of portals) {
      const partner = await signIn(portal.baseUrl, 'partner@demo.atrium');
      const page = await busiestPage(portal.baseUrl, partner.cookie);
      targets.push({
        url: `${portal.baseUrl}/api/v2/page/${page.uuid}`,
        headers: { cookie: partner.cookie },
        pid: portal.pid,
      });
    }
    const [counted, uncounted] = await loadInTurns(targets, bareUrl);
    const share = counted.call.rps / Math.max(1, uncounted.call.rps);
    return (
      `Page views (PGlite), ${CONNECTIONS} connections, reads in turns
` +
      line('GET /api/v2/page/{uuid}, views counted', counted.call) +
      line('GET /api/v2/page/{uuid}, views not counted', uncounted.call) +
      `counted / not counted: ${cutTo(100 * share, 1)}% of the throughput\n`
    );
  } finally {
    for (const portal of portals) await portal.stop();
    rmSync(offDir, { recursive: true, force: true });
  }
}

/** `npm run bench -- page-views`: only the view-counting figures, on a freshly seeded database. */
export async function runPageViewsBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-'));
  const bare = await startBare();
  try {
    const first = await startPortal({ dataDir, timeoutMs: 600_000 });
    await first.stop();
    process.stdout.write(await measureViewCounting(dataDir, bare.url));
  } finally {
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runPlatformBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-'));
  const bare = await startBare();
  try {
    const first = await startPortal({ dataDir, timeoutMs: 600_000 });
    process.stdout.write(
      `first start (migrate + seed demo firm): ${(first.startupMs / 1000).toFixed(1)} s\n`,
    );
    await first.stop();

    const portal = await startPortal({ dataDir });
    process.stdout.write(
      `start-to-ready on the seeded database: ${(portal.startupMs / 1000).toFixed(2)} s\n`,
    );
    const excel = await signIn(portal.baseUrl, 'partner@demo.atrium').then((auth) =>
      timeExcel(portal.baseUrl, auth),
    );
    const [embedded] = await measure([portal], bare.url).finally(() => portal.stop());
    const viewCounting = await measureViewCounting(dataDir, bare.url);
    const onServer = await measureOnServer(dataDir, bare.url);
    const [oneProcess, twoProcesses] = onServer ?? [];

    process.stdout.write(
      `Reads: ${ROUNDS} rounds of ${ROUND_SECONDS} s on each portal in turn, each turn followed by a round of the bare route, after ${WARM_UP_SECONDS} s of warm-up; a read's p99 is that of all its rounds' requests, each round's own in brackets; POST: ${DURATION_SECONDS} s after ${WARM_UP_SECONDS} s\n` +
        report('PGlite', embedded) +
        (onServer
          ? report('PostgreSQL server, 1 process', oneProcess) +
            report('PostgreSQL server, 2 processes', twoProcesses, oneProcess)
          : `no PostgreSQL server answered at ${SERVER_URL}: server figures skipped\n`) +
        bareRange([embedded, ...(onServer ?? [])]) +
        viewCounting +
        excel,
    );
  } finally {
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
