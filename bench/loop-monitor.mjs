// Loaded into the portal's process by the event-loop bench (`--import`): the longest the event loop
// was held in each 20 ms window, appended as `<epoch ms> <ms>` lines to the file named by
// ATRIUM_LOOP_LOG. Only windows with a block of 5 ms or more are written, so the file stays small
// and writing it costs the loop next to nothing. Plain JavaScript: it loads before the TypeScript
// loader.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.ATRIUM_LOOP_LOG;
if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const timer = setInterval(() => {
    const maxMs = histogram.max / 1e6;
    histogram.reset();
    if (maxMs >= 5) appendFileSync(file, `${Date.now()} ${maxMs.toFixed(1)}\n`);
  }, 20);
  timer.unref();
}
