// spec 1 §2.1 /mcl/assignments/{Id}: the assignment — client, status, search type, dates, time to
// fill, taxonomy, the team (developers D and handlers H) and the invoices with each partner's split.
import type { AssignmentDetail } from '@atrium/contracts';
import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { formatDate } from '../../../ui/dates.ts';
import { formatMoney } from '../../../ui/numbers.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { timeToFillLabel } from '../format/mcl-format.ts';
import { useMclHrefs } from '../mcl-links.ts';
import { CompanyOffLimitsBadge } from '../off-limits/OffLimitsBadge.tsx';
import { KeyAccountIcon } from '../tables/CompanyCell.tsx';
import { DetailSkeleton, Fact, NotFoundState, Panel, parseRouteId } from './DetailParts.tsx';
import { InvoiceList } from './InvoiceList.tsx';
import { TeamList } from './TeamList.tsx';
import { isNotFound, useAssignment } from './use-assignment.ts';

export const ASSIGNMENT_NOT_FOUND = 'This assignment could not be found.';
const CONSULTING_TYPES = new Set(['Consulting', 'BLM']);

export function AssignmentDetailScreen({ route }: ScreenProps) {
  const { Id } = useParams();
  const id = parseRouteId(Id);
  const query = useAssignment(id);
  useDocumentTitle(query.data?.jobTitle ?? route.title);

  if (id === null || (query.isError && isNotFound(query.error))) {
    return (
      <NotFoundState
        title={ASSIGNMENT_NOT_FOUND}
        message="The address may be mistyped, or the assignment was removed."
      />
    );
  }
  if (query.isError) return <Alert color="red" title="The assignment could not be loaded." />;
  if (!query.data) return <DetailSkeleton />;
  return <AssignmentDetailView assignment={query.data} />;
}

export function AssignmentHeader({ assignment }: { assignment: AssignmentDetail }) {
  const hrefs = useMclHrefs();
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Badge color="navy" variant="light" radius="sm">
          #{assignment.displayId}
        </Badge>
        <Badge color={statusColor(assignment.status)} variant="light" radius="sm">
          {assignment.statusName}
        </Badge>
        <Text size="sm" c="dimmed">
          since {formatDate(assignment.statusDate)}
        </Text>
      </Group>
      <Title order={1} fz={{ base: 24, sm: 30 }} c="navy.8">
        {assignment.jobTitle}
      </Title>
      <Group gap={6} wrap="wrap">
        <Text size="md">Client:</Text>
        <Anchor component={Link} to={hrefs.company(assignment.companyId)} fw={600}>
          {assignment.company}
        </Anchor>
        {assignment.isKeyAccount && <KeyAccountIcon />}
        <CompanyOffLimitsBadge companyId={assignment.companyId} />
        <Text size="md" c="dimmed">
          · {assignment.searchTypeName} · {assignment.location}
        </Text>
      </Group>
    </Stack>
  );
}

function AssignmentDetailView({ assignment }: { assignment: AssignmentDetail }) {
  const isConsulting = CONSULTING_TYPES.has(assignment.searchType);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <AssignmentHeader assignment={assignment} />
        {isConsulting && (
          <Button
            component={Link}
            to={`/mcl/assignments/${assignment.Id}/blf`}
            variant="light"
            color="navy"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            Leadership Consulting view
          </Button>
        )}
      </Group>
      <Panel title="Summary">
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 4 }} spacing="md" verticalSpacing="sm" m={0}>
          <Fact label="Search type">{assignment.searchTypeName}</Fact>
          <Fact label="Status">
            {assignment.statusName} ({formatDate(assignment.statusDate)})
          </Fact>
          <Fact label="Taken">{formatDate(assignment.dateTaken)}</Fact>
          <Fact label="Created">{formatDate(assignment.createdDate)}</Fact>
          <Fact label="Filled">{formatDate(assignment.filledDate)}</Fact>
          <Fact label="Time to fill">{timeToFillLabel(assignment.timeToFill)}</Fact>
          {/* Billings and invoices reach only readers with ViewFinancials (docs/permissions.md). */}
          {assignment.totalBillings !== undefined && (
            <Fact label="Total billings">{formatMoney(assignment.totalBillings, assignment.currency)}</Fact>
          )}
          <Fact label="Office">{assignment.location}</Fact>
          <Fact label="Industry">{assignment.industry ?? '—'}</Fact>
          <Fact label="Function">{assignment.function ?? '—'}</Fact>
          <Fact label="Practice group">{assignment.practiceGroup ?? '—'}</Fact>
          <Fact label="Subsector">{assignment.subsector ?? '—'}</Fact>
          <Fact label="Strategy">{assignment.onStrategy ? 'Yes' : 'No'}</Fact>
        </SimpleGrid>
      </Panel>
      <Panel title="Team">
        <TeamList team={assignment.team} />
      </Panel>
      {assignment.invoices && (
        <Panel title="Invoices">
          <InvoiceList invoices={assignment.invoices} currency={assignment.currency} />
        </Panel>
      )}
    </Stack>
  );
}

/** spec 3 §3 status codes, coloured so Open and Filled stand apart from the closed ones. */
export function statusColor(status: AssignmentDetail['status']): string {
  switch (status) {
    case 'O':
    case 'S':
      return 'blue';
    case 'F':
      return 'green';
    case 'H':
      return 'orange';
    default:
      return 'gray';
  }
}
