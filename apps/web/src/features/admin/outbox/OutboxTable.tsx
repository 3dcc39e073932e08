// The Outbox tab: every mail the portal sent or keeps, newest first, paged on the server.
import { type MailStatus, MailStatusSchema, type MailSummary } from '@atrium/contracts';
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import type { ListTableColumn } from '../../../ui/data-table/index.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { outboxApi } from '../api/outbox-api.ts';
import { MailMessageModal } from './MailMessageModal.tsx';
import { StatusPagedTable } from './StatusPagedTable.tsx';

const STATUS_COLORS: Record<MailStatus, string> = {
  queued: 'gray',
  sent: 'green',
  failed: 'red',
  kept: 'blue',
};

export function OutboxTable() {
  const [openId, setOpenId] = useState<number | null>(null);
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
    <StatusPagedTable
      queryKey={['admin', 'mail', 'list']}
      fetchPage={outboxApi.mail}
      statuses={MailStatusSchema.options}
      columns={columns}
      label="Outbox"
      pagesLabel="Outbox pages"
      states={{
        errorTitle: 'Could not load the outbox',
        loadingLabel: 'Loading the outbox',
        empty: {
          icon: <IconMail size={20} stroke={1.5} />,
          title: 'No mail yet',
          message: 'Mail the portal sends is listed here. Send a test mail to check the setup.',
        },
      }}
    >
      {openId !== null && <MailMessageModal id={openId} onClose={() => setOpenId(null)} />}
    </StatusPagedTable>
  );
}
