// HTML → PDF: a few documents at a time (render-queue.ts), each printed by Chromium from a thread of
// its own (print-chromium.worker.mjs, pdf-chromium.ts), started on first use and kept: a large
// document crosses to the browser and back as a PDF there, never on the event loop. A document sent
// to the print endpoint goes further: the thread reads its request body from a file and writes the
// PDF to another, so the event loop never holds either (platform/spooled-body.ts).
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type ErrorCode, PRINT_MAX_CONCURRENT, PRINT_MAX_QUEUED } from '@atrium/contracts';
import { AppError } from '../../platform/errors.ts';
import type { BodyChecks, ParsedBody } from '../../platform/json-body.task.ts';
import { throwRefusal } from '../../platform/json-body.ts';
import { RETRY_AFTER_SECONDS } from './print-limits.ts';
import { createRenderQueue } from './render-queue.ts';

const THREAD_URL = new URL('./print-chromium.worker.mjs', import.meta.url);

interface Failure {
  code?: ErrorCode;
  message: string;
  status?: number;
  headers?: Record<string, string>;
}

type Reply = {
  id: number;
  pdf?: Uint8Array;
  accepted?: { fileName: string };
  refused?: Exclude<ParsedBody, { value: unknown }>;
  bytes?: number;
  failure?: Failure;
  closed?: true;
};

/** The error the print thread met, as the caller would have met it there. */
const rebuilt = (failure: Failure): Error =>
  failure.code && failure.status
    ? new AppError(failure.code, failure.message, failure.status, { headers: failure.headers })
    : new Error(failure.message);

/** Whether the process of that id still runs (a signal 0 tests it without sending anything). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * This renderer's own folder under `<data dir>/print-spool`, named after the process. Folders of
 * processes that stopped without closing their renderer (a crash) are removed: nobody reads them again.
 */
function openSpoolDir(dataDir: string): string {
  const root = path.join(dataDir, 'print-spool');
  mkdirSync(root, { recursive: true });
  for (const entry of readdirSync(root)) {
    const pid = Number(entry.split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isRunning(pid))
      rmSync(path.join(root, entry), { recursive: true, force: true });
  }
  return mkdtempSync(path.join(root, `${process.pid}-`));
}

export function createPdfRenderer(options: { chromiumPath: string; timeoutMs: number; dataDir: string }) {
  const queue = createRenderQueue({
    concurrent: PRINT_MAX_CONCURRENT,
    queued: PRINT_MAX_QUEUED,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
  const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  /** Request bodies and PDFs on their way through the print thread; removed with the renderer. */
  const spoolDir = openSpoolDir(options.dataDir);
  let thread: Worker | null = null;
  let nextId = 1;

  function printThread(): Worker {
    if (thread) return thread;
    const worker = new Worker(THREAD_URL, {
      workerData: {
        chromiumPath: options.chromiumPath,
        timeoutMs: options.timeoutMs,
        launcherDir: path.dirname(spoolDir),
      },
    });
    // An idle print thread never keeps the process alive.
    worker.unref();
    worker.on('message', (reply: Reply) => {
      waiting.get(reply.id)?.resolve(reply);
      waiting.delete(reply.id);
    });
    const stopped = (error: Error) => {
      if (thread === worker) thread = null;
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`The print thread stopped (${code}).`)));
    thread = worker;
    return worker;
  }

  function ask(message: Record<string, unknown>): Promise<Reply> {
    const id = nextId++;
    const worker = printThread();
    return new Promise<Reply>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  }

  return {
    /** Renders when one of the few Chromium slots is free; 503 with Retry-After when all are taken. */
    render(input: { html: string; landscape: boolean }): Promise<Buffer> {
      return queue.run(async () => {
        const reply = await ask(input);
        if (reply.failure) throw rebuilt(reply.failure);
        const pdf = reply.pdf as Uint8Array;
        return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      });
    },
    spoolDir,
    /**
     * A request body written to `bodyFile`, parsed and checked with its contract by the print thread
     * (a refusal thrown as `handleEndpoint` would), then printed into `pdfFile` when a slot is free.
     */
    async printSpooled(input: {
      bodyFile: string;
      pdfFile: string;
      route: string;
      checks?: BodyChecks;
    }): Promise<{ fileName: string; bytes: number }> {
      const read = await ask({ read: input.bodyFile, route: input.route, checks: input.checks });
      if (read.failure) throw rebuilt(read.failure);
      if (read.refused) throwRefusal(read.refused);
      const fileName = read.accepted?.fileName ?? '';
      let printed = false;
      try {
        const reply = await queue.run(() => ask({ print: read.id, pdfFile: input.pdfFile }));
        printed = true;
        if (reply.failure) throw rebuilt(reply.failure);
        return { fileName, bytes: reply.bytes ?? 0 };
      } finally {
        // Refused a slot: the thread lets go of the document it kept for this request.
        if (!printed) await ask({ drop: read.id }).catch(() => undefined);
      }
    },
    async close(): Promise<void> {
      rmSync(spoolDir, { recursive: true, force: true });
      const worker = thread;
      if (!worker) return;
      await ask({ close: true }).catch(() => undefined);
      thread = null;
      await worker.terminate();
    },
  };
}

export type PdfRenderer = ReturnType<typeof createPdfRenderer>;
