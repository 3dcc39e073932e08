// Work that grows with a request's size (parsing a large body, sanitising a long text) would hold up
// every other request if it ran on the event loop: it runs in a small pool of worker threads
// instead, started on first use and kept for the process. A task names a function exported by a
// module; the worker imports the module once and calls the function with the task's input.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

const POOL_SIZE = Math.max(2, Math.min(4, os.availableParallelism() - 1));

/** What a task that threw reports back: enough to throw the same error again on this side. */
export interface TaskFailure {
  name: string;
  message: string;
  /** An own enumerable field of the error (an AppError's code and status, a ZodError's issues…). */
  fields: Record<string, unknown>;
}

type Reply = { id: number; value: unknown } | { id: number; failure: TaskFailure };

interface Job {
  id: number;
  module: string;
  fn: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A task's failure, rebuilt by `rebuild` (the caller knows its error classes) or as a plain Error. */
export class WorkerTaskError extends Error {
  constructor(readonly failure: TaskFailure) {
    super(failure.message);
  }
}

class WorkerPool {
  private idle: Worker[] = [];
  private started = 0;
  private queue: Job[] = [];
  private running = new Map<Worker, Job>();
  private nextId = 1;

  run(module: URL, fn: string, input: unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, module: module.href, fn, input, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.started < POOL_SIZE ? this.start() : undefined);
      if (!worker) return;
      const job = this.queue.shift() as Job;
      this.running.set(worker, job);
      worker.postMessage({ id: job.id, module: job.module, fn: job.fn, input: job.input });
    }
  }

  private start(): Worker {
    this.started++;
    const worker = new Worker(new URL('./worker-pool.worker.mjs', import.meta.url));
    // An idle worker never keeps the process alive.
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const job = this.running.get(worker);
      this.running.delete(worker);
      this.idle.push(worker);
      if (job) {
        if ('failure' in reply) job.reject(new WorkerTaskError(reply.failure));
        else job.resolve(reply.value);
      }
      this.dispatch();
    });
    const fail = (error: Error) => {
      const job = this.running.get(worker);
      this.running.delete(worker);
      this.idle = this.idle.filter((w) => w !== worker);
      this.started--;
      job?.reject(error);
      this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.running.has(worker) || this.idle.includes(worker))
        fail(new Error(`A pool worker exited (${code}).`));
    });
    return worker;
  }
}

let pool: WorkerPool | undefined;

/**
 * Runs `fn(input)` from `module` in a pool worker and answers its result. Input and result cross
 * threads as structured clones, so both are plain data; a thrown error comes back as a
 * WorkerTaskError carrying its name, message and fields.
 */
export function runInWorker<T>(module: URL, fn: string, input: unknown): Promise<T> {
  pool ??= new WorkerPool();
  return pool.run(module, fn, input) as Promise<T>;
}
