// Search p50/p99 for 1-, 3- and 8-character queries (≤ 50 ms server time on the demo
// firm) through the API in process: what the palette asks for as someone types. The demo firm at
// --scale 1 (default) on PGlite, then at scale 7 on the PostgreSQL server when one answers
// (BENCH_SEARCH_DATABASE_URL, by default the database atrium_bench_search on BENCH_DATABASE_URL's
// server); both seeded once and kept, --fresh reseeds.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/platform/database.ts';
import { rows } from '../apps/server/src/platform/sql-rows.ts';
import { openSeededFirm } from './seeded-firm.ts';

const SCALE = Number(process.argv.find((a) => a.startsWith('--scale='))?.slice('--scale='.length) ?? 1);
const TODAY = '2026-06-15';
const RUNS_PER_LENGTH = 200;
const LENGTHS = [1, 3, 8] as const;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const SERVER_SCALE = 7;

/** The bench's own database on the PostgreSQL server. */
function serverDatabaseUrl(): string {
  if (process.env.BENCH_SEARCH_DATABASE_URL) return process.env.BENCH_SEARCH_DATABASE_URL;
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/atrium_bench_search';
  return url.toString();
}

async function serverAnswers(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Words people type: surnames, company names and assignment titles of the demo firm. */
async function sampleWords(database: Database): Promise<string[]> {
  const result = rows<{ word: string }>(
    await database.db.execute(sql`
      (select last_name as word from users order by id limit 40)
      union all (select split_part(name, ' ', 1) from companies order by id limit 40)
      union all (select split_part(job_title, ' ', 1) from assignments order by id limit 40)`),
  );
  return result.map((r) => r.word.toLowerCase()).filter((w) => /^[a-z]+$/.test(w));
}

export async function runSearchBench(): Promise<void> {
  await measure(await openSeededFirm({ suite: 'search', scale: SCALE, today: TODAY }), SCALE);
  const url = serverDatabaseUrl();
  if (!(await serverAnswers(url))) {
    process.stdout.write(
      `no PostgreSQL server answered at ${url}: the scale ${SERVER_SCALE} figures skipped\n`,
    );
    return;
  }
  await measure(
    await openSeededFirm({ suite: 'search', scale: SERVER_SCALE, today: TODAY, serverUrl: url }),
    SERVER_SCALE,
  );
}

/** Signs in as the demo admin and times the palette's queries on one seeded firm. */
async function measure(database: Database, scale: number): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ATRIUM_DATA_DIR: os.tmpdir() });
  const app = await buildApp({ config, database, serveWeb: false });
  try {
    const probe = await app.inject({ method: 'GET', url: '/api/v2/user/isLoggedIn' });
    const csrf = probe.cookies.find((c) => c.name === 'atrium_csrf')?.value ?? '';
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email: 'admin@demo.atrium', password: 'demo' },
      headers: { 'x-csrf-token': csrf, cookie: `atrium_csrf=${csrf}` },
    });
    if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode}`);
    const cookie = [...login.cookies.map((c) => `${c.name}=${c.value}`), `atrium_csrf=${csrf}`].join('; ');
    const [counts] = rows<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from search_documents`),
    );
    const where = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL server';
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    process.stdout.write(
      `demo firm at --scale ${scale}: ${counts.n} search documents (${where}); load average ${load} on ${os.cpus().length} cores\n`,
    );
    const words = await sampleWords(database);
    for (const length of LENGTHS) {
      const queries = words.filter((w) => w.length >= length).map((w) => w.slice(0, length));
      const times: number[] = [];
      for (let i = 0; i < RUNS_PER_LENGTH + 10; i++) {
        const q = queries[i % queries.length];
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/v2/search?q=${encodeURIComponent(q)}`,
          headers: { cookie },
        });
        if (response.statusCode !== 200)
          throw new Error(`search ${q}: ${response.statusCode} ${response.body}`);
        if (i >= 10) times.push(performance.now() - started);
      }
      process.stdout.write(
        `search, ${length}-character queries (${RUNS_PER_LENGTH} runs): p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms\n`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
}
