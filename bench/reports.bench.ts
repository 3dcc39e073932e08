// A complete 1Y global Financial report (metrics, compare, monthly series, region breakdown) on the
// demo firm at --scale 7 (about a million invoice splits): cold through the API, warm from the
// result cache, and the same figures in plain SQL on DuckDB over the same rows, side by side; then
// the all-assignments listing (first page; a filtered, sorted page) and the advanced assignment
// search, p50/p99 beside the uncached financial report.
import os from 'node:os';
import path from 'node:path';
import {
  METRIC_KEYS,
  METRIC_MONTH_FIELD,
  type MetricKey,
  MONEY_METRICS,
  type ReportResponse,
  resolveDateRange,
  shiftRangeBackOneYear,
} from '@atrium/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { presentMetric } from '../apps/server/src/features/reports/metric-rules.ts';
import { loadReportSource } from '../apps/server/src/features/reports/report-source.repo.ts';
import { createDuckReports, type DuckFigures } from './reports-duckdb.ts';
import { openSeededFirm } from './seeded-firm.ts';

const SCALE = Number(process.argv.find((a) => a.startsWith('--scale='))?.slice('--scale='.length) ?? 7);
const TODAY = '2026-06-15';
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => value.toFixed(1);

const openSeeded = () => openSeededFirm({ suite: 'reports', scale: SCALE, today: TODAY });

/** Presented figures compared at the precision shown: money to the unit, counts and days to 1e-6. */
function compareFigures(engine: ReportResponse[], duck: DuckFigures[]): string[] {
  const problems: string[] = [];
  const check = (
    label: string,
    key: MetricKey,
    mine: number | undefined,
    theirs: number | null | undefined,
  ) => {
    const expected = presentMetric(key, theirs ?? 0);
    const tolerance = MONEY_METRICS.includes(key) ? 1 : 1e-6;
    if (mine === undefined || Math.abs(mine - expected) > tolerance) {
      problems.push(`${label} ${key}: engine ${mine}, duckdb ${expected}`);
    }
  };
  engine.forEach((report, period) => {
    const figures = duck[period];
    const all = figures.get('all')?.get('') ?? {};
    for (const key of METRIC_KEYS) check(`period ${period} firm`, key, report.results.metrics[key], all[key]);
    for (const row of report.results.breakdown.rows) {
      const theirs = figures.get('region')?.get(String(row.id)) ?? {};
      for (const key of METRIC_KEYS) check(`period ${period} region ${row.name}`, key, row[key], theirs[key]);
    }
    const regionCount = figures.get('region')?.size ?? 0;
    if (regionCount !== report.results.breakdown.total) {
      problems.push(`period ${period}: ${report.results.breakdown.total} region rows, duckdb ${regionCount}`);
    }
    for (const key of METRIC_KEYS) {
      const scope = figures.get(METRIC_MONTH_FIELD[key]) ?? new Map();
      const theirMonths = [...scope].filter(
        ([, values]) => values[key] !== null && values[key] !== undefined,
      );
      const mine = report.results.series[key];
      if (mine.length !== theirMonths.length) {
        problems.push(`period ${period} series ${key}: ${mine.length} months, duckdb ${theirMonths.length}`);
      }
      for (const point of mine)
        check(`period ${period} ${point.month}`, key, point.value, scope.get(point.month)?.[key]);
    }
  });
  return problems;
}

export async function runReportsBench(): Promise<void> {
  const database = await openSeeded();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ATRIUM_DATA_DIR: path.join(os.tmpdir(), 'atrium-bench', 'data'),
  });
  const app = await buildApp({ config, database, serveWeb: false });
  try {
    const csrf = 'bench-csrf-token';
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      headers: { 'x-csrf-token': csrf, cookie: `atrium_csrf=${csrf}` },
      payload: { email: 'partner@demo.atrium', password: 'demo' },
    });
    const session = login.cookies.find((c) => c.name === 'atrium_session')?.value;
    if (!session) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
    // Signing in hands out the session's own CSRF token.
    const bound = login.cookies.find((c) => c.name === 'atrium_csrf')?.value ?? csrf;
    const headers = { 'x-csrf-token': bound, cookie: `atrium_csrf=${bound}; atrium_session=${session}` };
    const range = resolveDateRange({ selection: '1Y' }, TODAY);
    const body = {
      type: 'Financial',
      filter: { type: 'activity', date: { selection: 'Custom', ...range }, keys: [] },
      breakdown: { type: 'region' },
    };
    const post = async (query: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v2/financial/report${query}`,
        headers,
        payload: body,
      });
      if (response.statusCode !== 200)
        throw new Error(`report failed: ${response.statusCode} ${response.body}`);
      return response.json() as ReportResponse;
    };
    /** The report and its compare period, as the dashboard asks for them. */
    const fullReport = async (refresh: boolean) => {
      const flag = refresh ? '&refresh=true' : '';
      return [await post(`?saveReport=false${flag}`), await post(`?compare=true${flag}`)];
    };

    let started = performance.now();
    await post('?refresh=true'); // loads the columnar store once
    process.stdout.write(
      `columnar store loaded and built: ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );

    const cold: number[] = [];
    let reports: ReportResponse[] = [];
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      reports = await fullReport(true);
      cold.push(performance.now() - started);
    }
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      const cached = await fullReport(false);
      warm.push(performance.now() - started);
      if (!cached.every((r) => r.fromCache)) throw new Error('the repeat was not answered from the cache');
    }

    // one cached call, beside a signed-in call that does nothing but look up the session
    const single: number[] = [];
    const sessionOnly: number[] = [];
    for (let run = 0; run < RUNS * 4; run++) {
      started = performance.now();
      await post('');
      single.push(performance.now() - started);
      started = performance.now();
      await app.inject({ method: 'GET', url: '/api/v2/user/isLoggedIn', headers });
      sessionOnly.push(performance.now() - started);
    }

    const { source } = await loadReportSource(database);
    started = performance.now();
    const duck = await createDuckReports(source, reports[0].currency);
    process.stdout.write(
      `duckdb loaded and prepared: ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    const duckTimes: number[] = [];
    let duckFigures: DuckFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      started = performance.now();
      duckFigures = [await duck.run(range), await duck.run(shiftRangeBackOneYear(range))];
      duckTimes.push(performance.now() - started);
    }
    duck.close();

    const problems = compareFigures(reports, duckFigures);
    for (const problem of problems.slice(0, 10)) process.stdout.write(`  mismatch: ${problem}\n`);
    const [coldMs, warmMs, duckMs] = [median(cold), median(warm), median(duckTimes)];
    process.stdout.write(
      `report 1Y global: cold ${ms(coldMs)} ms, warm ${ms(warmMs)} ms, duckdb ${ms(duckMs)} ms, ratio ${(coldMs / duckMs).toFixed(2)}, figures equal: ${problems.length === 0 ? 'yes' : 'no'}\n`,
    );
    process.stdout.write(
      `  (medians of ${RUNS}; each is the report and its compare period, region breakdown and monthly series; ${source.splits.length} invoice splits; one cached call ${ms(median(single))} ms, of which ${ms(median(sessionOnly))} ms is the session lookup every call makes)\n`,
    );

    // the assignment listing and the advanced assignment search, beside the financial report
    const timed = async (samples: number, call: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let run = 0; run < samples; run++) {
        const at = performance.now();
        await call();
        times.push(performance.now() - at);
      }
      return times;
    };
    const postJson = async (url: string, payload: object) => {
      const response = await app.inject({ method: 'POST', url, headers, payload });
      if (response.statusCode !== 200)
        throw new Error(`${url} failed: ${response.statusCode} ${response.body}`);
      return response.json() as { total?: number; totals?: { count: number } };
    };
    const SAMPLES = 20;
    const financial = await timed(SAMPLES, () => post('?refresh=true'));
    const firstPage = await timed(SAMPLES, () => postJson('/api/v2/assignment/list', { scope: 'all' }));
    const filteredPage = await timed(SAMPLES, () =>
      postJson('/api/v2/assignment/list', {
        scope: 'all',
        search: 'Director',
        sort: 'totalBillings',
        direction: 'desc',
        filter: [{ key: { Id: 'SearchType' }, value: { Id: 'Executive' } }],
      }),
    );
    const searchBody = {
      type: 'Assignment',
      filter: { type: 'taken', date: { selection: 'Custom', ...range }, keys: [] },
      results: { sort: 'totalBillings', direction: 'desc' },
    };
    const found = await postJson('/api/v2/assignment/report?refresh=true', searchBody);
    const search = await timed(SAMPLES, () => postJson('/api/v2/assignment/report?refresh=true', searchBody));
    const percentile = (values: number[], p: number) =>
      [...values].sort((a, b) => a - b)[
        Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)
      ];
    const row = (label: string, values: number[], note = '') =>
      `${label.padEnd(52)} p50 ${ms(percentile(values, 50)).padStart(7)} ms, p99 ${ms(percentile(values, 99)).padStart(7)} ms${note}\n`;
    const ratio = percentile(search, 50) / percentile(financial, 50);
    process.stdout.write(
      `${SAMPLES} calls each, through the API:\n` +
        row('financial report 1Y global (one call, uncached)', financial) +
        row('all assignments, first page', firstPage) +
        row('all assignments, filtered (text, type), by billings', filteredPage) +
        row(
          'advanced assignment search 1Y taken, by billings',
          search,
          `  (${found.totals?.count} assignments; ${ratio.toFixed(2)}× the financial report)`,
        ),
    );
  } finally {
    await app.close();
    await database.close();
  }
}
