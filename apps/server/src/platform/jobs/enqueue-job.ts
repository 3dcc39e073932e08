// How a feature asks for work to be done later: one row in the jobs table, written with the caller's
// transaction so the job exists exactly when the change that asked for it does.
import type { Executor } from '../database.ts';
import { insertJob } from './jobs.repo.ts';

export const DEFAULT_MAX_ATTEMPTS = 5;

export interface EnqueueJobInput {
  kind: string;
  payload?: unknown;
  /** When the job becomes due; now when unset. */
  runAt?: Date;
  /** A schedule enqueued from every process names its run (e.g. `subscription:12:2026-11-30T08:00Z`): one row exists. */
  uniqueKey?: string;
  maxAttempts?: number;
}

/** Answers whether a job was added (false: one with the same unique key already exists). */
export async function enqueueJob(
  db: Executor,
  input: EnqueueJobInput,
): Promise<{ isNew: boolean; id: number | null }> {
  const id = await insertJob(db, {
    kind: input.kind,
    payload: input.payload ?? {},
    runAt: input.runAt ?? null,
    uniqueKey: input.uniqueKey ?? null,
    maxAttempts: input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  });
  return { isNew: id !== null, id };
}
