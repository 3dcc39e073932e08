import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { DataTableSort, FetchPage, Page } from './data-table-types.ts';
import { mergePages, nextPageOffset } from './paged-rows.ts';

export interface PagedRowsOptions<Row> {
  queryKey: readonly unknown[];
  fetchPage: FetchPage<Row>;
  getRowId: (row: Row) => string;
  filter: string;
  sort: DataTableSort | null;
  pageSize: number;
}

/** The server's rows a page at a time; a new filter or sort starts again from the first page. */
export function usePagedRows<Row>(options: PagedRowsOptions<Row>) {
  const { fetchPage, filter, sort, pageSize, getRowId } = options;
  const query = useInfiniteQuery({
    queryKey: [...options.queryKey, { filter, sort, pageSize }],
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ filter, sort, offset: pageParam, limit: pageSize, signal }),
    initialPageParam: 0,
    getNextPageParam: (_last: Page<Row>, pages: Page<Row>[]) => nextPageOffset(pages),
    // While a new filter loads, the old rows stay (dimmed) instead of flashing to skeletons.
    placeholderData: keepPreviousData,
  });
  // Callers often pass an inline getRowId; only new pages should rebuild the list (and the table).
  const getRowIdRef = useRef(getRowId);
  getRowIdRef.current = getRowId;
  const merged = useMemo(() => mergePages(query.data?.pages ?? [], getRowIdRef.current), [query.data]);
  return { ...merged, query };
}
