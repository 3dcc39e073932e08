// The feed reader thread: reads one feed at a time over a window and answers each. Its parent
// (feed-read.ts) stops the thread when a read runs over its time budget; the line of the event
// being read is kept in shared memory so the parent can still say where it stopped.
import { parentPort, workerData } from 'node:worker_threads';
import { readFeed } from './feed-reader.ts';
import { FeedRefusal } from './feed-refusal.ts';

const line = new Int32Array((workerData as { progress: SharedArrayBuffer }).progress);

parentPort?.on('message', ({ text, fromMs, toMs }: { text: string; fromMs: number; toMs: number }) => {
  Atomics.store(line, 0, 0);
  try {
    const reading = readFeed(text, { fromMs, toMs, onEvent: (at) => Atomics.store(line, 0, at) });
    parentPort?.postMessage({ ok: true, reading });
  } catch (error) {
    const refusal =
      error instanceof FeedRefusal
        ? error
        : new FeedRefusal(Atomics.load(line, 0) || 1, `the feed cannot be read: ${(error as Error).message}`);
    parentPort?.postMessage({ ok: false, line: refusal.line, reason: refusal.reason });
  }
});
parentPort?.postMessage({ ready: true });
