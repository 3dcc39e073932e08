import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/index.ts';

export function ErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

interface DataTableStatusProps {
  isLoadingMore: boolean;
  isEmpty: boolean;
  emptyMessage: string;
  emptyHint?: ReactNode;
  /** The next page failed; the rows already shown stay. */
  loadMoreError: string | null;
  onRetry: () => void;
}

/** What sits under the rows: the empty message, the next page loading, or its failure. */
export function DataTableStatus(props: DataTableStatusProps) {
  if (props.isEmpty) return <EmptyState title={props.emptyMessage} message={props.emptyHint} isCompact />;
  if (props.loadMoreError) {
    return (
      <div style={{ padding: 'var(--mantine-spacing-xs)' }}>
        <ErrorNotice message={props.loadMoreError} onRetry={props.onRetry} />
      </div>
    );
  }
  if (!props.isLoadingMore) return null;
  return (
    <Group gap="xs" justify="center" py="xs" role="status">
      <Loader size={14} />
      <Text size="xs" c="dimmed">
        Loading more results…
      </Text>
    </Group>
  );
}
