// One heavy request must not hold up the others: while each heavy request runs, a probe thread calls
// GET /api/v2/user/isLoggedIn every 25 ms, and the probe's worst time over its quiet median is the
// delay the heavy request caused. The target is 50 ms on any machine the bench runs on; a figure
// over it is printed as failing. Beside it stands the longest the portal's event loop was held
// during the request (`loop-monitor.mjs`), which other work on the machine does not inflate.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type Company, RELATIONSHIP } from '@atrium/contracts';
import { type RunningPortal, startPortal } from '../e2e/server.ts';
import { type SignedIn, signIn } from './http-load.ts';

const PROBE_EVERY_MS = 25;
const TARGET_MS = 50;
/** Measured runs of each heavy request, after one unmeasured run that warms caches and threads. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const QUIET_MS = 1500;
const LONG_READ = 'Long read';
/** Probing goes on this long before and after each heavy request, so its start and end are covered. */
const MARGIN_MS = 100;

export interface Probe {
  /** The probe's latencies while `whileRunning` runs, and the portal's longest block meanwhile. */
  measure(whileRunning: () => Promise<void>): Promise<{ times: number[]; blockMs: number }>;
  close(): Promise<number>;
}

/** The longest event-loop block the portal logged between two moments (epoch ms). */
function longestBlock(loopLog: string, from: number, to: number): number {
  let longest = 0;
  for (const line of readFileSync(loopLog, 'utf8').split('\n')) {
    const [at, ms] = line.split(' ').map(Number);
    if (at >= from && at <= to) longest = Math.max(longest, ms);
  }
  return longest;
}

export function startProbe(baseUrl: string, cookie: string, loopLog: string): Probe {
  const worker = new Worker(new URL('./probe-worker.mjs', import.meta.url), {
    execArgv: [],
    workerData: { url: `${baseUrl}/api/v2/user/isLoggedIn`, cookie, everyMs: PROBE_EVERY_MS },
  });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    async measure(whileRunning) {
      const times = new Promise<number[]>((resolve) => worker.once('message', resolve));
      const from = Date.now();
      worker.postMessage('start');
      await pause(MARGIN_MS);
      await whileRunning();
      await pause(MARGIN_MS);
      worker.postMessage('stop');
      return { times: await times, blockMs: longestBlock(loopLog, from, Date.now()) };
    },
    close: () => worker.terminate(),
  };
}

export interface Heavy {
  label: string;
  /** Sends the request once and reads its whole reply; answers a short description of the reply. */
  send: (run: number) => Promise<string>;
}

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

const judged = (ms: number) => `${ms.toFixed(0).padStart(4)} ms${ms > TARGET_MS ? ' FAIL' : '     '}`;

export async function measureHeavy(probe: Probe, heavy: Heavy): Promise<string> {
  const { times: quiet } = await probe.measure(() => new Promise((resolve) => setTimeout(resolve, QUIET_MS)));
  const base = percentile(quiet, 0.5);
  const delays: number[] = [];
  const blocks: number[] = [];
  const took: number[] = [];
  let reply = '';
  for (let run = 0; run <= RUNS; run++) {
    let started = 0;
    const during = await probe.measure(async () => {
      started = performance.now();
      reply = await heavy.send(run);
      took.push(performance.now() - started);
    });
    if (run === 0) continue;
    delays.push(Math.max(0, Math.max(...during.times) - base));
    blocks.push(during.blockMs);
  }
  took.shift();
  return (
    `${heavy.label.padEnd(58)} ${reply.padEnd(22)} ${percentile(took, 0.5).toFixed(0).padStart(5)} ms | ` +
    `quiet p50 ${base.toFixed(1).padStart(4)} / max ${Math.max(...quiet)
      .toFixed(1)
      .padStart(
        5,
      )} ms | extra delay median ${judged(percentile(delays, 0.5))} max ${judged(Math.max(...delays))}` +
    ` | loop held at most ${percentile(blocks, 0.5).toFixed(0).padStart(4)} / ${Math.max(...blocks)
      .toFixed(0)
      .padStart(4)} ms\n`
  );
}

async function call(
  baseUrl: string,
  auth: SignedIn,
  options: { method: string; path: string; body?: string | FormData; json?: boolean },
): Promise<{ status: number; bytes: number; text: () => string }> {
  const headers: Record<string, string> = { cookie: auth.cookie, 'x-csrf-token': auth.csrf };
  if (options.json !== false && typeof options.body === 'string')
    headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${options.path}`, {
    method: options.method,
    headers,
    body: options.body,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes: bytes.byteLength, text: () => bytes.toString() };
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
const answered = (r: { status: number; bytes: number }) => `${r.status}, ${size(r.bytes)}`;

/** Rich text as an editor writes it: paragraphs, marks, links and lists, to `length` characters. */
function richText(length: number, run: number): string {
  const parts: string[] = [];
  let total = 0;
  for (let i = 0; total < length; i++) {
    const part =
      i % 5 === 4
        ? `<ul><li>Item ${i} of run ${run}</li><li><em>Second</em> item</li></ul>`
        : `<p>Paragraph ${i} of run ${run} with <strong>bold</strong> text and <a href="https://example.com/${i}">a link</a>.</p>`;
    parts.push(part);
    total += part.length;
  }
  return parts.join('').slice(0, length);
}

/** A top-level page with sections; saves replace its sections with the page's own plus one large. */
async function pageToSave(baseUrl: string, auth: SignedIn): Promise<{ uuid: string; sections: unknown[] }> {
  const tree = (await (
    await fetch(`${baseUrl}/api/v2/routes`, { headers: { cookie: auth.cookie } })
  ).json()) as { UUID: string }[];
  for (const node of tree) {
    const page = (await (
      await fetch(`${baseUrl}/api/v2/page/${node.UUID}`, { headers: { cookie: auth.cookie } })
    ).json()) as { Sections: { Title: string }[] };
    // The large section an earlier run of the bench left is replaced, not kept.
    const sections = page.Sections.filter((s) => s.Title !== LONG_READ);
    if (sections.length > 0) return { uuid: node.UUID, sections };
  }
  throw new Error('no page with sections in the seeded site');
}

/** An unlinked parent company whose save the bench repeats, as the body the company wizard sends. */
async function companyToSave(baseUrl: string, auth: SignedIn): Promise<string> {
  const list = JSON.parse(
    (
      await call(baseUrl, auth, {
        method: 'POST',
        path: '/api/v2/company/list',
        body: JSON.stringify({ scope: 'all', limit: 50 }),
      })
    ).text(),
  ) as { items: { Id: number }[] };
  for (const { Id } of list.items) {
    const company = JSON.parse(
      (await call(baseUrl, auth, { method: 'GET', path: `/api/v2/company/${Id}` })).text(),
    ) as Company;
    if (company.ParentID !== company.ID || company.InveniasID || company.GlobalRevenue === null) continue;
    return JSON.stringify({
      ID: company.ID,
      Name: company.Name,
      City: company.City,
      WebAddress: company.WebAddress,
      GlobalRevenue: company.GlobalRevenue,
      isPrivateEquity: company.isPrivateEquity,
      CompanyCountries: company.CompanyCountries.map((c) => ({ CountryID: c.CountryID })),
      CompanyIndustries: company.CompanyIndustries.map((i) => ({ IndustryID: i.IndustryID })),
      Relationship: RELATIONSHIP.parent,
      ParentID: null,
      IsCertain: true,
    });
  }
  throw new Error('no unlinked parent company among the first companies of the demo firm');
}

function heavyRequests(
  baseUrl: string,
  admin: SignedIn,
  page: { uuid: string; sections: unknown[] },
  companySave: string,
): Heavy[] {
  const xlsx = (body: string) => call(baseUrl, admin, { method: 'POST', path: '/api/v2/report/xlsx', body });
  /** A run's Id: the report is run (or answered from the cache), then its workbook asked for by it. */
  const runIdOf = async (path: string, filter: unknown): Promise<string> =>
    JSON.parse(
      (await call(baseUrl, admin, { method: 'POST', path, body: JSON.stringify({ filter }) })).text(),
    ).runId;
  const bigSave = (run: number) =>
    JSON.stringify({
      UUID: page.uuid,
      Force: true,
      Sections: [
        ...page.sections,
        // Different text each run: the sanitiser remembers texts it has seen.
        {
          UUID: '-1',
          Title: LONG_READ,
          Text: richText(390_000, run),
          Width: 12,
          Type: { Identifier: 'RichText' },
        },
      ],
    });
  /** A save that moves the report data on to a new version. */
  const saveCompany = async () => {
    const saved = await call(baseUrl, admin, {
      method: 'POST',
      path: '/api/v2/company?recache=true',
      body: companySave,
    });
    if (saved.status !== 200) throw new Error(`the company save answered ${saved.status}: ${saved.text()}`);
  };
  // Every row is read and checked; the last one's status is refused, so nothing is written and each
  // run finds the firm as it was.
  const csv = [
    'source_id,name,city,web_address,is_client,status',
    ...Array.from(
      { length: 60_000 },
      (_, i) =>
        `bench-${i},Bench company ${i},London,https://bench-${i}.example,true,${i < 59_999 ? 'Current' : 'Bogus'}`,
    ),
  ].join('\n');
  return [
    {
      label: 'POST /api/v2/report/xlsx, 2-year financial report',
      send: async () =>
        answered(
          await xlsx(
            JSON.stringify({
              runId: await runIdOf('/api/v2/financial/report', {
                type: 'activity',
                date: { selection: '2Y' },
                keys: [],
              }),
            }),
          ),
        ),
    },
    {
      // A save that moves the report data on: the next report loads and builds the store again.
      label: 'POST /api/v2/financial/report, 1Y, first after a company save',
      send: async () => {
        await saveCompany();
        return answered(
          await call(baseUrl, admin, {
            method: 'POST',
            path: '/api/v2/financial/report',
            body: JSON.stringify({
              type: 'Financial',
              filter: { type: 'activity', date: { selection: '1Y' }, keys: [] },
              breakdown: { type: 'fullName' },
            }),
          }),
        );
      },
    },
    {
      // The listing's order by a column is worked out once per data version, from every assignment.
      label: 'POST /api/v2/assignment/list by job title, first after a company save',
      send: async () => {
        await saveCompany();
        return answered(
          await call(baseUrl, admin, {
            method: 'POST',
            path: '/api/v2/assignment/list',
            body: JSON.stringify({ scope: 'all', sort: 'jobTitle', direction: 'asc', offset: 0, limit: 50 }),
          }),
        );
      },
    },
    {
      label: 'POST /api/v2/widget/colleagueFinder, every colleague of the firm',
      send: async () =>
        answered(
          await call(baseUrl, admin, { method: 'POST', path: '/api/v2/widget/colleagueFinder', body: '{}' }),
        ),
    },
    {
      label: 'POST /api/v2/page, 390,000-character rich-text section',
      send: async (run) =>
        answered(await call(baseUrl, admin, { method: 'POST', path: '/api/v2/page', body: bigSave(run) })),
    },
    {
      label: 'GET /api/v2/page/{uuid} of that page',
      send: async () =>
        answered(await call(baseUrl, admin, { method: 'GET', path: `/api/v2/page/${page.uuid}` })),
    },
    {
      label: 'POST /api/v2/report/xlsx, every company of a 2-year Company report',
      send: async () =>
        answered(
          await xlsx(
            JSON.stringify({
              runId: await runIdOf('/api/v2/company/report', {
                type: 'none',
                date: { selection: '2Y' },
                keys: [],
              }),
            }),
          ),
        ),
    },
    {
      label: 'POST /api/v1/reports/print, 4.5 MB of HTML',
      send: async () =>
        answered(
          await call(baseUrl, admin, {
            method: 'POST',
            path: '/api/v1/reports/print',
            body: JSON.stringify({ html: richText(4_500_000, 0), fileName: 'bench' }),
          }),
        ),
    },
    {
      label: 'POST /api/v2/admin/import, companies.csv of 60,000 rows (400)',
      send: async () => {
        const form = new FormData();
        form.append('file', new Blob([csv], { type: 'text/csv' }), 'companies.csv');
        return answered(
          await call(baseUrl, admin, { method: 'POST', path: '/api/v2/admin/import', body: form }),
        );
      },
    },
  ];
}

/**
 * The demo-firm portal the event-loop figures are taken on, started with the monitor that logs its
 * event-loop blocks. The demo firm seeds on the first start in this folder and is kept for later runs.
 */
export async function startMonitoredPortal(): Promise<{ portal: RunningPortal; loopLog: string }> {
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'atrium-bench', 'event-loop-demo');
  mkdirSync(dataDir, { recursive: true });
  const loopLog = path.join(dataDir, 'loop-blocks.log');
  writeFileSync(loopLog, '');
  const monitor = new URL('./loop-monitor.mjs', import.meta.url).pathname;
  const portal = await startPortal({
    dataDir,
    timeoutMs: 600_000,
    env: {
      ATRIUM_LOOP_LOG: loopLog,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${monitor}`.trim(),
    },
  });
  return { portal, loopLog };
}

export async function runEventLoopBench(): Promise<void> {
  const { portal, loopLog } = await startMonitoredPortal();
  const only = process.env.BENCH_HEAVY;
  try {
    const admin = await signIn(portal.baseUrl, 'admin@demo.atrium');
    const page = await pageToSave(portal.baseUrl, admin);
    const probe = startProbe(portal.baseUrl, admin.cookie, loopLog);
    process.stdout.write(
      // Other work on the machine shows in every figure: its load is printed beside them.
      `load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores\n` +
        `GET /api/v2/user/isLoggedIn every ${PROBE_EVERY_MS} ms from its own thread; extra delay = its slowest call during a heavy request over its quiet median; loop held = the portal's longest event-loop block (median / max of runs); ${RUNS} runs each after one warm-up; target ≤ ${TARGET_MS} ms\n`,
    );
    try {
      const companySave = await companyToSave(portal.baseUrl, admin);
      for (const heavy of heavyRequests(portal.baseUrl, admin, page, companySave)) {
        if (only && !heavy.label.includes(only)) continue;
        process.stdout.write(await measureHeavy(probe, heavy));
      }
      process.stdout.write(`load average at the end ${os.loadavg()[0].toFixed(1)}\n`);
    } finally {
      await probe.close();
    }
  } finally {
    await portal.stop();
  }
}
