// The Excel export (spec 2 §7): one worksheet per sheet, numbers written as typed numeric cells
// with currency and number formats (never as text), dates as date cells, named MMDDYYYY-hhmm + type + "report.xlsx".
// The workbook is written in a worker thread kept warm between exports and streamed out as it is
// written; a few run at once.
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { ReportType, XlsxSheet } from '@atrium/contracts';
import { AppError } from '../../platform/errors.ts';

export type WorkbookSheet = XlsxSheet;

const WORKER_URL = new URL('./xlsx-worker.mjs', import.meta.url);
/** Workbooks written at once (each on its own thread); more wait their turn. */
const MAX_WRITERS = 2;
/** Exports waiting beyond that are refused, so a burst cannot pile up memory. */
const MAX_WAITING = 16;

/**
 * The writer threads of one app, kept warm between exports: a thread starts once, not once per
 * export. Made by buildApp and handed to the services in their context; closed with the app.
 */
export class WorkbookWriters {
  private readonly idle: Worker[] = [];
  private readonly waiting: ((worker: Worker) => void)[] = [];
  private started = 0;

  private newWriter(): Worker {
    // Plain JavaScript: the thread starts without the process's TypeScript loader (`--import tsx`),
    // which would take most of its start-up.
    const worker = new Worker(WORKER_URL, { execArgv: [] });
    // An idle writer never keeps the process alive.
    worker.unref();
    this.started++;
    worker.once('exit', () => {
      this.started--;
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    });
    return worker;
  }

  async take(): Promise<Worker> {
    const warm = this.idle.pop();
    if (warm) return warm;
    if (this.started < MAX_WRITERS) return this.newWriter();
    if (this.waiting.length >= MAX_WAITING) {
      throw new AppError('unavailable', 'Too many exports are running. Please try again in a minute.', 503, {
        headers: { 'retry-after': '30' },
      });
    }
    return new Promise<Worker>((resolve) => this.waiting.push(resolve));
  }

  /** A writer that finished its workbook serves the next export; a broken one is replaced. */
  release(worker: Worker, isHealthy: boolean): void {
    if (!isHealthy) void worker.terminate();
    const next = this.waiting.shift();
    if (next) next(isHealthy ? worker : this.newWriter());
    else if (isHealthy) this.idle.push(worker);
  }

  /** Stops the idle threads; one still writing stops when its workbook is done. */
  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }
}

/**
 * The workbook's bytes as a stream, written off the event loop. Resolves once the first bytes are
 * out (or the worker failed before writing any), so a failure still answers with an error status.
 */
export async function streamWorkbook(
  ctx: { writers: WorkbookWriters },
  job: { sheets: readonly WorkbookSheet[]; currency: string },
): Promise<Readable> {
  const { writers } = ctx;
  const worker = await writers.take();
  const out = new PassThrough();
  return new Promise<Readable>((resolve, reject) => {
    let isStarted = false;
    let isSettled = false;
    const onMessage = (message: { chunk?: Uint8Array; done?: true; error?: string }) => {
      if (message.chunk) {
        out.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
        if (!isStarted) {
          isStarted = true;
          resolve(out);
        }
      } else if (message.done) finish();
      else if (message.error) finish(new Error(`The workbook could not be written: ${message.error}`));
    };
    const onError = (error: Error) => finish(error);
    const onExit = (code: number) => finish(new Error(`The workbook writer stopped with code ${code}.`));
    const finish = (error?: Error) => {
      if (isSettled) return;
      isSettled = true;
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      writers.release(worker, !error);
      if (!error) out.end();
      else if (isStarted) out.destroy(error);
      else reject(error);
      if (!isStarted && !error) resolve(out);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // A client that goes away stops the writer; a fresh one takes its place.
    out.on('close', () => {
      if (!isSettled) finish(new Error('The download was cancelled.'));
    });
    worker.postMessage(job);
  });
}

/** spec 2 §7: timestamp MMDDYYYY-hhmm, the report type (or "League") and "report.xlsx". */
export function workbookFileName(type: ReportType | 'League', now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}${now.getUTCFullYear()}-${two(now.getUTCHours())}${two(now.getUTCMinutes())}`;
  return `${stamp} ${type} report.xlsx`;
}
