// Your subscriptions: schedule, recipients, next and last send (with why the last one failed),
// "Send me a test now" and ending one.
import type { Subscription } from '@atrium/contracts';
import { Alert, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../../api/api-error.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { toast } from '../../../ui/toast.tsx';
import { savedReportsApi } from './saved-reports-api.ts';

const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

export function describeSchedule({ schedule }: Pick<Subscription, 'schedule'>): string {
  const when =
    schedule.frequency === 'daily'
      ? 'Daily'
      : schedule.frequency === 'weekly'
        ? `${WEEKDAYS[schedule.dayOfWeek ?? 1]}`
        : `Monthly on day ${schedule.dayOfMonth}`;
  return `${when} at ${schedule.time} (${schedule.timeZone})`;
}

export function SubscriptionsTable() {
  const queries = useQueryClient();
  const query = useQuery({
    queryKey: ['report-subscriptions'],
    queryFn: ({ signal }) => savedReportsApi.subscriptions({ page: 1, perPage: 100 }, { signal }),
  });
  const items = query.data?.items ?? [];
  const act = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.success(done);
      await queries.invalidateQueries({ queryKey: ['report-subscriptions'] });
    } catch (error) {
      toast.failure(error, serverMessage(error, failed));
    }
  };
  if (query.isPending || items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} fz={20}>
        My subscriptions
      </Title>
      {query.isError && <Alert color="red">{serverMessage(query.error, 'Could not load them.')}</Alert>}
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label="My subscriptions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Report</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Next</Table.Th>
              <Table.Th>Last sent</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.reportName}</Table.Td>
                <Table.Td>{describeSchedule(s)}</Table.Td>
                <Table.Td>
                  {s.recipients
                    .map((r) => (r.unsubscribed ? `${r.FullName} (unsubscribed)` : r.FullName))
                    .join(', ')}
                </Table.Td>
                <Table.Td>{formatDateTime(s.nextRunAt)}</Table.Td>
                <Table.Td>
                  {s.lastSentAt ? formatDateTime(s.lastSentAt) : 'Not yet'}
                  {s.lastError && (
                    <Text size="xs" c="red">
                      {s.lastError}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() =>
                        void act(
                          () => savedReportsApi.sendNow(s.id),
                          'Sending now. Check your inbox in a minute.',
                          'Could not send it.',
                        )
                      }
                    >
                      Send me a test now
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() =>
                        void act(
                          () => savedReportsApi.unsubscribe(s.id),
                          'Subscription ended.',
                          'Could not end it.',
                        )
                      }
                    >
                      End
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
