// Server pages held by an infinite query: how they join into one list, and when to ask for more.
import { formatWhole } from '../numbers.ts';
import type { Page } from './data-table-types.ts';

export const DEFAULT_PAGE_SIZE = 50;
/** Rows before the end of the loaded list at which the next page is asked for. */
export const LOAD_AHEAD_ROWS = 15;

/**
 * One list of the loaded rows. A row that moved between two requests (a new row pushed it onto
 * the next page) would come twice; it is kept once, where it was first seen. The total is the
 * newest page's, and never less than what is already on screen.
 */
export function mergePages<Row>(
  pages: readonly Page<Row>[],
  getRowId: (row: Row) => string,
): { rows: Row[]; total: number | null } {
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const page of pages) {
    for (const row of page.rows) {
      const id = getRowId(row);
      if (seen.has(id)) continue;
      seen.add(id);
      rows.push(row);
    }
  }
  const last = pages.at(-1);
  return { rows, total: last ? Math.max(last.total, rows.length) : null };
}

/**
 * The offset of the next page, or undefined when everything is loaded. Counted from the rows the
 * server sent (duplicates included) so no row is skipped; an empty page ends the list even if the
 * total claims more, so a stale total cannot loop.
 */
export function nextPageOffset<Row>(pages: readonly Page<Row>[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.rows.length === 0) return undefined;
  const sent = pages.reduce((sum, page) => sum + page.rows.length, 0);
  return sent < last.total ? sent : undefined;
}

/** Scrolling near the bottom adds another page (spec 3 §2.7); a failed page waits for 'Try again'. */
export function shouldFetchNextPage(options: {
  lastRenderedIndex: number | null;
  loadedCount: number;
  hasNextPage: boolean;
  isFetching: boolean;
  hasFailed: boolean;
  aheadRows?: number;
}): boolean {
  const { lastRenderedIndex, loadedCount, aheadRows = LOAD_AHEAD_ROWS } = options;
  if (!options.hasNextPage || options.isFetching || options.hasFailed || lastRenderedIndex === null) {
    return false;
  }
  return lastRenderedIndex >= loadedCount - 1 - aheadRows;
}

export function resultCountLabel(total: number): string {
  return `${formatWhole(total)} ${total === 1 ? 'result' : 'results'}`;
}
