// Work that runs long on the event loop (a whole report's workbook) is cut into slices: between
// steps the work asks `pause()`, which lets other requests in once the current slice has run for a
// few milliseconds and costs nothing before that. The steps run in the same order either way, so
// what they compute is the same as in one go.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one slice may hold the event loop before the next pause hands it over. */
const SLICE_MS = 8;

export function workSlices(sliceMs = SLICE_MS): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}
