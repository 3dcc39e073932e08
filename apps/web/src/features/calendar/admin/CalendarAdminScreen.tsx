// /admin/calendar: the events the Calendar widget shows from the database (create, edit, delete,
// attachments) and the iCalendar feed read beside them. Site admins only (the server says 403 too).
import type { CalendarEvent } from '@atrium/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { EditDeleteActions } from '../../../ui/data-table/index.ts';
import { formatDate, formatDateTime } from '../../../ui/dates.ts';
import { ScreenHeading } from '../../../ui/ScreenHeading.tsx';
import { toast } from '../../../ui/toast.tsx';
import { calendarApi } from '../api/calendar-api.ts';
import { EventModal } from './EventModal.tsx';
import { FeedPanel } from './FeedPanel.tsx';

function formatWhen(event: CalendarEvent): string {
  if (event.isAllDay) {
    const days = Math.round((Date.parse(event.endsAt) - Date.parse(event.startsAt)) / 86_400_000);
    // An all-day event is stored from midnight UTC of its first day.
    const date = formatDate(event.startsAt, { timeZone: 'UTC' });
    return days > 1 ? `${date}, all day (${days} days)` : `${date}, all day`;
  }
  return formatDateTime(event.startsAt);
}

export function CalendarAdminScreen({ route }: ScreenProps) {
  const client = useQueryClient();
  const events = useQuery({
    queryKey: ['calendar', 'admin', 'events'],
    queryFn: ({ signal }) => calendarApi.events({ signal }),
  });
  const [editing, setEditing] = useState<CalendarEvent | 'new' | null>(null);
  const [showPast, setShowPast] = useState(false);
  const invalidate = () => client.invalidateQueries({ queryKey: ['calendar'] });

  const remove = async (event: CalendarEvent) => {
    const ok = await confirmAction({
      title: 'Delete event',
      message: `Delete “${event.subject}” and its attachments?`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (!ok) return;
    try {
      await calendarApi.deleteEvent(event.id);
      toast.success('Event deleted');
      await invalidate();
    } catch (error) {
      toast.error(serverMessage(error, 'Could not delete the event.'));
    }
  };

  const now = Date.now();
  const list = (events.data ?? [])
    .filter((e) => showPast || Date.parse(e.endsAt) >= now - 86_400_000)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <ScreenHeading title={route.title}>
          Firm events shown by the Calendar widget, beside the events of the calendar feed.
        </ScreenHeading>
        <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add event
        </Button>
      </Group>
      <FeedPanel />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Events
          </Title>
          <Checkbox
            label="Show past events"
            checked={showPast}
            onChange={(e) => setShowPast(e.currentTarget.checked)}
          />
        </Group>
        {events.isPending ? (
          <Stack gap="xs" role="status" aria-busy aria-label="Loading">
            <Skeleton height={32} />
            <Skeleton height={32} />
            <Skeleton height={32} />
          </Stack>
        ) : events.isError ? (
          <Alert color="red">{serverMessage(events.error, 'Could not load the events.')}</Alert>
        ) : list.length === 0 ? (
          <Text c="dimmed">No events yet.</Text>
        ) : (
          // On a phone only the subject, the time and the buttons: the location goes under the subject
          // and the count of files is left to the event's form.
          <Table.ScrollContainer minWidth={300}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>When</Table.Th>
                  <Table.Th visibleFrom="sm">Location</Table.Th>
                  <Table.Th visibleFrom="sm">Files</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td fw={600}>
                      {event.subject}
                      {event.location && (
                        <Text size="xs" fw={400} c="dimmed" hiddenFrom="sm">
                          {event.location}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatWhen(event)}</Table.Td>
                    <Table.Td visibleFrom="sm">{event.location}</Table.Td>
                    <Table.Td visibleFrom="sm">{event.attachments.length || ''}</Table.Td>
                    <Table.Td>
                      <EditDeleteActions
                        name={event.subject}
                        onEdit={() => setEditing(event)}
                        onDelete={() => void remove(event)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {editing && (
        <EventModal
          event={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            void invalidate();
            setEditing(saved);
          }}
        />
      )}
    </Stack>
  );
}
