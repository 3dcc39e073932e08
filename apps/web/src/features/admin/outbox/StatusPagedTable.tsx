// The outbox's and the jobs' tab: a list paged on the server, newest first, narrowed by a status.
// Changing the status goes back to the first page.
import { Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type ListStateTexts, type ListTableColumn, QueryListTable } from '../../../ui/data-table/index.ts';
import { StatusFilter } from './StatusFilter.tsx';

const PER_PAGE = 25;

interface Page<Row> {
  items: Row[];
  total: number;
}

export interface StatusPagedTableProps<Status extends string, Row extends { id: number }> {
  /** The list's query key; the page and the status are added to it. */
  queryKey: readonly unknown[];
  fetchPage: (
    query: { page: number; perPage: number; status?: Status },
    options: { signal: AbortSignal },
  ) => Promise<Page<Row>>;
  statuses: readonly Status[];
  columns: ListTableColumn<Row>[];
  /** The table's name, e.g. 'Jobs'; its page buttons are named by `pagesLabel`. */
  label: string;
  pagesLabel: string;
  states: ListStateTexts;
  /** Shown below the table, e.g. a row's modal. */
  children?: ReactNode;
}

export function StatusPagedTable<Status extends string, Row extends { id: number }>(
  props: StatusPagedTableProps<Status, Row>,
) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Status | null>(null);
  const query = useQuery({
    queryKey: [...props.queryKey, page, status],
    queryFn: ({ signal }) =>
      props.fetchPage({ page, perPage: PER_PAGE, ...(status ? { status } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  return (
    <Stack gap="sm">
      <StatusFilter
        statuses={props.statuses}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <QueryListTable
        query={query}
        states={props.states}
        label={props.label}
        columns={props.columns}
        rows={items}
        getRowId={(row) => String(row.id)}
        pages={{
          page,
          total: query.data?.total ?? 0,
          perPage: PER_PAGE,
          onChange: setPage,
          label: props.pagesLabel,
        }}
      />
      {props.children}
    </Stack>
  );
}
