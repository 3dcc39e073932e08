import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface DataTableSort {
  /** The column id; the server knows which field it names. */
  id: string;
  direction: SortDirection;
}

export interface PageRequest {
  /** The 'Filter results' text, trimmed; '' for no filter. */
  filter: string;
  offset: number;
  limit: number;
  sort: DataTableSort | null;
  signal: AbortSignal;
}

export interface Page<Row> {
  rows: Row[];
  /** How many rows match the filter on the server, over all pages. */
  total: number;
}

export type FetchPage<Row> = (request: PageRequest) => Promise<Page<Row>>;

/** The width rules of a column (spec 3 §2.7), apart from how it renders. */
export interface ColumnVisibilityRule {
  id: string;
  /** Shown only when the table itself is wider than this many rem (not the window). */
  visibleAboveRem?: number;
  /** Hidden unless the reader turns on 'Show hidden columns'. */
  isHiddenByDefault?: boolean;
}

/** How wide a column may get: at least `minWidthRem`, sharing what is left by `grow`. */
export interface ColumnWidth {
  minWidthRem?: number;
  grow?: number;
}

export interface DataTableColumn<Row> extends ColumnVisibilityRule, ColumnWidth {
  /** Shown in the header and read out as the column's label. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server can sort by this column; the header becomes a button. */
  isSortable?: boolean;
  /** A first click sorts descending (dates, amounts). */
  sortDescFirst?: boolean;
  align?: 'start' | 'end';
}
