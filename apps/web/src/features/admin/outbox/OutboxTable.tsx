// The Outbox tab: every mail the portal sent or keeps, newest first, paged on the server.
import { type MailStatus, MailStatusSchema, type MailSummary } from '@atrium/contracts';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListStates, ListTable, type ListTableColumn } from '../../../ui/data-table/index.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { outboxApi } from '../api/outbox-api.ts';
import { MailMessageModal } from './MailMessageModal.tsx';
import { StatusFilter } from './StatusFilter.tsx';

const PER_PAGE = 25;
const STATUS_COLORS: Record<MailStatus, string> = {
  queued: 'gray',
  sent: 'green',
  failed: 'red',
  kept: 'blue',
};

export function OutboxTable() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'mail', 'list', page, status],
    queryFn: ({ signal }) =>
      outboxApi.mail({ page, perPage: PER_PAGE, ...(status ? { status } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  const columns: ListTableColumn<MailSummary>[] = [
    {
      id: 'subject',
      header: 'Subject',
      cell: (m) => (
        <UnstyledButton onClick={() => setOpenId(m.id)} c="navy.7" td="underline" fz="sm">
          {m.subject || '(no subject)'}
        </UnstyledButton>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (m) => (
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" color={STATUS_COLORS[m.status]}>
            {m.status}
          </Badge>
          {m.status === 'failed' && m.lastError && (
            <Text size="xs" c="red.8" lineClamp={1} title={m.lastError}>
              {m.lastError}
            </Text>
          )}
        </Group>
      ),
    },
    { id: 'when', header: 'When', cell: (m) => formatDateTime(m.createdAt) },
    { id: 'to', header: 'To', cell: (m) => m.to.join(', ') },
  ];
  return (
    <Stack gap="sm">
      <StatusFilter
        statuses={MailStatusSchema.options}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <ListStates
        query={query}
        rowCount={items.length}
        errorTitle="Could not load the outbox"
        loadingLabel="Loading the outbox"
        skeletonHeight={120}
        empty={{
          icon: <IconMail size={20} stroke={1.5} />,
          title: 'No mail yet',
          message: 'Mail the portal sends is listed here. Send a test mail to check the setup.',
        }}
      >
        <ListTable
          label="Outbox"
          columns={columns}
          rows={items}
          getRowId={(m) => String(m.id)}
          minWidth={560}
          isStriped
          pages={{
            page,
            total: query.data?.total ?? 0,
            perPage: PER_PAGE,
            onChange: setPage,
            label: 'Outbox pages',
          }}
        />
      </ListStates>
      {openId !== null && <MailMessageModal id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
