// spec 1 §2.1 /mcl/assignments/{Id}/blf Leadership Consulting: the consulting view of the same
// assignment — the BLM/Consulting team, dates and billings — with the partners certified for the
// Board & Leadership Framework (spec 3 §7 blf_certified lookup).
import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { formatDate } from '../../../ui/dates.ts';
import { formatMoney } from '../../../ui/numbers.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { timeToFillLabel } from '../format/mcl-format.ts';
import { useAssignmentHref, useProfileHref } from '../mcl-links.ts';
import { certifiedPartnersQuery } from '../mcl-queries.ts';
import { AssignmentHeader } from './AssignmentDetailScreen.tsx';
import { DetailSkeleton, Fact, NotFoundState, Panel, parseRouteId } from './DetailParts.tsx';
import { TeamList } from './TeamList.tsx';
import { isNotFound, useAssignment } from './use-assignment.ts';

export function ConsultingScreen({ route }: ScreenProps) {
  const { Id } = useParams();
  const id = parseRouteId(Id);
  const query = useAssignment(id);
  const certified = useQuery(certifiedPartnersQuery());
  const assignmentHref = useAssignmentHref();
  const profileHref = useProfileHref();
  useDocumentTitle(query.data ? `${route.title}: ${query.data.jobTitle}` : route.title);

  if (id === null || (query.isError && isNotFound(query.error))) {
    return (
      <NotFoundState
        title="This assignment could not be found."
        message="The address may be mistyped, or the assignment was removed."
      />
    );
  }
  if (query.isError) return <Alert color="red" title="The assignment could not be loaded." />;
  if (!query.data) return <DetailSkeleton />;
  const assignment = query.data;
  const certifiedIds = new Set((certified.data ?? []).map((option) => option.ID));
  const isConsulting = assignment.searchType === 'Consulting' || assignment.searchType === 'BLM';

  return (
    <Stack gap="md">
      <Text size="sm" fw={600} c="navy.7" tt="uppercase">
        {route.title}
      </Text>
      <AssignmentHeader assignment={assignment} />
      {!isConsulting && (
        <Alert color="blue" variant="light" title={`This is an ${assignment.searchTypeName} assignment`}>
          The consulting view shows its team{assignment.totalBillings === undefined ? '' : ' and billings'}{' '}
          all the same.{' '}
          <Anchor component={Link} to={assignmentHref(assignment.Id)}>
            Open the assignment
          </Anchor>
        </Alert>
      )}
      <Panel title="Engagement">
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 5 }} spacing="md" verticalSpacing="sm" m={0}>
          <Fact label="Engagement type">
            {assignment.searchType === 'BLM' ? 'BLM' : assignment.searchTypeName}
          </Fact>
          <Fact label="Taken">{formatDate(assignment.dateTaken)}</Fact>
          <Fact label="Created">{formatDate(assignment.createdDate)}</Fact>
          <Fact label="Completed">{formatDate(assignment.filledDate)}</Fact>
          <Fact label="Duration">{timeToFillLabel(assignment.timeToFill)}</Fact>
          {/* Billings and invoices reach only readers with ViewFinancials (docs/permissions.md). */}
          {assignment.totalBillings !== undefined && (
            <Fact label="Billings">{formatMoney(assignment.totalBillings, assignment.currency)}</Fact>
          )}
          {assignment.invoices && <Fact label="Invoices">{assignment.invoices.length}</Fact>}
          <Fact label="Practice group">{assignment.practiceGroup ?? '—'}</Fact>
          <Fact label="Office">{assignment.location}</Fact>
        </SimpleGrid>
      </Panel>
      <Panel title="BLM/Consulting team">
        <TeamList
          team={assignment.team}
          note={(member) => (certifiedIds.has(member.userId) ? 'BLF certified' : null)}
        />
      </Panel>
      <Panel title="BLF certified partners">
        {certified.isPending ? (
          <Text size="sm" c="dimmed" aria-busy="true">
            Loading…
          </Text>
        ) : certified.isError ? (
          <Text size="sm" c="red.8" role="alert">
            The certified partners could not be loaded.
          </Text>
        ) : certified.data.length === 0 ? (
          <Text size="sm">No partner is certified yet.</Text>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {certified.data.map((option) => (
              <li key={option.ID}>
                <Badge
                  component="a"
                  href={profileHref(option.ID)}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant={assignment.team.some((m) => m.userId === option.ID) ? 'filled' : 'outline'}
                  color="navy.8"
                  radius="sm"
                  style={{ cursor: 'pointer', textTransform: 'none' }}
                >
                  {option.FullName ?? option.Name}
                </Badge>
              </li>
            ))}
          </Group>
        )}
      </Panel>
    </Stack>
  );
}
