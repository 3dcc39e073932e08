// Runs the jobs table in this process, beside every other process on the database: it claims due
// jobs (each by exactly one process), runs a few at a time, settles each, and retries a failure
// later with exponential backoff until its last attempt. It polls, and wakes at once when a job is
// enqueued anywhere (NOTIFY). Created by the composition root and stopped when the app closes.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../database.ts';
import {
  claimDueJobs,
  failAbandonedJobs,
  failJob,
  finishJob,
  JOBS_CHANNEL,
  type JobRow,
  pruneDoneJobs,
  requeueJob,
} from './jobs.repo.ts';

export interface JobContext {
  db: Executor;
  log: FastifyBaseLogger;
  /** The job as claimed: `attempts` counts this one; `isLastAttempt` when a failure now is final. */
  job: JobRow & { isLastAttempt: boolean };
}

export type JobHandler = (ctx: JobContext, payload: unknown) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobRunnerTuning {
  /** How often the table is read when no notification came (jobs due later, leases run out). */
  pollMs: number;
  /** Jobs run at once by this process. */
  concurrency: number;
  /** A job running longer than this is taken to be abandoned (its process stopped) and run again. */
  leaseMs: number;
  /** The first retry waits this long; each next one twice as long, up to `backoffCapMs`. */
  backoffBaseMs: number;
  backoffCapMs: number;
}

export const DEFAULT_JOB_TUNING: JobRunnerTuning = {
  pollMs: 15_000,
  concurrency: 4,
  leaseMs: 10 * 60_000,
  backoffBaseMs: 30_000,
  backoffCapMs: 60 * 60_000,
};

/** Done jobs are kept this long for the admin screen, then deleted. */
const KEEP_DONE_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface JobRunnerOptions {
  database: Database;
  handlers: JobHandlers;
  /** Names this process in `locked_by`, unique among the processes sharing the table. */
  processName: string;
  log: FastifyBaseLogger;
  tuning?: Partial<JobRunnerTuning>;
}

export interface JobRunner {
  /** Claims due jobs now rather than at the next poll. */
  wake(): void;
  /** Stops claiming and waits for the jobs under way. */
  stop(): Promise<void>;
}

export function backoffMs(attempts: number, tuning: Pick<JobRunnerTuning, 'backoffBaseMs' | 'backoffCapMs'>) {
  return Math.min(tuning.backoffCapMs, tuning.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
}

export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { database, handlers, processName, log } = options;
  const tuning = { ...DEFAULT_JOB_TUNING, ...options.tuning };
  const db = database.db;
  const kinds = Object.keys(handlers);
  const running = new Set<Promise<void>>();
  let isStopped = false;
  let isClaiming = false;
  let isWokenWhileClaiming = false;
  let lastPruneAt = 0;
  let stopping: Promise<void> | undefined;

  const runJob = async (job: JobRow): Promise<void> => {
    const isLastAttempt = job.attempts >= job.maxAttempts;
    try {
      await handlers[job.kind]({ db, log, job: { ...job, isLastAttempt } }, job.payload);
      await finishJob(db, { id: job.id, processName });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: error }, 'job failed');
      if (isLastAttempt) await failJob(db, { id: job.id, processName, error: message });
      else
        await requeueJob(db, {
          id: job.id,
          processName,
          error: message,
          delayMs: backoffMs(job.attempts, tuning),
        });
    }
  };

  const claim = async (): Promise<void> => {
    if (isStopped) return;
    if (isClaiming) {
      isWokenWhileClaiming = true;
      return;
    }
    isClaiming = true;
    try {
      do {
        // A turn of the event loop before each claim: the embedded database answers without one,
        // so a queue of many short jobs would otherwise hold other requests until it is empty.
        await nextTurn();
        isWokenWhileClaiming = false;
        if (Date.now() - lastPruneAt > PRUNE_EVERY_MS) {
          lastPruneAt = Date.now();
          await pruneDoneJobs(db, KEEP_DONE_DAYS);
        }
        await failAbandonedJobs(db, tuning.leaseMs);
        const free = tuning.concurrency - running.size;
        if (free <= 0) break;
        const jobs = await claimDueJobs(db, { processName, kinds, limit: free, leaseMs: tuning.leaseMs });
        for (const job of jobs) {
          const run = runJob(job)
            .catch((error) => log.error({ err: error, jobId: job.id }, 'job could not be settled'))
            .finally(() => {
              running.delete(run);
              void claim();
            });
          running.add(run);
        }
        if (jobs.length === free) isWokenWhileClaiming = true;
      } while (isWokenWhileClaiming && !isStopped && running.size < tuning.concurrency);
    } catch (error) {
      if (!isStopped) log.error({ err: error }, 'jobs could not be claimed');
    } finally {
      isClaiming = false;
    }
  };

  const unlisten = await database.listen(JOBS_CHANNEL, {
    onMessage: () => void claim(),
    // Notifications may have been missed while the listening connection was away.
    onReset: (isListening) => {
      if (isListening) void claim();
    },
  });
  const timer = setInterval(() => void claim(), tuning.pollMs);
  timer.unref();
  void claim();

  return {
    wake: () => void claim(),
    stop: () => {
      stopping ??= (async () => {
        isStopped = true;
        clearInterval(timer);
        await unlisten();
        while (isClaiming || running.size > 0) {
          if (running.size > 0) await Promise.allSettled([...running]);
          else await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      return stopping;
    },
  };
}
