// Assignments (recent-assignments, also card-table) and Companies (recent-companies), spec 3 §2.7:
// the latest `take` rows matching the filter; 'Show all' opens the full results table, 50 rows a
// page as the reader scrolls.
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import { type WidgetQuery, widgetQueryOptions } from '../../../core/widgets/widget-query.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { formatDate } from '../../../ui/dates.ts';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../../ui/widget-states.tsx';
import { offLimitsDisplay } from '../format/mcl-format.ts';
import { useMclHrefs } from '../mcl-links.ts';
import { AssignmentTable } from '../tables/AssignmentTable.tsx';
import { KeyAccountIcon } from '../tables/CompanyCell.tsx';
import { CompanyTable } from '../tables/CompanyTable.tsx';
import { NO_ASSIGNMENTS, NO_COMPANIES } from '../tables/table-texts.ts';
import { RecentListAttributesSchema, widgetFilterRows } from './mcl-attributes.ts';
import { recentAssignmentsQuery, recentCompaniesQuery } from './widget-queries.ts';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The latest rows as short cards, or — after 'Show all' — the full results table; both widgets
 * share this, and differ in their call, their card and their table.
 */
function RecentList<Row extends { Id: number }>(props: {
  query: WidgetQuery<Row[]>;
  take: number;
  errorMessage: string;
  emptyTitle: string;
  renderRow: (row: Row) => React.ReactNode;
  renderTable: () => React.ReactNode;
}) {
  const [isShowingAll, setShowingAll] = useState(false);
  const query = useQuery({ ...widgetQueryOptions(props.query), enabled: !isShowingAll });

  if (isShowingAll) {
    return (
      <Stack gap="xs">
        {props.renderTable()}
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setShowingAll(false)}
          style={{ alignSelf: 'flex-start' }}
        >
          Show the latest only
        </Button>
      </Stack>
    );
  }
  if (query.isPending) return <WidgetLoading rows={Math.min(props.take, 5)} height={44} />;
  if (query.isError) return <WidgetError error={query.error} message={props.errorMessage} />;
  if (query.data.length === 0) return <WidgetEmpty title={props.emptyTitle} />;
  return (
    <Stack gap="xs">
      <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {query.data.map((row) => (
          <Paper key={row.Id} component="li" withBorder radius="md" px="sm" py={8}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              {props.renderRow(row)}
            </Group>
          </Paper>
        ))}
      </Stack>
      <Button
        variant="light"
        color="navy"
        size="xs"
        onClick={() => setShowingAll(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        Show all
      </Button>
    </Stack>
  );
}

export function RecentAssignmentsView({ section, page }: WidgetViewProps) {
  const attributes = readAttributes(RecentListAttributesSchema, section.Attributes);
  const filter = widgetFilterRows({ json: attributes.json, page, source: 'AssignmentsFilter' });
  const hrefs = useMclHrefs();
  return (
    <RecentList
      query={recentAssignmentsQuery({ section, page })}
      take={attributes.take}
      errorMessage="Could not retrieve assignments."
      emptyTitle={NO_ASSIGNMENTS}
      renderTable={() => (
        <AssignmentTable
          filter={filter}
          pageSize={attributes.pageSize}
          label={section.Title || 'Assignments'}
          maxHeight="32rem"
        />
      )}
      renderRow={(row) => (
        <>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor href={hrefs.assignment(row.Id)} {...external} size="sm" fw={600} c="navy.8">
              {row.jobTitle}
            </Anchor>
            <Group gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed" truncate>
                {row.company}
              </Text>
              {row.isKeyAccount && <KeyAccountIcon />}
            </Group>
          </Stack>
          <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
            <Text size="xs" fw={600}>
              {row.statusName}
            </Text>
            <Text size="xs" c="dimmed">
              Taken {formatDate(row.dateTaken)}
            </Text>
          </Stack>
        </>
      )}
    />
  );
}

export function RecentCompaniesView({ section, page }: WidgetViewProps) {
  const attributes = readAttributes(RecentListAttributesSchema, section.Attributes);
  const filter = widgetFilterRows({ json: attributes.json, page, source: 'CompaniesFilter' });
  const hrefs = useMclHrefs();
  return (
    <RecentList
      query={recentCompaniesQuery({ section, page })}
      take={attributes.take}
      errorMessage="Could not retrieve companies."
      emptyTitle={NO_COMPANIES}
      renderTable={() => (
        <CompanyTable
          filter={filter}
          pageSize={attributes.pageSize}
          label={section.Title || 'Companies'}
          maxHeight="32rem"
        />
      )}
      renderRow={(row) => {
        const offLimits = offLimitsDisplay(row.offLimitsDate);
        return (
          <>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={4} wrap="nowrap">
                <Anchor href={hrefs.company(row.Id)} {...external} size="sm" fw={600} c="navy.8" truncate>
                  {row.company}
                </Anchor>
                {row.IsKeyAccount && <KeyAccountIcon />}
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {row.parent ? `Subsidiary of ${row.parent}` : (row.owner ?? '—')}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
              <Text size="xs" fw={600}>
                {row.status}
              </Text>
              {offLimits.isOffLimits && (
                <Text size="xs" c="red.9" fw={600}>
                  {offLimits.text}
                </Text>
              )}
            </Stack>
          </>
        );
      }}
    />
  );
}
