// HTML → PDF: a few documents at a time (render-queue.ts), each printed by Chromium from a thread of
// its own (print-chromium.worker.mjs, pdf-chromium.ts), started on first use and kept: a large
// document crosses to the browser and back as a PDF there, never on the event loop.
import { Worker } from 'node:worker_threads';
import { type ErrorCode, PRINT_MAX_CONCURRENT, PRINT_MAX_QUEUED } from '@atrium/contracts';
import { AppError } from '../../platform/errors.ts';
import { RETRY_AFTER_SECONDS } from './pdf-chromium.ts';
import { createRenderQueue } from './render-queue.ts';

const THREAD_URL = new URL('./print-chromium.worker.mjs', import.meta.url);

interface Failure {
  code?: ErrorCode;
  message: string;
  status?: number;
  headers?: Record<string, string>;
}

type Reply = { id: number; pdf?: Uint8Array; failure?: Failure; closed?: true };

/** The error the print thread met, as the caller would have met it there. */
const rebuilt = (failure: Failure): Error =>
  failure.code && failure.status
    ? new AppError(failure.code, failure.message, failure.status, { headers: failure.headers })
    : new Error(failure.message);

export function createPdfRenderer(options: { chromiumPath: string; timeoutMs: number }) {
  const queue = createRenderQueue({
    concurrent: PRINT_MAX_CONCURRENT,
    queued: PRINT_MAX_QUEUED,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
  const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  let thread: Worker | null = null;
  let nextId = 1;

  function printThread(): Worker {
    if (thread) return thread;
    const worker = new Worker(THREAD_URL, { workerData: options });
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
    async close(): Promise<void> {
      const worker = thread;
      if (!worker) return;
      await ask({ close: true }).catch(() => undefined);
      thread = null;
      await worker.terminate();
    },
  };
}

export type PdfRenderer = ReturnType<typeof createPdfRenderer>;
