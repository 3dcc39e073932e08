// Sanitising a large text takes long enough to hold up every other request, so texts above a few
// kilobytes go to a small pool of worker threads, started on first use and kept for the process.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { sanitizeRichText } from './rich-text.ts';

/** Below this many characters sanitising takes well under a millisecond: done in place. */
const IN_PLACE_LIMIT = 16_000;
const POOL_SIZE = Math.max(2, Math.min(4, os.availableParallelism() - 1));

interface Job {
  id: number;
  html: string;
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

class SanitiserPool {
  private idle: Worker[] = [];
  private started = 0;
  private queue: Job[] = [];
  private running = new Map<Worker, Job>();
  private nextId = 1;

  run(html: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, html, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.started < POOL_SIZE ? this.start() : undefined);
      if (!worker) return;
      const job = this.queue.shift() as Job;
      this.running.set(worker, job);
      worker.postMessage({ id: job.id, html: job.html });
    }
  }

  private start(): Worker {
    this.started++;
    const worker = new Worker(new URL('./rich-text.worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', ({ html }: { id: number; html: string }) => {
      const job = this.running.get(worker);
      this.running.delete(worker);
      this.idle.push(worker);
      job?.resolve(html);
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
        fail(new Error(`Sanitiser exited (${code}).`));
    });
    return worker;
  }
}

let pool: SanitiserPool | undefined;

/**
 * A page is saved whole, and most of its sections come back as they were sent out: the texts
 * sanitised lately are remembered (by input, within a bound on characters), so an unchanged
 * section costs a look-up instead of a parse.
 */
const recent = new Map<string, string>();
const MAX_RECENT_CHARACTERS = 4_000_000;
let recentCharacters = 0;

function remember(html: string, clean: string): void {
  if (html.length + clean.length > MAX_RECENT_CHARACTERS / 4) return;
  recent.set(html, clean);
  recentCharacters += html.length + clean.length;
  for (const [oldest, cleaned] of recent) {
    if (recentCharacters <= MAX_RECENT_CHARACTERS) break;
    recent.delete(oldest);
    recentCharacters -= oldest.length + cleaned.length;
  }
}

async function sanitizeOne(html: string): Promise<string> {
  const known = recent.get(html);
  if (known !== undefined) return known;
  let clean: string;
  if (html.length <= IN_PLACE_LIMIT || !html.includes('<')) {
    clean = sanitizeRichText(html);
  } else {
    pool ??= new SanitiserPool();
    clean = await pool.run(html);
  }
  remember(html, clean);
  return clean;
}

/** The texts sanitised, large ones off the event loop; answers in the order given. */
export function sanitizeRichTexts(texts: string[]): Promise<string[]> {
  return Promise.all(texts.map(sanitizeOne));
}
