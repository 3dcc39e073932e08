// spec 3 §2.7: some columns show only when the table is wide enough, one only on request.
// The width is the table's own, in rem: the same table in a half-width widget drops the columns
// it would keep at full width, and the thresholds grow with the reader's font size.
import type { ColumnVisibilityRule } from './data-table-types.ts';

export interface VisibilityContext {
  /** The table's measured width in rem; null before the first measurement. */
  tableWidthRem: number | null;
  isShowingHidden: boolean;
}

export function isColumnShown(column: ColumnVisibilityRule, context: VisibilityContext): boolean {
  if (column.isHiddenByDefault && !context.isShowingHidden) return false;
  if (column.visibleAboveRem === undefined) return true;
  return context.tableWidthRem !== null && context.tableWidthRem > column.visibleAboveRem;
}

/** The table's visibility state: every column named, `false` for the hidden ones. */
export function columnVisibility(
  columns: readonly ColumnVisibilityRule[],
  context: VisibilityContext,
): Record<string, boolean> {
  return Object.fromEntries(columns.map((column) => [column.id, isColumnShown(column, context)]));
}

/** The 'Show hidden columns' switch is offered only when it would show something. */
export function hasHiddenByDefault(columns: readonly ColumnVisibilityRule[]): boolean {
  return columns.some((column) => column.isHiddenByDefault);
}
