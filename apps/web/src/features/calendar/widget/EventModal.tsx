// spec 3 §2.2: an event's subject, weekday, time range or 'All Day', 'at {location}', the
// sanitised body, attachments that download on click, Cancel — and the time zone shown.
import type { CalendarItem } from '@atrium/contracts';
import { Button, Group, Skeleton, Stack, Text, Typography } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { describeTimeZone, formatDate } from '../../../ui/dates.ts';
import { downloadBlob } from '../../../ui/download-blob.ts';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { calendarApi } from '../api/calendar-api.ts';
import classes from './Calendar.module.css';
import { formatTimeRange, itemStart } from './calendar-format.ts';

export function EventModal({ item, onClose }: { item: CalendarItem; onClose: () => void }) {
  const body = useQuery({
    queryKey: ['calendar', 'body', item.Id],
    queryFn: ({ signal }) => calendarApi.body(item, { signal }),
  });
  const attachments = useQuery({
    queryKey: ['calendar', 'attachments', item.Id],
    queryFn: ({ signal }) => calendarApi.attachments(item, { signal }),
  });
  const start = itemStart(item);

  const download = async (id: number, name: string) => {
    try {
      downloadBlob({ blob: await calendarApi.downloadAttachment(item, id), fileName: name });
    } catch {
      toast.error(`Could not download ${name}.`);
    }
  };

  return (
    <LayerModal
      opened
      onClose={onClose}
      title={item.Subject}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <div>
          <Text fw={600}>{formatDate(start, { form: 'long' })}</Text>
          <Text>
            {formatTimeRange(item)}
            {item.Location ? ` at ${item.Location}` : ''}
          </Text>
          {!item.IsAllDay && (
            <Text size="xs" c="dimmed">
              Times in your time zone: {describeTimeZone(start)}
            </Text>
          )}
        </div>
        {body.isPending ? (
          <Skeleton height={48} role="status" aria-label="Loading the description" />
        ) : body.isError ? (
          <Text size="sm" c="red.8" role="alert">
            Could not load the description.
          </Text>
        ) : body.data.Text ? (
          <Typography className={classes.body}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's rich-text sanitiser */}
            <div dangerouslySetInnerHTML={{ __html: body.data.Text }} />
          </Typography>
        ) : null}
        {attachments.data && attachments.data.length > 0 && (
          <Stack gap={4} component="ul" className={classes.attachments} aria-label="Attachments">
            {attachments.data.map((a) => (
              <li key={a.Id}>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPaperclip size={16} aria-hidden />}
                  onClick={() => void download(a.Id, a.Name)}
                >
                  {a.Name}
                </Button>
              </li>
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </LayerModal>
  );
}
