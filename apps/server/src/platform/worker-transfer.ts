// A pool task's answer crosses back to the event loop's thread as a structured clone. A task that
// answers large buffers wraps its answer with `withMovedBuffers`, so that their memory moves back
// instead of being copied (the worker must not use them afterwards). Read by worker-pool.worker.mjs.
export const MOVED_BUFFERS = Symbol.for('atrium.worker-pool.moved-buffers');

export interface WithMovedBuffers<T> {
  [MOVED_BUFFERS]: ArrayBuffer[];
  value: T;
}

export const withMovedBuffers = <T>(value: T, buffers: ArrayBuffer[]): WithMovedBuffers<T> => ({
  [MOVED_BUFFERS]: buffers,
  value,
});
