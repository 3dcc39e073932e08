// GET /metrics: what an operator's Prometheus scrapes — every answered request counted by endpoint and
// status, report runs with their cache hits, the event loop's delay — and closed to other addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp, type TestClient } from '../test/test-app.ts';
import { testDatabaseKind } from '../test/test-database.ts';
import { enqueueJob } from './jobs/enqueue-job.ts';
import { queueMail } from './mail/queue-mail.ts';

const TOKEN = 'scraper-token-of-the-firm-0123456789';
let t: TestApp;
let partner: TestClient;
beforeAll(async () => {
  t = await createTestApp({ ATRIUM_METRICS_TOKEN: TOKEN });
  partner = t.client();
  await partner.login(DEMO.partner);
});
afterAll(() => t.close());

async function scrape(from = '127.0.0.1', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: from, headers });
}

/** The value of one sample of the scrape, e.g. `name{label="x"}`; undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const requestCount = (text: string, labels: string) =>
  sample(text, `atrium_http_request_duration_seconds_count{${labels}}`) ?? 0;

describe('GET /metrics', () => {
  it('counts each answered request under its endpoint pattern and status', async () => {
    const before = (await scrape()).body;
    const pages = await partner.get('/api/v2/routes');
    expect(pages.statusCode).toBe(200);
    const missing = await partner.get('/api/v2/page/00000000-0000-4000-8000-000000000000');
    const after = await scrape();
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const routes = 'method="GET",route="/api/v2/routes",status="200"';
    expect(requestCount(after.body, routes)).toBe(requestCount(before, routes) + 1);
    // One series per endpoint: the page's id is not a label.
    const page = `method="GET",route="/api/v2/page/:uuid",status="${missing.statusCode}"`;
    expect(requestCount(after.body, page)).toBe(requestCount(before, page) + 1);
    expect(after.body).not.toContain('00000000-0000-4000-8000-000000000000');
  });

  it('counts report runs, computed and then answered from the cache', async () => {
    const report = {
      type: 'Financial',
      filter: { type: 'activity', date: { selection: '1Y' }, keys: [] },
      breakdown: { type: 'fullName' },
    };
    const first = await partner.post('/api/v2/financial/report', report);
    const second = await partner.post('/api/v2/financial/report', report);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().fromCache, second.json().fromCache]).toEqual([false, true]);
    const text = (await scrape()).body;
    expect(sample(text, 'atrium_report_runs_total{report="Financial",cache="miss"}')).toBe(1);
    expect(sample(text, 'atrium_report_runs_total{report="Financial",cache="hit"}')).toBe(1);
  });

  it("shows the event loop's delay and, on PostgreSQL, the connection pool", async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    const open = sample(text, 'atrium_db_pool_connections{state="open"}');
    if (testDatabaseKind() === 'postgres') expect(open).toBeGreaterThan(0);
    else expect(open).toBeUndefined();
  });

  it('shows the job queue and the mail outbox by status', async () => {
    const total = (text: string, name: string, statuses: string[]) =>
      statuses.reduce((sum, status) => sum + (sample(text, `${name}{status="${status}"}`) ?? 0), 0);
    const jobStatuses = ['queued', 'running', 'done', 'failed'];
    const mailStatuses = ['queued', 'sent', 'failed', 'kept'];
    const before = (await scrape()).body;
    await enqueueJob(t.database.db, { kind: 'metrics.sample', runAt: new Date(Date.now() + 3_600_000) });
    await t.database.db.transaction((tx) =>
      queueMail(tx, {
        kind: 'metrics-sample',
        to: ['partner@firm.test'],
        subject: 'Sample',
        text: 'Sample.',
      }),
    );
    const after = (await scrape()).body;
    // The future job waits in the queue; the mail's send job joins it or has already run.
    expect(sample(after, 'atrium_jobs{status="queued"}')).toBeGreaterThanOrEqual(1);
    expect(total(after, 'atrium_jobs', jobStatuses)).toBe(total(before, 'atrium_jobs', jobStatuses) + 2);
    expect(total(after, 'atrium_mail_messages', mailStatuses)).toBe(
      total(before, 'atrium_mail_messages', mailStatuses) + 1,
    );
  });

  it('is closed to another address, and open to it with the bearer token', async () => {
    const outside = await scrape('203.0.113.9');
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toContain('atrium_http_request_duration_seconds');
    expect(outside.json().message).toMatch(/ATRIUM_METRICS_ALLOW/);
    expect(
      (await scrape('203.0.113.9', { authorization: 'Bearer wrong-token-of-the-same-len' })).statusCode,
    ).toBe(403);
    const withToken = await scrape('203.0.113.9', { authorization: `Bearer ${TOKEN}` });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('atrium_http_request_duration_seconds_bucket');
  });

  it('is open to this machine over IPv6 and an IPv4-mapped address', async () => {
    expect((await scrape('::1')).statusCode).toBe(200);
    expect((await scrape('::ffff:127.0.0.1')).statusCode).toBe(200);
  });
});
