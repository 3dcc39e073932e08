// GET /metrics in the Prometheus text format: requests by endpoint and status with their latency,
// the event loop's delay and the process's use (prom-client's default metrics), the database pool,
// report runs with their cache hits, and the job table and mail outbox by status. Closed to anyone but the addresses of ATRIUM_METRICS_ALLOW
// (this machine by default) or a caller with the bearer token ATRIUM_METRICS_TOKEN (docs/operations.md).
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from './database.ts';
import { countJobsByStatus } from './jobs/jobs.repo.ts';
import { countMailByStatus } from './mail/mail.repo.ts';
import { scrapeThroughPrimary } from './metrics-cluster.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work whose requests the metrics leave out: the start-up warm-up's own reads, made before
     * the process serves anyone, which are not traffic an operator should see.
     */
    uncounted<T>(work: () => Promise<T>): Promise<T>;
  }
}

export interface Metrics {
  registry: Registry;
  /** Counts one report run of a report type, answered from its cache or computed. */
  countReportRun(reportType: string, isFromCache: boolean): void;
}

export function createMetrics({ database }: { database: Database }): Metrics & {
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
} {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'atrium_http_request_duration_seconds',
    help: 'Time from request to reply, by method, endpoint (its path pattern) and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const reportRuns = new Counter({
    name: 'atrium_report_runs_total',
    help: 'Report runs by report type, answered from the result cache (hit) or computed (miss).',
    labelNames: ['report', 'cache'],
    registers: [registry],
  });
  new Gauge({
    name: 'atrium_db_pool_connections',
    help: 'Database connections of this process by state (PostgreSQL only).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = database.poolUse();
      if (!use) return;
      this.set({ state: 'open' }, use.open);
      this.set({ state: 'idle' }, use.idle);
    },
  });
  new Gauge({
    name: 'atrium_db_pool_waiting',
    help: 'Queries waiting for a free database connection (PostgreSQL only).',
    registers: [registry],
    collect() {
      const use = database.poolUse();
      if (use) this.set(use.waiting);
    },
  });
  // Both count rows of the shared database: every process would answer the same figure, so with
  // several processes the primary keeps one answer instead of adding them up.
  new Gauge({
    name: 'atrium_jobs',
    help: 'Jobs in the job table by status: queued (the queue depth), running, done, failed.',
    labelNames: ['status'],
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      for (const { status, count } of await countJobsByStatus(database.db)) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'atrium_mail_messages',
    help: 'Messages in the mail outbox by status: queued, sent, failed, kept (no SMTP_URL).',
    labelNames: ['status'],
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      for (const { status, count } of await countMailByStatus(database.db)) this.set({ status }, count);
    },
  });
  return {
    registry,
    countReportRun: (reportType, isFromCache) =>
      reportRuns.inc({ report: reportType, cache: isFromCache ? 'hit' : 'miss' }),
    observeRequest: (labels, seconds) =>
      requests.observe({ ...labels, status: String(labels.status) }, seconds),
  };
}

/** Who may read the metrics: the listed addresses and ranges, or a caller with the token. */
export function metricsAccess(options: { allow: string; token?: string }) {
  const allowed = new BlockList();
  for (const entry of options.allow.split(',').map((a) => a.trim())) {
    if (!entry) continue;
    const [address, prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix) allowed.addSubnet(address, Number(prefix), type);
    else allowed.addAddress(address, type);
  }
  const token = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
  return (request: { ip: string; headers: { authorization?: string } }): boolean => {
    const sent = Buffer.from(request.headers.authorization ?? '');
    if (token && sent.length === token.length && timingSafeEqual(sent, token)) return true;
    // An IPv4 caller on a dual-stack listener arrives as ::ffff:a.b.c.d.
    const ip = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return allowed.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
  };
}

export function registerMetrics(
  app: FastifyInstance,
  options: { metrics: ReturnType<typeof createMetrics>; allow: string; token?: string },
): void {
  const { metrics } = options;
  const mayRead = metricsAccess(options);
  const scrape = cluster.isWorker ? scrapeThroughPrimary(metrics.registry) : () => metrics.registry.metrics();
  // Nothing else is answered while uncounted work runs (it runs before the process serves).
  let uncountedWork = 0;
  app.decorate('uncounted', async <T>(work: () => Promise<T>): Promise<T> => {
    uncountedWork++;
    try {
      return await work();
    } finally {
      uncountedWork--;
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    // The path pattern, not the path: one series per endpoint, whatever ids are asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics' || uncountedWork > 0) return;
    metrics.observeRequest(
      { method: request.method, route, status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayRead(request)) {
      reply.code(403);
      return {
        code: 'forbidden',
        message: 'The metrics are open to the addresses of ATRIUM_METRICS_ALLOW or with its bearer token.',
      };
    }
    reply.type(metrics.registry.contentType).header('cache-control', 'no-store');
    return scrape();
  });
  app.addHook('onClose', async () => metrics.registry.clear());
}

/** Counts a report run once it answers, as a cache hit or a computed run. */
export async function countedRun<R extends { fromCache: boolean }>(
  metrics: Metrics,
  reportType: string,
  run: Promise<R>,
): Promise<R> {
  const result = await run;
  metrics.countReportRun(reportType, result.fromCache);
  return result;
}
