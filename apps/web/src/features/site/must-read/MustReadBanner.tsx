// The banner on a must-read page for a member of its audience who has not read it yet, with
// "Mark as read" (which also drops it from the home page's list).
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../../ui/dates.ts';
import { toast } from '../../../ui/toast.tsx';
import { mustReadApi, mustReadKeys, useMustReadStatus } from './must-read-api.ts';

export function MustReadBanner({ pageUuid }: { pageUuid: string }) {
  const status = useMustReadStatus(pageUuid);
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: () => mustReadApi.markRead(pageUuid),
    onSuccess: (next) => {
      queryClient.setQueryData(mustReadKeys.status(pageUuid), next);
      void queryClient.invalidateQueries({ queryKey: mustReadKeys.mine });
      toast.success('Marked as read.');
    },
    onError: (error) => toast.error(error.message),
  });
  const data = status.data;
  if (!data?.Until || !data.IsForYou || data.ReadAt) return null;
  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconBookmark size={20} aria-hidden />}
      title="Must read"
      mb="md"
      role="region"
      aria-label="Must read"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">Please read this page by {formatDate(data.Until)}.</Text>
        <Button size="xs" onClick={() => markRead.mutate()} loading={markRead.isPending}>
          Mark as read
        </Button>
      </Group>
    </Alert>
  );
}
