// Subscribe to a saved report: a schedule (daily, weekly on a day, monthly on a date, at a time in
// a time zone), colleagues besides you, and the Excel workbook attached or not.
import type { Frequency, LookupOption } from '@atrium/contracts';
import { Button, Checkbox, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import { browserTimeZone } from '../../../ui/dates.ts';
import { LookupPicker } from '../../../ui/LookupPicker.tsx';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { savedReportsApi } from './saved-reports-api.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const FREQUENCIES: { value: Frequency; label: string }[] = [
  { value: 'daily', label: 'Every day' },
  { value: 'weekly', label: 'Every week' },
  { value: 'monthly', label: 'Every month' },
];

export function SubscribeDialog({
  report,
  onClose,
}: {
  report: { Id: number; name: string };
  onClose: () => void;
}) {
  const [frequency, setFrequency] = useState<Frequency>('weekly');
  const [dayOfWeek, setDayOfWeek] = useState('1');
  const [dayOfMonth, setDayOfMonth] = useState<number>(1);
  const [time, setTime] = useState('08:00');
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [colleagues, setColleagues] = useState<LookupOption[]>([]);
  const [attachExcel, setAttachExcel] = useState(true);
  const [attachPdf, setAttachPdf] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const queries = useQueryClient();

  const subscribe = async () => {
    setBusy(true);
    try {
      await savedReportsApi.subscribe({
        reportId: report.Id,
        schedule: {
          frequency,
          dayOfWeek: frequency === 'weekly' ? Number(dayOfWeek) : null,
          dayOfMonth: frequency === 'monthly' ? dayOfMonth : null,
          time,
          timeZone,
        },
        recipients: colleagues.map((c) => c.ID),
        attachExcel,
        attachPdf,
      });
      await queries.invalidateQueries({ queryKey: ['report-subscriptions'] });
      toast.success(`Subscribed to “${report.name}”.`);
      onClose();
    } catch (error) {
      toast.failure(error, serverMessage(error, 'The subscription could not be saved.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <LayerModal opened onClose={onClose} title={`Subscribe to “${report.name}”`} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void subscribe();
        }}
      >
        <Stack gap="sm">
          <Select
            label="How often"
            data={FREQUENCIES}
            value={frequency}
            onChange={(value) => value && setFrequency(value as Frequency)}
            allowDeselect={false}
          />
          {frequency === 'weekly' && (
            <Select
              label="On"
              data={WEEKDAYS.map((label, i) => ({ value: String(i), label }))}
              value={dayOfWeek}
              onChange={(value) => value && setDayOfWeek(value)}
              allowDeselect={false}
            />
          )}
          {frequency === 'monthly' && (
            <NumberInput
              label="On the date"
              description="A shorter month sends on its last day."
              min={1}
              max={31}
              value={dayOfMonth}
              onChange={(value) => setDayOfMonth(Number(value) || 1)}
            />
          )}
          <Group grow align="flex-start">
            <TextInput
              label="At"
              type="time"
              value={time}
              onChange={(event) => setTime(event.currentTarget.value)}
              required
            />
            <TextInput
              label="Time zone"
              value={timeZone}
              onChange={(event) => setTimeZone(event.currentTarget.value)}
              required
            />
          </Group>
          <LookupPicker
            kind="user"
            label="Also send to"
            description="You receive it too. Each colleague's copy shows what they may see."
            value={colleagues}
            onChange={setColleagues}
          />
          <Checkbox
            label="Attach the Excel workbook"
            checked={attachExcel}
            onChange={(event) => setAttachExcel(event.currentTarget.checked)}
          />
          <Checkbox
            label="Attach a PDF of the figures"
            checked={attachPdf}
            onChange={(event) => setAttachPdf(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isBusy}>
              Subscribe
            </Button>
          </Group>
        </Stack>
      </form>
    </LayerModal>
  );
}
