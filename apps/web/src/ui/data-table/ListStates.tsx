// What a short list shows around its table: the server's error above it, a skeleton while the first
// answer is on its way, the empty state when nothing came back, else the table.
import { Alert, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { serverMessage } from '../../api/api-error.ts';
import { EmptyState, type EmptyStateProps } from '../empty-state/index.ts';

export interface ListStatesProps {
  query: { isPending: boolean; isError: boolean; error: unknown };
  rowCount: number;
  /** The error's heading, e.g. 'Could not load the findings'. */
  errorTitle: string;
  /** Read out while loading, e.g. 'Loading the findings'. */
  loadingLabel: string;
  skeletonHeight: number;
  empty: Pick<EmptyStateProps, 'icon' | 'title' | 'message'>;
  /** The table, shown once there are rows. */
  children: ReactNode;
}

export function ListStates(props: ListStatesProps) {
  const { query } = props;
  return (
    <>
      {query.isError && (
        <Alert color="red" role="alert" title={props.errorTitle}>
          {serverMessage(query.error, 'Something went wrong.')}
        </Alert>
      )}
      {query.isPending ? (
        <Skeleton height={props.skeletonHeight} aria-label={props.loadingLabel} />
      ) : props.rowCount === 0 ? (
        <EmptyState isCompact {...props.empty} />
      ) : (
        props.children
      )}
    </>
  );
}
