// The Jobs tab: the jobs table every process runs, newest first, with attempts and the last error.
import { type JobStatus, JobStatusSchema, type JobSummary } from '@atrium/contracts';
import { Badge, Text } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import type { ListTableColumn } from '../../../ui/data-table/index.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { outboxApi } from '../api/outbox-api.ts';
import { StatusPagedTable } from './StatusPagedTable.tsx';

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
  return (
    <StatusPagedTable
      queryKey={['admin', 'jobs']}
      fetchPage={outboxApi.jobs}
      statuses={JobStatusSchema.options}
      columns={COLUMNS}
      label="Jobs"
      pagesLabel="Job pages"
      states={{
        errorTitle: 'Could not load the jobs',
        loadingLabel: 'Loading the jobs',
        empty: {
          icon: <IconClockPlay size={20} stroke={1.5} />,
          title: 'No jobs yet',
          message: 'Mail to send and scheduled work appear here while they wait and run.',
        },
      }}
    />
  );
}
