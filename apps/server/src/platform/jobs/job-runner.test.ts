// The jobs table run by real runners on the test database: unique keys, retries with backoff,
// leases that run out, and (on PostgreSQL) two processes sharing one table.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTwinTestApps, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import { waitUntil } from '../../test/wait-until.ts';
import type { Executor } from '../database.ts';
import { queryRows } from '../sql-rows.ts';
import { enqueueJob } from './enqueue-job.ts';
import { backoffMs, type JobHandlers, type JobRunner, startJobRunner } from './job-runner.ts';

const FAST = { pollMs: 50, backoffBaseMs: 20, backoffCapMs: 200, leaseMs: 60_000 };

interface JobState {
  status: string;
  attempts: number;
  lastError: string | null;
}

const readJob = async (db: Executor, id: number | null) =>
  (
    await queryRows<JobState>(
      db,
      sql`select status, attempts, last_error as "lastError" from jobs where id = ${id}`,
    )
  )[0];

let t: TestApp;
const runners: JobRunner[] = [];

async function runner(handlers: JobHandlers, tuning: Partial<typeof FAST> = {}, database = t.database) {
  const started = await startJobRunner({
    database,
    handlers,
    processName: `test-${runners.length}`,
    log: t.app.log,
    tuning: { ...FAST, ...tuning },
  });
  runners.push(started);
  return started;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const r of runners) await r.stop();
  await t.close();
});

describe('jobs', () => {
  it('runs a job enqueued twice with one unique key once', async () => {
    const seen: unknown[] = [];
    await runner({ 'test.unique': async (_ctx, payload) => void seen.push(payload) });
    const first = await enqueueJob(t.database.db, {
      kind: 'test.unique',
      payload: { n: 1 },
      uniqueKey: 'subscription:12:2026-11-30T08:00Z',
    });
    const second = await enqueueJob(t.database.db, {
      kind: 'test.unique',
      payload: { n: 2 },
      uniqueKey: 'subscription:12:2026-11-30T08:00Z',
    });
    expect(first.isNew).toBe(true);
    expect(second.isNew).toBe(false);
    await waitUntil(
      () => readJob(t.database.db, first.id),
      (j) => j.status === 'done',
    );
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('retries a failing job with backoff, then fails it with the last error', async () => {
    let calls = 0;
    await runner({
      'test.failing': async () => {
        calls++;
        throw new Error(`relay said no (${calls})`);
      },
    });
    const { id } = await enqueueJob(t.database.db, { kind: 'test.failing', maxAttempts: 3 });
    const job = await waitUntil(
      () => readJob(t.database.db, id),
      (j) => j.status === 'failed',
    );
    expect(job).toEqual({ status: 'failed', attempts: 3, lastError: 'relay said no (3)' });
    expect(calls).toBe(3);
  });

  it('waits 30 s before the first retry, twice as long each time, up to the cap', () => {
    const tuning = { backoffBaseMs: 30_000, backoffCapMs: 3_600_000 };
    expect([1, 2, 3, 10].map((attempts) => backoffMs(attempts, tuning))).toEqual([
      30_000, 60_000, 120_000, 3_600_000,
    ]);
  });

  it('does not run a job before its time', async () => {
    let ran = false;
    await runner({
      'test.later': async () => {
        ran = true;
      },
    });
    const { id } = await enqueueJob(t.database.db, {
      kind: 'test.later',
      runAt: new Date(Date.now() + 60 * 60_000),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toBe(false);
    expect((await readJob(t.database.db, id)).status).toBe('queued');
  });

  it('reclaims a job whose process stopped mid-job once its lease ran out', async () => {
    const [{ id }] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into jobs (kind, status, attempts, locked_by, locked_at)
        values ('test.abandoned', 'running', 1, 'a-stopped-process', now() - interval '2 hours')
        returning id::int as id`,
    );
    let runs = 0;
    await runner({ 'test.abandoned': async () => void runs++ }, { leaseMs: 1000 });
    const job = await waitUntil(
      () => readJob(t.database.db, id),
      (j) => j.status === 'done',
    );
    expect(job.attempts).toBe(2);
    expect(runs).toBe(1);
  });

  it('fails an abandoned job that was on its last attempt instead of running it again', async () => {
    const [{ id }] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into jobs (kind, status, attempts, max_attempts, locked_by, locked_at)
        values ('test.abandoned-last', 'running', 2, 2, 'a-stopped-process', now() - interval '2 hours')
        returning id::int as id`,
    );
    let runs = 0;
    await runner({ 'test.abandoned-last': async () => void runs++ }, { leaseMs: 1000 });
    const job = await waitUntil(
      () => readJob(t.database.db, id),
      (j) => j.status === 'failed',
    );
    expect(job.lastError).toMatch(/stopped before it finished/);
    expect(runs).toBe(0);
  });

  it('deletes done jobs after 30 days and keeps newer ones', async () => {
    await t.database.db.execute(sql`insert into jobs (kind, status, finished_at) values
      ('test.old', 'done', now() - interval '31 days'), ('test.recent', 'done', now() - interval '29 days')`);
    await runner({ 'test.none': async () => {} });
    const kinds = await waitUntil(
      () =>
        queryRows<{ kind: string }>(
          t.database.db,
          sql`select kind from jobs where kind like 'test.%' and status = 'done' and kind in ('test.old', 'test.recent')`,
        ),
      (rows) => rows.length === 1,
    );
    expect(kinds).toEqual([{ kind: 'test.recent' }]);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('jobs shared by two processes', () => {
  it('runs each of 20 jobs exactly once between two apps on one database', async () => {
    const twins = await createTwinTestApps();
    const runs: { id: number; process: string }[] = [];
    const handlers = (name: string): JobHandlers => ({
      'test.shared': async ({ job }) => {
        runs.push({ id: job.id, process: name });
        await new Promise((resolve) => setTimeout(resolve, 10));
      },
    });
    const first = await runner(handlers('first'), {}, twins.first.database);
    const second = await runner(handlers('second'), {}, twins.second.database);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { id } = await enqueueJob(twins.first.database.db, { kind: 'test.shared', payload: { i } });
      if (id !== null) ids.push(id);
    }
    await waitUntil(
      () =>
        queryRows<{ n: number }>(
          twins.first.database.db,
          sql`select count(*)::int as n from jobs where kind = 'test.shared' and status = 'done'`,
        ),
      ([row]) => row.n === 20,
    );
    await first.stop();
    await second.stop();
    expect(runs.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    await twins.close();
  }, 60_000);
});
