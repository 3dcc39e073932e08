import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { toast } from '../../../ui/toast.tsx';
import { calendarApi } from '../api/calendar-api.ts';

export function FeedPanel() {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: ['calendar', 'admin', 'feed'],
    queryFn: ({ signal }) => calendarApi.feed({ signal }),
  });
  const [url, setUrl] = useState<string | null>(null);
  const shown = url ?? status.data?.url ?? '';
  const after = (next: Awaited<ReturnType<typeof calendarApi.feed>>) => {
    client.setQueryData(['calendar', 'admin', 'feed'], next);
    void client.invalidateQueries({ queryKey: ['calendar', 'widget'] });
    if (next.lastError) toast.warning(`The feed could not be read: ${next.lastError}`);
    else if (next.url) toast.success(`Feed read: ${next.eventCount} events`);
  };
  const save = useMutation({
    mutationFn: () => calendarApi.saveFeed(shown.trim()),
    onSuccess: (next) => {
      setUrl(null);
      after(next);
    },
    onError: (error) => toast.error(serverMessage(error, 'Could not save the feed address.')),
  });
  const refresh = useMutation({
    mutationFn: () => calendarApi.refreshFeed(),
    onSuccess: after,
    onError: (error) => toast.error(serverMessage(error, 'Could not read the feed.')),
  });
  const data = status.data;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        Calendar feed
      </Title>
      {status.isPending ? (
        <Skeleton height={60} />
      ) : (
        <Stack gap="xs">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate();
            }}
          >
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label="iCalendar feed address"
                description={
                  data?.isFromEnvironment
                    ? 'Set on the server (CALENDAR_FEED_URL).'
                    : 'An .ics address; leave empty for no feed.'
                }
                placeholder="https://calendar.example.com/firm.ics"
                value={shown}
                disabled={data?.isFromEnvironment}
                onChange={(e) => setUrl(e.currentTarget.value)}
                style={{ flex: '1 1 320px' }}
              />
              {!data?.isFromEnvironment && (
                <Button type="submit" loading={save.isPending} disabled={url === null}>
                  Save
                </Button>
              )}
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={refresh.isPending}
                disabled={!data?.url}
                onClick={() => refresh.mutate()}
              >
                Refresh now
              </Button>
            </Group>
          </form>
          {data?.url && (
            <Text size="sm" c="dimmed">
              {data.fetchedAt
                ? `Last read ${formatDateTime(data.fetchedAt)}: ${data.eventCount} events.`
                : 'Not read yet.'}
            </Text>
          )}
          {data?.lastError && (
            <Alert
              color="orange"
              title={
                data.fetchedAt
                  ? 'The last refresh failed; the last good copy is still shown'
                  : 'The feed could not be read; no feed events are shown'
              }
            >
              {data.lastError}
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}
