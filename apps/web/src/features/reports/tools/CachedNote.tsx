// spec 2 §2, §4: a cached report shows its cache time and a Refresh button that reruns it past
// the cache.
import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { formatDateTime } from '../../../ui/dates.ts';

export function CachedNote({
  lastCached,
  isLoading,
  onRefresh,
}: {
  lastCached: string;
  isLoading: boolean;
  onRefresh: () => void;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Text size="xs" c="dimmed">
        Cached {formatDateTime(lastCached)}
      </Text>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={onRefresh}
        loading={isLoading}
      >
        Refresh
      </Button>
    </Group>
  );
}
