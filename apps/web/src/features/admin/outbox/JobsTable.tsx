// The Jobs tab: the jobs table every process runs, newest first, with attempts and the last error.
import { type JobStatus, JobStatusSchema, type JobSummary } from '@atrium/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListStates, ListTable, type ListTableColumn } from '../../../ui/data-table/index.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { outboxApi } from '../api/outbox-api.ts';
import { StatusFilter } from './StatusFilter.tsx';

const PER_PAGE = 25;
const STATUS_COLORS: Record<JobStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

const COLUMNS: ListTableColumn<JobSummary>[] = [
  { id: 'kind', header: 'Kind', cell: (j) => j.kind },
  { id: 'runAt', header: 'Runs at', cell: (j) => formatDateTime(j.runAt) },
  {
    id: 'status',
    header: 'Status',
    cell: (j) => (
      <Badge variant="light" color={STATUS_COLORS[j.status]}>
        {j.status}
      </Badge>
    ),
  },
  { id: 'attempts', header: 'Attempts', cell: (j) => `${j.attempts} of ${j.maxAttempts}` },
  {
    id: 'lastError',
    header: 'Last error',
    cell: (j) => (
      <Text size="xs" lineClamp={2}>
        {j.lastError ?? '—'}
      </Text>
    ),
  },
];

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
      <ListStates
        query={query}
        rowCount={items.length}
        errorTitle="Could not load the jobs"
        loadingLabel="Loading the jobs"
        skeletonHeight={120}
        empty={{
          icon: <IconClockPlay size={20} stroke={1.5} />,
          title: 'No jobs yet',
          message: 'Mail to send and scheduled work appear here while they wait and run.',
        }}
      >
        <ListTable
          label="Jobs"
          columns={COLUMNS}
          rows={items}
          getRowId={(j) => String(j.id)}
          minWidth={560}
          isStriped
          pages={{
            page,
            total: query.data?.total ?? 0,
            perPage: PER_PAGE,
            onChange: setPage,
            label: 'Job pages',
          }}
        />
      </ListStates>
    </Stack>
  );
}
