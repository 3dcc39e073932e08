// A long list built in a pool worker crosses back to the event loop's thread as a few packed
// chunks whose memory moves with the message, instead of one structured clone: taking in the clone
// of tens of thousands of rows held the event loop for hundreds of milliseconds, and collecting it
// as long again. A chunk is unpacked only when it is needed, each in a turn of its own.
import { setImmediate as nextTurn } from 'node:timers/promises';
import v8 from 'node:v8';

/** Items per chunk: unpacking one takes a few milliseconds. */
const CHUNK_ITEMS = 1000;

export interface PackedList {
  chunks: Uint8Array[];
  length: number;
}

export function packList(items: readonly unknown[]): PackedList {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < items.length; i += CHUNK_ITEMS) {
    // A buffer of its own, so that its memory can move to the other thread.
    chunks.push(new Uint8Array(v8.serialize(items.slice(i, i + CHUNK_ITEMS))));
  }
  return { chunks, length: items.length };
}

/** The memory of the lists' chunks, for the transfer list of the message that carries them. */
export const packedBuffers = (lists: PackedList[]): ArrayBuffer[] =>
  lists.flatMap((list) => list.chunks.map((chunk) => chunk.buffer as ArrayBuffer));

/** The items, unpacked a chunk per turn of the event loop. */
export async function unpackList<T>(list: PackedList): Promise<T[]> {
  const items: T[] = [];
  for (const [index, chunk] of list.chunks.entries()) {
    if (index > 0) await nextTurn();
    for (const item of v8.deserialize(chunk) as T[]) items.push(item);
  }
  return items;
}
