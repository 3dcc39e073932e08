// The Jobs tab: the jobs table every process runs, newest first, with attempts and the last error.
import { type JobStatus, JobStatusSchema } from '@atrium/contracts';
import { Alert, Badge, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { outboxApi } from '../api/outbox-api.ts';
import { StatusFilter } from './StatusFilter.tsx';

const PER_PAGE = 25;
const STATUS_COLORS: Record<JobStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

export function JobsTable() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<JobStatus | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'jobs', page, status],
    queryFn: ({ signal }) =>
      outboxApi.jobs({ page, perPage: PER_PAGE, ...(status ? { status } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PER_PAGE));
  return (
    <Stack gap="sm">
      <StatusFilter
        statuses={JobStatusSchema.options}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {query.isError && (
        <Alert color="red" role="alert" title="Could not load the jobs">
          {serverMessage(query.error, 'Something went wrong.')}
        </Alert>
      )}
      {query.isPending ? (
        <Skeleton height={120} aria-label="Loading the jobs" />
      ) : items.length === 0 ? (
        <EmptyState
          isCompact
          icon={<IconClockPlay size={20} stroke={1.5} />}
          title="No jobs yet"
          message="Mail to send and scheduled work appear here while they wait and run."
        />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Jobs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Runs at</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Last error</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((j) => (
                <Table.Tr key={j.id}>
                  <Table.Td>{j.kind}</Table.Td>
                  <Table.Td>{formatDateTime(j.runAt)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[j.status]}>
                      {j.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {j.attempts} of {j.maxAttempts}
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" lineClamp={2}>
                      {j.lastError ?? '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Job pages" />
      )}
    </Stack>
  );
}
