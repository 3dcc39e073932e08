// The three states a widget's card shows before or instead of its content: loading skeleton rows,
// the error in words (or, for figures the reader may not see, that they are not shared), and an
// empty state.
import { Skeleton, Stack, Text } from '@mantine/core';
import { missingPermissionOf } from '../api/api-error.ts';
import { EmptyState } from './empty-state/index.ts';
import { NotShared } from './NotShared.tsx';

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

/** `error` is the failure itself: a refusal for a missing flag is not an error to the reader. */
export function WidgetError({ error, message }: { error: unknown; message: string }) {
  const missingPermission = missingPermissionOf(error);
  if (missingPermission) return <NotShared permission={missingPermission} />;
  return (
    <Text size="sm" c="red.8" role="alert">
      {message}
    </Text>
  );
}

export function WidgetEmpty({ title }: { title: string }) {
  return <EmptyState title={title} isCompact />;
}
