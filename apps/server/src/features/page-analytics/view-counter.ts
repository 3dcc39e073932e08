// Counting page views without slowing a page read: a read adds to an in-process tally, and the
// tally is written every few seconds in one statement (and at shutdown). Each process keeps its
// own tally; the database adds them up, and counts a viewer once a day whichever process saw them.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../platform/database.ts';
import * as repo from './page-analytics.repo.ts';

/** A tally this large is written at once rather than at the next tick. */
const MAX_PENDING_KEYS = 5_000;

export interface ViewCounter {
  /** A page read by someone: counted in memory, written later. */
  count(view: { uuid: string; userId: number }): void;
  /** Writes what is pending now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending. */
  stop(): Promise<void>;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The viewer as a hash of the day and the person: enough to count them once that day, kept only
 * for the day (docs/content-care.md, "Page analytics").
 */
const viewerHash = (day: string, userId: number) =>
  createHash('sha256').update(`${day}:${userId}`).digest('base64url').slice(0, 22);

export function createViewCounter({
  db,
  flushEveryMs,
  log,
}: {
  db: Executor;
  flushEveryMs: number;
  log?: FastifyBaseLogger;
}): ViewCounter {
  let pending = new Map<string, { uuid: string; day: string; views: number; viewers: Set<number> }>();
  let writing: Promise<void> = Promise.resolve();
  let prunedFor = '';

  async function write(batch: typeof pending): Promise<void> {
    const today = utcDay(Date.now());
    if (prunedFor !== today) {
      await repo.pruneViewerHashes(db, { before: utcDay(Date.now() - 86_400_000) });
      prunedFor = today;
    }
    if (batch.size === 0) return;
    await repo.addPendingViews(
      db,
      [...batch.values()].map((b) => ({
        uuid: b.uuid,
        day: b.day,
        views: b.views,
        viewerHashes: [...b.viewers].map((id) => viewerHash(b.day, id)),
      })),
    );
  }

  function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    // One write at a time, in order, so a flush at shutdown waits for the one under way.
    writing = writing.then(() =>
      write(batch).catch((error) => log?.warn({ err: error }, 'page views were not written')),
    );
    return writing;
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    count({ uuid, userId }) {
      const day = utcDay(Date.now());
      const key = `${uuid}|${day}`;
      let entry = pending.get(key);
      if (!entry) {
        entry = { uuid, day, views: 0, viewers: new Set() };
        pending.set(key, entry);
        if (pending.size >= MAX_PENDING_KEYS) void flush();
      }
      entry.views += 1;
      entry.viewers.add(userId);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
