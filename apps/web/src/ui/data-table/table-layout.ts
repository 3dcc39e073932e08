// The grid every row of the table shares, and which row takes the keyboard's Tab stop.
import type { ColumnWidth } from './data-table-types.ts';

export const DEFAULT_COLUMN_MIN_REM = 8;

/** One CSS grid track per shown column: its minimum, then its share of the spare width. */
export function gridTemplate(columns: readonly ColumnWidth[]): string {
  return columns
    .map((column) => `minmax(${column.minWidthRem ?? DEFAULT_COLUMN_MIN_REM}rem, ${column.grow ?? 1}fr)`)
    .join(' ');
}

/** Below this width the table scrolls sideways instead of squeezing its columns. */
export function minTableWidthRem(columns: readonly ColumnWidth[]): number {
  return columns.reduce((sum, column) => sum + (column.minWidthRem ?? DEFAULT_COLUMN_MIN_REM), 0);
}

export function pxToRem(px: number, rootFontPx: number): number {
  return px / rootFontPx;
}

/**
 * One row is in the Tab order (a roving tab stop): the last one focused while it is rendered,
 * otherwise the first rendered row, so the table stays reachable after the focused row scrolled
 * out of the virtual window.
 */
export function tabbableRowIndex(activeIndex: number, renderedIndexes: readonly number[]): number | null {
  if (renderedIndexes.length === 0) return null;
  return renderedIndexes.includes(activeIndex) ? activeIndex : renderedIndexes[0];
}

/** aria-rowcount counts the header row too. */
export function ariaRowCount(total: number | null): number {
  return total === null ? -1 : total + 1;
}
