// A large table read a window of ids at a time: the embedded database runs each statement on the
// event loop, so a read of every row at once would hold every other request until it ends.

/**
 * Windows of equal width [low, high) over the ids first to last, no more of them than pages of
 * `count` rows: gaps in the ids make a window hold fewer rows, never more than the table has.
 */
export function idWindows(first: number, last: number, count: number, pageRows: number): [number, number][] {
  const windows = Math.max(1, Math.ceil(count / pageRows));
  const width = Math.max(1, Math.ceil((last - first + 1) / windows));
  const out: [number, number][] = [];
  for (let low = first; low <= last; low += width) out.push([low, low + width]);
  return out;
}
