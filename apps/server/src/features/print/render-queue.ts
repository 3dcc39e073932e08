// Chromium is heavy: a few renders at once take all the CPU and memory and every one of them ends
// in a timeout. So at most `concurrent` documents render at a time, `queued` more wait their turn
// in arrival order, and anything beyond that is told at once to come back later (503, Retry-After).
import { AppError } from '../../platform/errors.ts';

export interface RenderQueueOptions {
  concurrent: number;
  queued: number;
  /** Seconds a refused caller is told to wait before trying again. */
  retryAfterSeconds: number;
}

export function createRenderQueue({ concurrent, queued, retryAfterSeconds }: RenderQueueOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    /** Runs `task` when a slot is free; refuses with 503 when every slot and queue place is taken. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrent) {
        if (waiting.length >= queued) {
          throw new AppError(
            'unavailable',
            `The printer is busy with ${running + waiting.length} documents. Try again in ${retryAfterSeconds} seconds.`,
            503,
            { headers: { 'Retry-After': String(retryAfterSeconds) } },
          );
        }
        // The slot is handed over by release(), so `running` stays counted for the waiter.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
