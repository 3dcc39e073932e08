// Times a small call every 25 ms from a thread of its own, so the bench's own work (building and
// reading heavy requests) never shows up in the probe's figures. Plain JavaScript: the thread starts
// without the TypeScript loader. workerData: { url, cookie, everyMs }. Messages in: 'start', 'stop';
// out, after each stop: the latencies (ms) of the calls sent since the start.
import { parentPort, workerData } from 'node:worker_threads';

const { url, cookie, everyMs } = workerData;
/** @type {{ timer: NodeJS.Timeout, calls: Promise<void>[], times: number[] } | undefined} */
let run;

async function probe(times) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  } catch {
    times.push(Number.POSITIVE_INFINITY);
  }
}

parentPort.on('message', async (message) => {
  if (message === 'start') {
    const times = [];
    const calls = [];
    // Each call leaves on time whether or not the one before has answered: a stall shows in every
    // call it holds up.
    const timer = setInterval(() => calls.push(probe(times)), everyMs);
    run = { timer, calls, times };
  } else if (message === 'stop' && run) {
    const { timer, calls, times } = run;
    run = undefined;
    clearInterval(timer);
    await Promise.all(calls);
    parentPort.postMessage(times);
  }
});
