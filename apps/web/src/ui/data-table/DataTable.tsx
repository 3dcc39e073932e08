// A server-paginated table (spec 3 §2.7): rows arrive a page at a time as the reader scrolls, only
// the rows in view are in the DOM, and columns come and go with the table's own width.
import { useDebouncedValue } from '@mantine/hooks';
import { type ColumnDef, type RowData, type SortingState, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { readRootFontPx, useElementWidth } from '../use-element-width.ts';
import { columnVisibility, hasHiddenByDefault } from './column-visibility.ts';
import classes from './DataTable.module.css';
import { DataTableBody, ROW_HEIGHT_ESTIMATE_PX } from './DataTableBody.tsx';
import { DataTableHead, HEAD_HEIGHT_PX } from './DataTableHead.tsx';
import { DataTableStatus, ErrorNotice } from './DataTableStatus.tsx';
import { DataTableToolbar } from './DataTableToolbar.tsx';
import type { DataTableColumn, DataTableSort, FetchPage } from './data-table-types.ts';
import { DEFAULT_PAGE_SIZE, shouldFetchNextPage } from './paged-rows.ts';
import { type DataTableFeatures, dataTableFeatures } from './table-features.ts';
import { ariaRowCount, gridTemplate, minTableWidthRem, pxToRem } from './table-layout.ts';
import { fromSortingState, toSortingState } from './table-sort.ts';
import { usePagedRows } from './use-paged-rows.ts';
import { useWindowFit } from './use-window-fit.ts';

export const FILTER_DEBOUNCE_MS = 300;

export interface DataTableProps<Row extends RowData> {
  /** Names the table for screen readers, e.g. 'Assignments'. */
  label: string;
  /** Keep the array stable (module scope or useMemo): a new one rebuilds the table. */
  columns: readonly DataTableColumn<Row>[];
  /** Identifies the list in the query cache; filter, sort and page size are added to it. */
  queryKey: readonly unknown[];
  fetchPage: FetchPage<Row>;
  getRowId: (row: Row) => string;
  /** The spec's empty message, e.g. 'No assignments match the filters'. */
  emptyMessage: string;
  /** Said under the empty message while nothing is typed in the filter: why this list is empty. */
  emptyHint?: ReactNode;
  /** Click or Enter on a row; clicks on a link or button inside the row are left to it. */
  onRowClick?: (row: Row) => void;
  pageSize?: number;
  defaultSort?: DataTableSort | null;
  /** Called when the reader sorts by another column or direction (not for `defaultSort`). */
  onSortChange?: (sort: DataTableSort | null) => void;
  hasFilter?: boolean;
  /** Replaces the server's message in the error notice. */
  errorMessage?: string;
  /** The scroll box's height limit; a short list shrinks below it. */
  maxHeight?: number | string;
  /** The scroll box ends at the window's bottom edge, so a list screen's page does not scroll. */
  fitsWindow?: boolean;
}

export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { columns, pageSize = DEFAULT_PAGE_SIZE, hasFilter = true } = props;
  const [filterText, setFilterText] = useState('');
  const [filter] = useDebouncedValue(filterText.trim(), FILTER_DEBOUNCE_MS);
  const [sorting, setSorting] = useState<SortingState>(() => toSortingState(props.defaultSort));
  const sort = fromSortingState(sorting);
  const onSortChange = useRef(props.onSortChange);
  onSortChange.current = props.onSortChange;
  const reportedSorting = useRef(sorting);
  useEffect(() => {
    if (reportedSorting.current === sorting) return;
    reportedSorting.current = sorting;
    onSortChange.current?.(fromSortingState(sorting));
  }, [sorting]);
  const [isShowingHidden, setShowingHidden] = useState(false);

  const frame = useElementWidth<HTMLDivElement>();
  const [rootFontPx] = useState(readRootFontPx);
  const tableWidthRem = frame.width === null ? null : pxToRem(frame.width, rootFontPx);
  const visibility = useMemo(
    () => columnVisibility(columns, { tableWidthRem, isShowingHidden }),
    [columns, tableWidthRem, isShowingHidden],
  );
  const shownColumns = useMemo(
    () => columns.filter((column) => visibility[column.id]),
    [columns, visibility],
  );

  const paged = usePagedRows({
    queryKey: props.queryKey,
    fetchPage: props.fetchPage,
    getRowId: props.getRowId,
    filter,
    sort,
    pageSize,
  });
  const { query } = paged;

  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);
  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data: paged.rows,
    getRowId: props.getRowId,
    state: { sorting, columnVisibility: visibility },
    onSortingChange: setSorting,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
  });
  const rows = table.getRowModel().rows;

  const scrollRef = useRef<HTMLElement>(null);
  useWindowFit(scrollRef, props.fitsWindow === true);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE_PX,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
    // The rows start below the sticky header, and keyboard scrolling must not hide a row under it.
    scrollMargin: HEAD_HEIGHT_PX,
    scrollPaddingStart: HEAD_HEIGHT_PX,
  });
  const lastRenderedIndex = virtualizer.getVirtualItems().at(-1)?.index ?? null;

  useEffect(() => {
    const isDue = shouldFetchNextPage({
      lastRenderedIndex,
      loadedCount: rows.length,
      hasNextPage: query.hasNextPage,
      isFetching: query.isFetching,
      hasFailed: query.isFetchNextPageError,
    });
    if (isDue) void query.fetchNextPage();
  }, [lastRenderedIndex, rows.length, query]);

  // A new filter or sort is a new list: start it at the top.
  const listKey = JSON.stringify([filter, sort]);
  const scrolledListKey = useRef(listKey);
  useEffect(() => {
    if (scrolledListKey.current === listKey) return;
    scrolledListKey.current = listKey;
    scrollRef.current?.scrollTo({ top: 0 });
  }, [listKey]);

  const template = gridTemplate(shownColumns);
  const isFirstLoad = query.isPending;
  const isEmpty = !isFirstLoad && !query.isError && paged.total === 0;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}>
      <DataTableToolbar
        label={props.label}
        hasFilter={hasFilter}
        filter={filterText}
        onFilterChange={setFilterText}
        total={isFirstLoad ? null : paged.total}
        isRefreshing={query.isPlaceholderData || filter !== filterText.trim()}
        hasHiddenSwitch={hasHiddenByDefault(columns)}
        isShowingHidden={isShowingHidden}
        onShowHiddenChange={setShowingHidden}
      />
      {query.isError && !query.isFetchNextPageError && (
        <ErrorNotice
          message={errorText(props.errorMessage, query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      <div ref={frame.ref} className={classes.frame}>
        {/* Without focusable rows the scroll box itself takes focus, so arrow keys can scroll it. */}
        <section
          ref={scrollRef}
          className={classes.scroller}
          style={props.fitsWindow ? undefined : { maxHeight: props.maxHeight ?? '70vh' }}
          aria-label={props.onRowClick ? undefined : `${props.label}, scrollable`}
          tabIndex={props.onRowClick ? undefined : 0}
        >
          <table
            aria-label={props.label}
            aria-rowcount={ariaRowCount(paged.total)}
            aria-busy={query.isFetching || undefined}
            className={classes.table}
            style={{ minWidth: `${minTableWidthRem(shownColumns)}rem` }}
          >
            <DataTableHead table={table} columns={shownColumns} template={template} />
            <DataTableBody
              table={table}
              rows={rows}
              columns={shownColumns}
              template={template}
              virtualizer={virtualizer}
              isFirstLoad={isFirstLoad}
              isRefreshing={query.isPlaceholderData}
              onRowClick={props.onRowClick}
            />
          </table>
          <DataTableStatus
            isLoadingMore={query.isFetchingNextPage}
            isEmpty={isEmpty}
            emptyMessage={props.emptyMessage}
            emptyHint={filter === '' ? props.emptyHint : undefined}
            loadMoreError={query.isFetchNextPageError ? errorText(props.errorMessage, query.error) : null}
            onRetry={() => void query.fetchNextPage()}
          />
        </section>
      </div>
    </div>
  );
}

function errorText(override: string | undefined, error: Error | null): string {
  return override ?? error?.message ?? 'The results could not be loaded.';
}

function toColumnDef<Row extends RowData>(column: DataTableColumn<Row>): ColumnDef<DataTableFeatures, Row> {
  return {
    id: column.id,
    // Sorting is the server's; the accessor only marks the column as sortable for the table.
    accessorFn: (row: Row) => row,
    header: column.header,
    cell: ({ row }) => column.cell(row.original),
    enableSorting: column.isSortable ?? false,
    sortDescFirst: column.sortDescFirst ?? false,
  };
}
