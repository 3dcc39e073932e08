// A short list fed by one query, in a ListTable: the server's error above it, a skeleton while the
// first answer is on its way, the empty state when nothing came back, else the table — striped and
// scrolling sideways below 560 px unless told otherwise.
import { Alert, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { serverMessage } from '../../api/api-error.ts';
import { EmptyState, type EmptyStateProps } from '../empty-state/index.ts';
import { ListTable, type ListTableProps } from './ListTable.tsx';

export interface ListStateTexts {
  /** The error's heading, e.g. 'Could not load the findings'. */
  errorTitle: string;
  /** Read out while loading, e.g. 'Loading the findings'. */
  loadingLabel: string;
  empty: Pick<EmptyStateProps, 'icon' | 'title' | 'message'>;
}

export interface QueryListTableProps<Row> extends ListTableProps<Row> {
  query: { isPending: boolean; isError: boolean; error: unknown };
  states: ListStateTexts;
  /** The skeleton's height (px) while loading; 120 unless the table is taller. */
  skeletonHeight?: number;
  /** Shown above the table once there are rows, e.g. the chosen row's chart. */
  aboveTable?: ReactNode;
}

export function QueryListTable<Row>({
  query,
  states,
  skeletonHeight = 120,
  aboveTable,
  isStriped = true,
  minWidth = 560,
  ...table
}: QueryListTableProps<Row>) {
  return (
    <>
      {query.isError && (
        <Alert color="red" role="alert" title={states.errorTitle}>
          {serverMessage(query.error, 'Something went wrong.')}
        </Alert>
      )}
      {query.isPending ? (
        <Skeleton height={skeletonHeight} aria-label={states.loadingLabel} />
      ) : table.rows.length === 0 ? (
        <EmptyState isCompact {...states.empty} />
      ) : (
        <>
          {aboveTable}
          <ListTable {...table} isStriped={isStriped} minWidth={minWidth} />
        </>
      )}
    </>
  );
}
