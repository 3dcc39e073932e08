// The only SQL on the jobs table: enqueue, claim, settle, reclaim, prune, list, count.
import type { JobStatus } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../database.ts';
import { isoTimestamp, queryRows } from '../sql-rows.ts';

/** Woken on every enqueue, in every process on the database (sent when the transaction commits). */
export const JOBS_CHANNEL = 'atrium_jobs';

export interface JobRow {
  id: number;
  kind: string;
  payload: unknown;
  runAt: string;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  lockedBy: string | null;
  createdAt: string;
  finishedAt: string | null;
}

const jobColumns =
  sql.raw(`id::int as "id", kind, payload, ${isoTimestamp('run_at', 'runAt')}, status, attempts,
  max_attempts as "maxAttempts", last_error as "lastError", locked_by as "lockedBy",
  ${isoTimestamp('created_at', 'createdAt')}, ${isoTimestamp('finished_at', 'finishedAt')}`);

export interface NewJob {
  kind: string;
  payload: unknown;
  runAt: Date | null;
  uniqueKey: string | null;
  maxAttempts: number;
}

/** Answers the new row's id, or null when a job with the same unique key already exists. */
export async function insertJob(db: Executor, job: NewJob): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into jobs (kind, payload, run_at, unique_key, max_attempts)
      values (${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb,
        coalesce(${job.runAt?.toISOString() ?? null}::timestamptz, now()), ${job.uniqueKey}, ${job.maxAttempts})
      on conflict (unique_key) do nothing
      returning id::int as "id"`,
  );
  if (row) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
  return row?.id ?? null;
}

/**
 * Takes up to `limit` due jobs of the kinds this process runs: queued ones whose time has come, and
 * running ones whose lease ran out (their process stopped mid-job). Rows another process is claiming
 * are skipped. A kind this process does not know (a newer process's) is left to the processes that do.
 */
export async function claimDueJobs(
  db: Executor,
  options: { processName: string; kinds: string[]; limit: number; leaseMs: number },
): Promise<JobRow[]> {
  const { processName, kinds, limit, leaseMs } = options;
  if (kinds.length === 0) return [];
  return queryRows<JobRow>(
    db,
    sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${processName},
        locked_at = now()
      where id in (
        select id from jobs
        where kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
          and ((status = 'queued' and run_at <= now())
          or (status = 'running' and locked_at < now() - make_interval(secs => ${leaseMs / 1000})
            and attempts < max_attempts))
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning ${jobColumns}`,
  );
}

/** A job whose lease ran out on its last attempt is not run again: it failed. */
export async function failAbandonedJobs(db: Executor, leaseMs: number): Promise<void> {
  await db.execute(sql`update jobs set status = 'failed', finished_at = now(), locked_by = null,
      last_error = coalesce(last_error || ' — ', '') || 'The process running it stopped before it finished.'
    where status = 'running' and locked_at < now() - make_interval(secs => ${leaseMs / 1000})
      and attempts >= max_attempts`);
}

/** Settles a job this process still holds (a job reclaimed by another process is left to it). */
export async function finishJob(db: Executor, { id, processName }: { id: number; processName: string }) {
  await db.execute(sql`update jobs set status = 'done', finished_at = now(), locked_by = null, locked_at = null
    where id = ${id} and status = 'running' and locked_by = ${processName}`);
}

export async function requeueJob(
  db: Executor,
  job: { id: number; processName: string; error: string; delayMs: number },
): Promise<void> {
  await db.execute(sql`update jobs set status = 'queued', last_error = ${job.error}, locked_by = null,
      locked_at = null, run_at = now() + make_interval(secs => ${job.delayMs / 1000})
    where id = ${job.id} and status = 'running' and locked_by = ${job.processName}`);
}

export async function failJob(db: Executor, job: { id: number; processName: string; error: string }) {
  await db.execute(sql`update jobs set status = 'failed', last_error = ${job.error}, finished_at = now(),
      locked_by = null, locked_at = null
    where id = ${job.id} and status = 'running' and locked_by = ${job.processName}`);
}

export async function pruneDoneJobs(db: Executor, olderThanDays: number): Promise<void> {
  await db.execute(sql`delete from jobs
    where status = 'done' and finished_at < now() - make_interval(days => ${olderThanDays})`);
}

export async function listJobs(
  db: Executor,
  { status, limit, offset }: { status: JobStatus | null; limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const where = status ? sql`where status = ${status}` : sql``;
  const rows = await queryRows<JobRow>(
    db,
    sql`select ${jobColumns} from jobs ${where} order by id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs ${where}`);
  return { rows, total: count?.n ?? 0 };
}

/** How many jobs are in each status (for the metrics: queue depth, running, failed). */
export async function countJobsByStatus(db: Executor): Promise<{ status: JobStatus; count: number }[]> {
  return queryRows(db, sql`select status, count(*)::int as "count" from jobs group by status`);
}
