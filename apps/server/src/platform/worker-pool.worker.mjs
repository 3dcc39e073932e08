// A worker of the pool (`worker-pool.ts`): the sources are TypeScript, so the worker loads them the
// way the server process does (through tsx), then runs one task at a time.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';
import { runThisThreadInBackground } from './thread-priority.mjs';

runThisThreadInBackground();
register();
/** An answer whose buffers move back instead of being copied (`worker-transfer.ts`). */
const MOVED_BUFFERS = Symbol.for('atrium.worker-pool.moved-buffers');
/** @type {Map<string, Promise<Record<string, unknown>>>} */
const modules = new Map();

parentPort?.on('message', async ({ id, module, fn, input }) => {
  try {
    if (!modules.has(module)) modules.set(module, import(module));
    const run = (await modules.get(module))[fn];
    if (typeof run !== 'function') throw new Error(`${module} exports no function ${fn}.`);
    const answer = await run(input);
    if (answer !== null && typeof answer === 'object' && MOVED_BUFFERS in answer)
      parentPort?.postMessage({ id, value: answer.value }, answer[MOVED_BUFFERS]);
    else parentPort?.postMessage({ id, value: answer });
  } catch (error) {
    const failure =
      error instanceof Error
        ? { name: error.name, message: error.message, fields: plainFields(error) }
        : { name: 'Error', message: String(error), fields: {} };
    parentPort?.postMessage({ id, failure });
  }
});

/** The error's own fields that survive a structured clone. */
function plainFields(error) {
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    try {
      structuredClone(value);
      fields[key] = value;
    } catch {}
  }
  return fields;
}
