// The three states a widget's card shows before or instead of its content: loading skeleton rows,
// the error in words, and an empty state.
import { Skeleton, Stack, Text } from '@mantine/core';
import { EmptyState } from './empty-state/index.ts';

export function WidgetLoading({ rows = 3, height = 36 }: { rows?: number; height?: number }) {
  return (
    <Stack gap="xs" role="status" aria-busy aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

export function WidgetError({ message }: { message: string }) {
  return (
    <Text size="sm" c="red.8" role="alert">
      {message}
    </Text>
  );
}

export function WidgetEmpty({ title }: { title: string }) {
  return <EmptyState title={title} isCompact />;
}
