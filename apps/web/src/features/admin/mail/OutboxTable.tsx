// The Outbox tab: every mail the portal sent or keeps, newest first, paged on the server.
import { type MailStatus, MailStatusSchema } from '@atrium/contracts';
import { Alert, Badge, Group, Pagination, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
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
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PER_PAGE));
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
      {query.isError && (
        <Alert color="red" role="alert" title="Could not load the outbox">
          {serverMessage(query.error, 'Something went wrong.')}
        </Alert>
      )}
      {query.isPending ? (
        <Skeleton height={120} aria-label="Loading the outbox" />
      ) : items.length === 0 ? (
        <EmptyState
          isCompact
          icon={<IconMail size={20} stroke={1.5} />}
          title="No mail yet"
          message="Mail the portal sends is listed here. Send a test mail to check the setup."
        />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-label="Outbox">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>To</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <UnstyledButton onClick={() => setOpenId(m.id)} c="navy.7" td="underline" fz="sm">
                      {m.subject || '(no subject)'}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>{formatDateTime(m.createdAt)}</Table.Td>
                  <Table.Td>{m.to.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Outbox pages" />
      )}
      {openId !== null && <MailMessageModal id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
