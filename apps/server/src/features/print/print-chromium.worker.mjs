// The print thread: Chromium is driven from here (pdf-chromium.ts), so that handing a large
// document to the browser and taking its PDF back never runs on the server's event loop. The
// sources are TypeScript, loaded the way the server process loads them (through tsx).
// workerData: { chromiumPath, timeoutMs }. Messages in: { id, html, landscape } or { id, close };
// out: { id, pdf } (its buffer moved), { id, failure } or { id, closed }.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { createChromiumPrinter } = await import('./pdf-chromium.ts');
const printer = createChromiumPrinter(workerData);

/** What the server needs to answer as this thread's caller would have. */
function failureOf(error) {
  const isAppError = error?.name === 'AppError' || (error && 'status' in error && 'code' in error);
  return isAppError
    ? { code: error.code, message: error.message, status: error.status, headers: error.headers ?? {} }
    : { message: error instanceof Error ? error.message : String(error) };
}

parentPort?.on('message', async ({ id, html, landscape, close }) => {
  if (close) {
    await printer.close().catch(() => undefined);
    parentPort?.postMessage({ id, closed: true });
    return;
  }
  try {
    const pdf = new Uint8Array(await printer.render({ html, landscape }));
    parentPort?.postMessage({ id, pdf }, [pdf.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, failure: failureOf(error) });
  }
});
