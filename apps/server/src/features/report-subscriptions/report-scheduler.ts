// Every process looks for due subscriptions and alerts once a minute and enqueues each due moment
// as a job whose unique key names the subscription (or alert) and the moment: however many
// processes find it due, one job exists and one process sends it.
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../platform/database.ts';
import { enqueueJob } from '../../platform/jobs/enqueue-job.ts';
import { enqueueDueAlertChecks } from './alerts.service.ts';
import { nextRunAfter } from './schedule.ts';
import * as repo from './subscriptions.repo.ts';
import { SEND_SUBSCRIPTION_JOB } from './subscriptions.service.ts';

export const SCHEDULER_EVERY_MS = 60_000;

/** Enqueues the sends due by `now` and moves each subscription on; answers how many were new. */
export async function enqueueDueReportJobs(db: Executor, now = new Date()): Promise<number> {
  let added = 0;
  for (const due of await repo.listDueSubscriptions(db, now)) {
    const runKey = `subscription:${due.id}:${due.dueAt}`;
    await db.transaction(async (tx) => {
      const { isNew } = await enqueueJob(tx, {
        kind: SEND_SUBSCRIPTION_JOB,
        payload: { subscriptionId: due.id, runKey },
        uniqueKey: runKey,
        maxAttempts: 3,
      });
      if (isNew) added++;
      // Moments missed while no process ran are not sent late, one after another: the next one
      // is the first after now.
      await repo.advanceSubscription(tx, {
        id: due.id,
        now,
        nextRunAt: nextRunAfter(due.schedule, now),
      });
    });
  }
  return added + (await enqueueDueAlertChecks(db, now));
}

export function startReportScheduler(options: { db: Executor; log: FastifyBaseLogger; everyMs?: number }) {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = enqueueDueReportJobs(options.db).catch((error: unknown) =>
      options.log.warn({ err: error }, 'due report mail could not be enqueued'),
    );
  };
  const timer = setInterval(tick, options.everyMs ?? SCHEDULER_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
