// Start-to-ready on a seeded database; GET /api/v2/routes, GET /api/v2/page/{uuid},
// GET /api/v2/user/isLoggedIn and POST /api/v2/page under load, beside a bare Fastify route that runs
// in a process of its own like the portal, in the same run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startPortal } from '../e2e/server.ts';
import { CONNECTIONS, DURATION_SECONDS, load, loadToolName, signIn, WARM_UP_SECONDS } from './http-load.ts';

/** The first top-level page that has sections: what staff open most. */
async function busiestPage(baseUrl: string, cookie: string): Promise<{ uuid: string; body: string }> {
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
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    let isDone = false;
    const exported = fetch(`${baseUrl}/api/v2/report/xlsx`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': auth.csrf, cookie: auth.cookie },
      body: JSON.stringify({
        type: 'Financial',
        report: { filter: { type: 'activity', date: { selection: '1Y' }, keys: [] } },
      }),
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

const line = (label: string, r: Awaited<ReturnType<typeof load>>, note = '') =>
  `${label.padEnd(40)} ${String(r.rps).padStart(6)} req/s, p99 ${r.p99} ms, errors ${r.errors}${note}\n`;

type Figures = Record<'routes' | 'pageGet' | 'isLoggedIn' | 'pagePost', Awaited<ReturnType<typeof load>>>;

/** The four calls under load against one running portal. */
async function measure(baseUrl: string): Promise<Figures> {
  const partner = await signIn(baseUrl, 'partner@demo.atrium');
  const admin = await signIn(baseUrl, 'admin@demo.atrium');
  const routes = await load(`${baseUrl}/api/v2/routes`, { cookie: partner.cookie });
  const page = await busiestPage(baseUrl, partner.cookie);
  const pageGet = await load(`${baseUrl}/api/v2/page/${page.uuid}`, { cookie: partner.cookie });
  const isLoggedIn = await load(`${baseUrl}/api/v2/user/isLoggedIn`, { cookie: partner.cookie });
  const pagePost = await load(
    `${baseUrl}/api/v2/page`,
    { cookie: admin.cookie, 'x-csrf-token': admin.csrf, 'content-type': 'application/json' },
    { method: 'POST', body: page.body },
  );
  return { routes, pageGet, isLoggedIn, pagePost };
}

function report(title: string, f: Figures, baselineRps: number, oneProcess?: Figures): string {
  const share = (r: Awaited<ReturnType<typeof load>>, key: keyof Figures) => {
    const bare = `  (${Math.round((100 * r.rps) / Math.max(1, baselineRps))}% of bare`;
    const scaled = oneProcess
      ? `, ${(r.rps / Math.max(1, oneProcess[key].rps)).toFixed(2)}x one process`
      : '';
    return `${bare}${scaled})`;
  };
  return (
    `${title}, ${CONNECTIONS} connections from ${loadToolName()}, ${DURATION_SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up\n` +
    line('GET /api/v2/routes', f.routes, share(f.routes, 'routes')) +
    line('GET /api/v2/page/{uuid}', f.pageGet, share(f.pageGet, 'pageGet')) +
    line('GET /api/v2/user/isLoggedIn', f.isLoggedIn, share(f.isLoggedIn, 'isLoggedIn')) +
    line('POST /api/v2/page (whole page, forced)', f.pagePost)
  );
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

/** A fresh database on the PostgreSQL server for the bench, or null when no server answers. */
async function freshServerDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `atrium_bench_${process.pid}`;
  try {
    await runOnServer(SERVER_URL, `CREATE DATABASE ${name}`);
  } catch {
    return null;
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
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

async function measureOn(env: Record<string, string>, dataDir: string): Promise<Figures> {
  const portal = await startPortal({ dataDir, env, timeoutMs: 600_000 });
  try {
    return await measure(portal.baseUrl);
  } finally {
    await portal.stop();
  }
}

export async function runPlatformBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-'));
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
    const embedded = await measure(portal.baseUrl).finally(() => portal.stop());

    const server = await freshServerDatabase();
    let onServer: Figures | undefined;
    let twoProcesses: Figures | undefined;
    if (server) {
      try {
        const env = { DATABASE_URL: server.url };
        await seedAndSettle(env, dataDir, server.url);
        onServer = await measureOn(env, dataDir);
        twoProcesses = await measureOn({ ...env, ATRIUM_WORKERS: '2' }, dataDir);
      } finally {
        await server.drop();
      }
    }

    const bare = await startBare();
    const baseline = await load(bare.url).finally(() => bare.stop());
    process.stdout.write(
      report('PGlite', embedded, baseline.rps) +
        (onServer ? report('PostgreSQL server, 1 process', onServer, baseline.rps) : '') +
        (twoProcesses ? report('PostgreSQL server, 2 processes', twoProcesses, baseline.rps, onServer) : '') +
        (server ? '' : `no PostgreSQL server answered at ${SERVER_URL}: server figures skipped\n`) +
        line('bare Fastify route (own process)', baseline) +
        excel,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
