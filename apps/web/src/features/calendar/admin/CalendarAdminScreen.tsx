// /admin/calendar: the events the Calendar widget shows from the database (create, edit, delete,
// attachments) and the iCalendar feed read beside them. Site admins only (the server says 403 too).
import type { CalendarEvent } from '@atrium/contracts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCalendarPlus,
  IconPaperclip,
  IconPencil,
  IconRefresh,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { IconAction } from '../../../ui/IconAction.tsx';
import { toast } from '../../../ui/toast.tsx';
import { calendarApi } from '../api/calendar-api.ts';
import {
  type EventFormValues,
  emptyEventForm,
  eventToForm,
  formProblem,
  formToRequest,
  toggleAllDay,
} from './event-form.ts';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

function formatWhen(event: CalendarEvent): string {
  const start = new Date(event.startsAt);
  if (event.isAllDay) {
    const days = Math.round((Date.parse(event.endsAt) - Date.parse(event.startsAt)) / 86_400_000);
    const date = start.toLocaleDateString('en-GB', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    return days > 1 ? `${date}, all day (${days} days)` : `${date}, all day`;
  }
  return start.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
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
      toast.error(errorText(error, 'Could not delete the event.'));
    }
  };

  const now = Date.now();
  const list = (events.data ?? [])
    .filter((e) => showPast || Date.parse(e.endsAt) >= now - 86_400_000)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={28} c="navy.8">
            {route.title}
          </Title>
          <Text size="sm" c="dimmed">
            Firm events shown by the Calendar widget, beside the events of the calendar feed.
          </Text>
        </div>
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
          <Stack gap="xs" aria-busy aria-label="Loading">
            <Skeleton height={32} />
            <Skeleton height={32} />
            <Skeleton height={32} />
          </Stack>
        ) : events.isError ? (
          <Alert color="red">{errorText(events.error, 'Could not load the events.')}</Alert>
        ) : list.length === 0 ? (
          <Text c="dimmed">No events yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Location</Table.Th>
                  <Table.Th>Files</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((event) => (
                  <Table.Tr key={event.id}>
                    <Table.Td fw={600}>{event.subject}</Table.Td>
                    <Table.Td>{formatWhen(event)}</Table.Td>
                    <Table.Td>{event.location}</Table.Td>
                    <Table.Td>{event.attachments.length || ''}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <IconAction
                          label="Edit"
                          ariaLabel={`Edit ${event.subject}`}
                          onClick={() => setEditing(event)}
                        >
                          <IconPencil size={16} aria-hidden />
                        </IconAction>
                        <IconAction
                          label="Delete"
                          ariaLabel={`Delete ${event.subject}`}
                          color="red"
                          onClick={() => void remove(event)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </IconAction>
                      </Group>
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

function EventModal(props: {
  event: CalendarEvent | null;
  onClose: () => void;
  onSaved: (event: CalendarEvent) => void;
}) {
  const [values, setValues] = useState<EventFormValues>(() =>
    props.event ? eventToForm(props.event) : emptyEventForm(),
  );
  const [event, setEvent] = useState(props.event);
  const problem = formProblem(values);
  const set = (changes: Partial<EventFormValues>) => setValues((v) => ({ ...v, ...changes }));
  const save = useMutation({
    mutationFn: () =>
      event
        ? calendarApi.updateEvent(event.id, formToRequest(values))
        : calendarApi.createEvent(formToRequest(values)),
    onSuccess: (saved) => {
      toast.success('Event saved');
      setEvent(saved);
      props.onSaved(saved);
    },
    onError: (error) => toast.error(errorText(error, 'Could not save the event.')),
  });
  const upload = async (file: File | null) => {
    if (!file || !event) return;
    try {
      const saved = await calendarApi.uploadAttachment(event.id, file);
      setEvent(saved);
      props.onSaved(saved);
      toast.success(`Attached ${file.name}`);
    } catch (error) {
      toast.error(errorText(error, `Could not attach ${file.name}.`));
    }
  };
  const detach = async (attachmentId: number, name: string) => {
    if (!event) return;
    try {
      const saved = await calendarApi.deleteAttachment(event.id, attachmentId);
      setEvent(saved);
      props.onSaved(saved);
      toast.success(`Removed ${name}`);
    } catch (error) {
      toast.error(errorText(error, `Could not remove ${name}.`));
    }
  };
  const inputType = values.isAllDay ? 'date' : 'datetime-local';
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={event ? 'Edit event' : 'Add event'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem) save.mutate();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Subject"
            required
            maxLength={300}
            value={values.subject}
            onChange={(e) => set({ subject: e.currentTarget.value })}
            data-autofocus
          />
          <TextInput
            label="Location"
            maxLength={300}
            value={values.location}
            onChange={(e) => set({ location: e.currentTarget.value })}
          />
          <Switch
            label="All day"
            checked={values.isAllDay}
            onChange={(e) => setValues((v) => toggleAllDay(v, e.currentTarget.checked))}
          />
          <Group grow>
            <TextInput
              type={inputType}
              label={values.isAllDay ? 'First day' : 'Starts'}
              value={values.start}
              onChange={(e) => set({ start: e.currentTarget.value })}
              required
            />
            <TextInput
              type={inputType}
              label={values.isAllDay ? 'Last day' : 'Ends'}
              value={values.end}
              onChange={(e) => set({ end: e.currentTarget.value })}
              required
            />
          </Group>
          <Textarea
            label="Description"
            description="HTML is allowed; it is sanitised when saved."
            autosize
            minRows={3}
            maxRows={10}
            value={values.body}
            onChange={(e) => set({ body: e.currentTarget.value })}
          />
          <div>
            <Text size="sm" fw={500}>
              Attachments
            </Text>
            {event ? (
              <Stack gap={4} mt={4}>
                {event.attachments.map((a) => (
                  <Group key={a.Id} gap="xs" wrap="nowrap">
                    <IconPaperclip size={14} aria-hidden />
                    <Text size="sm">{a.Name}</Text>
                    <Badge variant="light" color="gray" size="sm">
                      {Math.max(1, Math.round(a.Size / 1024))} KB
                    </Badge>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${a.Name}`}
                      onClick={() => void detach(a.Id, a.Name)}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
                <FileButton onChange={(f) => void upload(f)}>
                  {(buttonProps) => (
                    <Button
                      {...buttonProps}
                      variant="light"
                      size="xs"
                      leftSection={<IconPaperclip size={14} aria-hidden />}
                      w="fit-content"
                    >
                      Attach a file
                    </Button>
                  )}
                </FileButton>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                Save the event to attach files.
              </Text>
            )}
          </div>
          {problem && values.subject && (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Close
            </Button>
            <Button type="submit" disabled={problem !== null} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function FeedPanel() {
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
    onError: (error) => toast.error(errorText(error, 'Could not save the feed address.')),
  });
  const refresh = useMutation({
    mutationFn: () => calendarApi.refreshFeed(),
    onSuccess: after,
    onError: (error) => toast.error(errorText(error, 'Could not read the feed.')),
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
                ? `Last read ${new Date(data.fetchedAt).toLocaleString('en-GB')}: ${data.eventCount} events.`
                : 'Not read yet.'}
            </Text>
          )}
          {data?.lastError && (
            <Alert color="orange" title="The last refresh failed; the last good copy is still shown">
              {data.lastError}
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}
