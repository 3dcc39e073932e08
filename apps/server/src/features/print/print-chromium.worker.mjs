// The print thread: Chromium is driven from here (pdf-chromium.ts), so that handing a large
// document to the browser and taking its PDF back never runs on the server's event loop. The
// sources are TypeScript, loaded the way the server process loads them (through tsx).
// workerData: { chromiumPath, timeoutMs, launcherDir }. Messages in, each answered with its id:
// - { html, landscape }: the PDF's bytes ({ pdf }, its buffer moved) — the subscriptions' attachments;
// - { read: file, route, checks }: a request body the server wrote to a file, parsed and checked here
//   with its contract (json-body.task.ts) and kept under this id; answers { accepted: { fileName } }
//   or { refused } (the ParsedBody refusal, thrown again on the server's side);
// - { print: id, pdfFile }: the document kept under `id` printed into `pdfFile`; answers { bytes };
// - { drop: id }: a kept document its request no longer needs; { close }: the browser closed.
// A print that fails answers { failure }.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';
import { runThisThreadInBackground } from '../../platform/thread-priority.mjs';

// The Chromium this thread starts inherits its background priority.
runThisThreadInBackground();
register();
const { createChromiumPrinter } = await import('./pdf-chromium.ts');
const { parseLargeBody } = await import('../../platform/json-body.task.ts');
const printer = createChromiumPrinter(workerData);
/** Documents read and accepted, waiting for their turn at the printer. */
const kept = new Map();

/** What the server needs to answer as this thread's caller would have. */
function failureOf(error) {
  const isAppError = error?.name === 'AppError' || (error && 'status' in error && 'code' in error);
  return isAppError
    ? { code: error.code, message: error.message, status: error.status, headers: error.headers ?? {} }
    : { message: error instanceof Error ? error.message : String(error) };
}

async function answer(message) {
  const { id } = message;
  if (message.close) {
    await printer.close().catch(() => undefined);
    return { id, closed: true };
  }
  if (message.drop !== undefined) {
    kept.delete(message.drop);
    return { id, dropped: true };
  }
  if (message.read) {
    const parsed = await parseLargeBody({
      bytes: await readFile(message.read),
      route: message.route,
      checks: message.checks,
    });
    if (!('value' in parsed)) return { id, refused: parsed };
    kept.set(id, parsed.value);
    return { id, accepted: { fileName: parsed.value.fileName ?? '' } };
  }
  if (message.print !== undefined) {
    const document = kept.get(message.print);
    kept.delete(message.print);
    if (!document) throw new Error('The document to print was not kept.');
    const pdf = await printer.render({ html: document.html, landscape: document.landscape });
    try {
      await writeFile(message.pdfFile, pdf);
    } catch (error) {
      await rm(message.pdfFile, { force: true });
      throw error;
    }
    return { id, bytes: pdf.length };
  }
  const pdf = new Uint8Array(await printer.render({ html: message.html, landscape: message.landscape }));
  return { id, pdf };
}

parentPort?.on('message', async (message) => {
  try {
    const reply = await answer(message);
    parentPort?.postMessage(reply, reply.pdf ? [reply.pdf.buffer] : []);
  } catch (error) {
    parentPort?.postMessage({ id: message.id, failure: failureOf(error) });
  }
});
