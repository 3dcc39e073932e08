// The rows behind a figure (every number can be traced): a KPI or a breakdown cell opens
// the invoice splits, whole invoices, fractional shares or assignments it adds up, 100 a page.
import type { BreakdownType, DrillResponse, MetricKey } from '@atrium/contracts';
import { Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { formatMoney, formatNumber } from '../../../ui/numbers.ts';
import { runFollowKey } from '../run/use-report-run.ts';
import { reportToolsApi } from '../tools/report-tools-api.ts';
import { ASSIGNMENT_DETAIL_ROUTE, MONEY_METRIC_SET } from './breakdown-tabs.ts';
import { useRowTargetHref } from './use-row-target-href.ts';

export interface DrillTarget {
  metric: MetricKey;
  /** "Total Billings" or "Total Billings — North America". */
  title: string;
  group?: { type: BreakdownType; id: number };
  /** A chart bar's months, YYYY-MM. */
  months?: { first: string; last: string };
}

const KIND_TEXT: Record<DrillResponse['kind'], string> = {
  invoice: 'Invoice splits: each person’s take on an invoice counted in the period.',
  teamingInvoice: 'Whole invoices of teaming assignments, each counted once.',
  share:
    'Each person’s fractional share of an assignment (their billings ÷ the assignment’s total billings).',
  assignment: 'The unique assignments the average is taken over.',
};

/** The rows behind a figure of the run on screen, asked for by its run Id. */
function DrillRows(props: { target: DrillTarget; runId: string }) {
  const [page, setPage] = useState(1);
  const { target, runId } = props;
  const assignmentHref = useRowTargetHref();
  const query = useQuery({
    queryKey: runFollowKey(runId, 'drill', target.metric, target.group, target.months, page),
    queryFn: ({ signal }) =>
      reportToolsApi.drill(
        { runId, metric: target.metric, group: target.group, months: target.months, page },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  if (query.isPending) return <Loader size="sm" role="status" aria-label="Loading rows" />;
  if (query.isError || !query.data) return <Text c="red.9">The rows could not be loaded.</Text>;
  const data = query.data;
  const format = (value: number) =>
    MONEY_METRIC_SET.has(data.metric) ? formatMoney(value, data.currency) : formatNumber(value);
  const first = data.total === 0 ? 0 : (data.page - 1) * data.pageSize + 1;
  const last = Math.min(data.total, data.page * data.pageSize);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {KIND_TEXT[data.kind]}
      </Text>
      <Table.ScrollContainer minWidth={640} mah={480}>
        <Table striped stickyHeader fz="sm" aria-label={`Rows behind ${target.title}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Assignment</Table.Th>
              <Table.Th scope="col">Person</Table.Th>
              <Table.Th scope="col">Invoice date</Table.Th>
              <Table.Th scope="col" ta="right">
                {data.metric === 'timeToFill' ? 'Days' : 'Value'}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((row) => (
              <Table.Tr key={`${row.assignmentId}:${row.userId ?? ''}:${row.invoiceId ?? ''}`}>
                <Table.Td>
                  <Anchor
                    href={
                      assignmentHref({ name: ASSIGNMENT_DETAIL_ROUTE, id: row.assignmentId }) ?? undefined
                    }
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                  >
                    {row.assignment}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.user ?? ''}</Table.Td>
                <Table.Td>{row.invoiceDate ?? ''}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {format(row.value)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {first}–{last} of {formatNumber(data.total)}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button variant="default" size="xs" disabled={last >= data.total} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

export function DrillModal(props: { target: DrillTarget | null; runId: string; onClose: () => void }) {
  return (
    <LayerModal opened={props.target !== null} onClose={props.onClose} title={props.target?.title} size="xl">
      {props.target && (
        <DrillRows key={JSON.stringify(props.target)} target={props.target} runId={props.runId} />
      )}
    </LayerModal>
  );
}
