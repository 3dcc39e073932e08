// Reading a feed off the event loop: reads run one at a time in a worker thread, each with a time
// budget and the thread with a memory ceiling. A read over budget has its thread stopped (the next
// read starts a new one) and the feed is refused, naming the line of the event it was reading.
// Requests, /readyz and shutdown never wait on a feed.
import { Worker } from 'node:worker_threads';
import type { FeedReading } from './feed-reader.ts';
import { FeedRefusal } from './feed-refusal.ts';

/** How long one read may take once its thread is up. */
export const FEED_READ_BUDGET_MS = 5_000;
/** A thread that has not started in this time is given up (a machine far too busy). */
const START_LIMIT_MS = 60_000;
const MEMORY_LIMIT_MB = 512;

const WORKER_URL = new URL('./feed-worker.mjs', import.meta.url);

interface Reader {
  worker: Worker;
  /** Int32 [0]: the line of the event being read. */
  progress: Int32Array;
  ready: Promise<void>;
}

function startReader(onExit: (exited: Reader) => void): Reader {
  const shared = new SharedArrayBuffer(4);
  const worker = new Worker(WORKER_URL, {
    workerData: { progress: shared },
    resourceLimits: { maxOldGenerationSizeMb: MEMORY_LIMIT_MB },
  });
  // An idle or reading thread never keeps the process alive: shutdown does not wait for it.
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new FeedRefusal(1, 'the feed reader did not start in time.')),
      START_LIMIT_MS,
    );
    timer.unref();
    worker.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.once('error', (error: Error) => {
      clearTimeout(timer);
      reject(new FeedRefusal(1, `the feed reader did not start: ${error.message}`));
    });
  });
  const started: Reader = { worker, progress: new Int32Array(shared), ready };
  worker.once('exit', () => onExit(started));
  return started;
}

/**
 * One app's feed reader: its thread, and the reads waiting for it. Made by buildApp; stopped with
 * the app, so an app that closes never stops another's read.
 */
export class FeedReader {
  private reader: Reader | null = null;
  /** Reads wait for the one before them: one thread, one read at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  read(
    text: string,
    window: { fromMs: number; toMs: number },
    budgetMs = FEED_READ_BUDGET_MS,
  ): Promise<FeedReading> {
    const read = this.queue.then(() => this.readOnce(text, window, budgetMs));
    this.queue = read.catch(() => undefined);
    return read;
  }

  /** Stops the reader thread (the server is closing); a read under way is refused. */
  stop(): void {
    if (this.reader) this.stopReader(this.reader);
  }

  private stopReader(stopped: Reader): void {
    if (this.reader === stopped) this.reader = null;
    void stopped.worker.terminate();
  }

  private async readOnce(text: string, window: { fromMs: number; toMs: number }, budgetMs: number) {
    this.reader ??= startReader((exited) => {
      if (this.reader === exited) this.reader = null;
    });
    const current = this.reader;
    try {
      await current.ready;
    } catch (error) {
      this.stopReader(current);
      throw error;
    }
    return new Promise<FeedReading>((resolve, reject) => {
      const { worker, progress } = current;
      const done = (outcome: FeedRefusal | FeedReading, healthy: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (!healthy) this.stopReader(current);
        if (outcome instanceof FeedRefusal) reject(outcome);
        else resolve(outcome);
      };
      const timer = setTimeout(() => {
        const line = Atomics.load(progress, 0);
        const seconds = `${budgetMs / 1000} second${budgetMs === 1000 ? '' : 's'}`;
        done(
          line
            ? new FeedRefusal(line, `reading the event that begins here took longer than ${seconds}.`)
            : new FeedRefusal(1, `reading the feed took longer than ${seconds}.`),
          false,
        );
      }, budgetMs);
      timer.unref();
      const onMessage = (message: { ok: boolean; reading?: FeedReading; line?: number; reason?: string }) => {
        if (message.ok && message.reading) done(message.reading, true);
        else done(new FeedRefusal(message.line ?? 1, message.reason ?? 'the feed cannot be read.'), true);
      };
      const onError = (error: Error) => {
        const line = Atomics.load(progress, 0) || 1;
        const reason = /memory/i.test(error.message)
          ? `reading the event that begins here needs more than ${MEMORY_LIMIT_MB} MB.`
          : `the feed cannot be read: ${error.message}`;
        done(new FeedRefusal(line, reason), false);
      };
      const onExit = () =>
        done(new FeedRefusal(Atomics.load(progress, 0) || 1, 'the feed reader stopped.'), false);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ text, fromMs: window.fromMs, toMs: window.toMs });
    });
  }
}
