// The Calendar Admin screen's form for one database event: its times, text and attachments.
import type { CalendarEvent } from '@atrium/contracts';
import {
  ActionIcon,
  Badge,
  Button,
  FileButton,
  Group,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
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

export function EventModal(props: {
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
    onError: (error) => toast.error(serverMessage(error, 'Could not save the event.')),
  });
  const upload = async (file: File | null) => {
    if (!file || !event) return;
    try {
      const saved = await calendarApi.uploadAttachment(event.id, file);
      setEvent(saved);
      props.onSaved(saved);
      toast.success(`Attached ${file.name}`);
    } catch (error) {
      toast.error(serverMessage(error, `Could not attach ${file.name}.`));
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
      toast.error(serverMessage(error, `Could not remove ${name}.`));
    }
  };
  const inputType = values.isAllDay ? 'date' : 'datetime-local';
  return (
    <LayerModal
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
    </LayerModal>
  );
}
