// The Excel export (spec 2 §7): one worksheet per sheet, numbers written as typed numeric cells
// with currency and number formats (never as text), named MMDDYYYY-hhmm + type + "report.xlsx".
// The workbook is written in a worker thread and streamed out as it is written; a few run at once.
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { type ReportType, XLSX_LIMITS, type XlsxSheetSchema } from '@atrium/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';

export type WorkbookSheet = z.output<typeof XlsxSheetSchema>;

const WORKER_URL = new URL('./xlsx-worker.mjs', import.meta.url);
/** Workbooks written at once (each on its own thread); more wait their turn. */
const MAX_WRITERS = 2;
/** Exports waiting beyond that are refused, so a burst cannot pile up memory. */
const MAX_WAITING = 16;

let writing = 0;
const waiting: (() => void)[] = [];

async function takeWriter(): Promise<void> {
  if (writing < MAX_WRITERS) {
    writing++;
    return;
  }
  if (waiting.length >= MAX_WAITING) {
    throw new AppError('unavailable', 'Too many exports are running. Please try again in a minute.', 503, {
      headers: { 'retry-after': '30' },
    });
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseWriter(): void {
  const next = waiting.shift();
  if (next) next();
  else writing--;
}

/** Finding 2 of the security review: client-supplied sheets are bounded in rows and cells (413). */
export function checkSheetLimits(sheets: readonly WorkbookSheet[]): void {
  let cells = 0;
  for (const sheet of sheets) {
    if (sheet.rows.length > XLSX_LIMITS.rowsPerSheet) {
      throw new AppError(
        'validation_failed',
        `The sheet "${sheet.title}" has ${sheet.rows.length.toLocaleString('en-US')} rows; a sheet holds at most ${XLSX_LIMITS.rowsPerSheet.toLocaleString('en-US')}.`,
        413,
      );
    }
    cells += sheet.rows.reduce((sum, row) => sum + row.length, 0);
  }
  if (cells > XLSX_LIMITS.cells) {
    throw new AppError(
      'validation_failed',
      `The workbook has ${cells.toLocaleString('en-US')} cells; a workbook holds at most ${XLSX_LIMITS.cells.toLocaleString('en-US')}.`,
      413,
    );
  }
}

/**
 * The workbook's bytes as a stream, written off the event loop. Resolves once the first bytes are
 * out (or the worker failed before writing any), so a failure still answers with an error status.
 */
export async function streamWorkbook(job: {
  sheets: readonly WorkbookSheet[];
  currency: string;
}): Promise<Readable> {
  await takeWriter();
  const out = new PassThrough();
  return new Promise<Readable>((resolve, reject) => {
    let isStarted = false;
    let isSettled = false;
    const worker = new Worker(WORKER_URL, { workerData: job });
    const finish = (error?: Error) => {
      if (isSettled) return;
      isSettled = true;
      releaseWriter();
      if (!error) out.end();
      else if (isStarted) out.destroy(error);
      else reject(error);
      if (!isStarted && !error) resolve(out);
    };
    worker.on('message', (message: { chunk?: Uint8Array; done?: true; error?: string }) => {
      if (message.chunk) {
        out.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
        if (!isStarted) {
          isStarted = true;
          resolve(out);
        }
      } else if (message.done) finish();
      else if (message.error) finish(new Error(`The workbook could not be written: ${message.error}`));
    });
    worker.on('error', (error: Error) => finish(error));
    worker.on('exit', (code) => {
      if (code !== 0) finish(new Error(`The workbook writer stopped with code ${code}.`));
    });
    // A client that goes away stops the writer.
    out.on('close', () => {
      if (!isSettled) void worker.terminate();
    });
  });
}

/** spec 2 §7: timestamp MMDDYYYY-hhmm, the report type and "report.xlsx". */
export function workbookFileName(type: ReportType, now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}${now.getUTCFullYear()}-${two(now.getUTCHours())}${two(now.getUTCMinutes())}`;
  return `${stamp} ${type} report.xlsx`;
}
