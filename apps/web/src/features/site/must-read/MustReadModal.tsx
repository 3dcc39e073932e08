// For site admins: mark a page must-read for an audience until a date, see how many of them have
// read it and who has not (a list, and a CSV), and remind those by e-mail.
import type { Audience } from '@atrium/contracts';
import { Anchor, Button, Divider, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatDateTime, formatPickedDates } from '../../../ui/dates.ts';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { AudienceEditor } from '../audience/AudienceEditor.tsx';
import { mustReadApi, mustReadKeys, useMustReadStatus } from './must-read-api.ts';

interface MustReadModalProps {
  pageUuid: string;
  pageTitle: string;
  onClose: () => void;
}

export function MustReadModal({ pageUuid, pageTitle, onClose }: MustReadModalProps) {
  const status = useMustReadStatus(pageUuid);
  if (!status.data) return null;
  return (
    <LayerModal opened onClose={onClose} title={`Must read: ${pageTitle}`} size="lg">
      <MustReadForm
        key={status.data.Until ?? 'none'}
        pageUuid={pageUuid}
        until={status.data.Until}
        audience={status.data.Audience ?? []}
      />
      {status.data.Until && <MustReadReadersPanel pageUuid={pageUuid} />}
    </LayerModal>
  );
}

function MustReadForm(props: { pageUuid: string; until: string | null; audience: Audience }) {
  const [until, setUntil] = useState<string | null>(props.until);
  const [audience, setAudience] = useState<Audience>(props.audience);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: mustReadKeys.all });
  const save = useMutation({
    mutationFn: () => mustReadApi.set(props.pageUuid, { Audience: audience, Until: until ?? '' }),
    onSuccess: () => {
      toast.success('Saved!');
      void refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const clear = useMutation({
    mutationFn: () => mustReadApi.clear(props.pageUuid),
    onSuccess: () => {
      toast.success('The page is no longer must-read.');
      void refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Stack gap="md">
      <DatePickerInput
        label="Must be read by"
        value={until}
        onChange={(value) => setUntil(value ? dayjs(value).format('YYYY-MM-DD') : null)}
        minDate={dayjs().format('YYYY-MM-DD')}
        valueFormatter={formatPickedDates}
        placeholder="Pick a day"
        required
      />
      <AudienceEditor value={audience} onChange={setAudience} subject="page" />
      <Group justify="flex-end" gap="xs">
        {props.until && (
          <Button variant="default" color="red" onClick={() => clear.mutate()} loading={clear.isPending}>
            Remove must-read
          </Button>
        )}
        <Button onClick={() => save.mutate()} disabled={!until} loading={save.isPending}>
          {props.until ? 'Save' : 'Mark must-read'}
        </Button>
      </Group>
    </Stack>
  );
}

function MustReadReadersPanel({ pageUuid }: { pageUuid: string }) {
  const [page, setPage] = useState(1);
  const readers = useQuery({
    queryKey: mustReadKeys.readers(pageUuid, page),
    queryFn: ({ signal }) => mustReadApi.readers(pageUuid, page, signal),
  });
  const queryClient = useQueryClient();
  const remind = useMutation({
    mutationFn: () => mustReadApi.remind(pageUuid),
    onSuccess: ({ Queued }) => {
      toast.success(Queued === 1 ? 'One reminder is on its way.' : `${Queued} reminders are on their way.`);
      void queryClient.invalidateQueries({ queryKey: mustReadKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
  const data = readers.data;
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.NotRead.total / data.NotRead.perPage));
  return (
    <Stack gap="sm" mt="md">
      <Divider />
      <Title order={3} fz="md">
        Readers
      </Title>
      <Text size="sm" aria-live="polite">
        {data.ReadCount} of {data.AudienceCount} have read it.
        {data.RemindedAt && ` Last reminder: ${formatDateTime(data.RemindedAt)}.`}
      </Text>
      {data.NotRead.total > 0 && (
        <>
          <Table striped aria-label="Not read yet">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Not read yet</Table.Th>
                <Table.Th>Office</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.NotRead.items.map((person) => (
                <Table.Tr key={person.ID}>
                  <Table.Td>{person.FullName}</Table.Td>
                  <Table.Td>{person.Office}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
          <Group justify="space-between">
            <Anchor href={mustReadApi.csvUrl(pageUuid)} download size="sm">
              Download the list (CSV)
            </Anchor>
            <Button variant="light" onClick={() => remind.mutate()} loading={remind.isPending}>
              Send a reminder
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
