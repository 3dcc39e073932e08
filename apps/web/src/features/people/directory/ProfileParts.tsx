// Pieces the profile, Your Profile and the place screens share.
import type { AssignmentRef, Person, TeamingColleague } from '@atrium/contracts';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../ui/dates.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { formatCompact } from '../../../ui/numbers.ts';
import { PictureTile } from '../../../ui/picture-tile/index.ts';
import { saidOnce, telHref } from './person-format.ts';
import { useAssignmentHref, usePlaceHref, useProfileHref } from './person-links.ts';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" c="navy.8" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return phone ? <Anchor href={telHref(phone)}>{phone}</Anchor> : <>—</>;
}

export function PersonHeader({ person, children }: { person: Person; children?: ReactNode }) {
  const placeHref = usePlaceHref('location');
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <PictureTile name={person.fullName} id={person.pictureId} size="small" radius="lg" />
      <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Title order={1} fz={30} c="navy.8">
          {person.fullName}
        </Title>
        <Text c="dimmed">{person.title}</Text>
        <Group gap="xs">
          <Badge color="navy" variant="light">
            {person.role}
          </Badge>
          {person.location && (
            <Anchor component={Link} to={placeHref(person.location.Id)} size="sm">
              {person.location.Name}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Group>
  );
}

export function AssignmentList({ assignments }: { assignments: AssignmentRef[] }) {
  const href = useAssignmentHref();
  if (assignments.length === 0) return <EmptyState title="No recent assignments" isCompact />;
  // On a phone the status and date go under the company, so the table fits without scrolling.
  return (
    <Table verticalSpacing="xs" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Assignment</Table.Th>
          <Table.Th>Company</Table.Th>
          <Table.Th visibleFrom="xs">Status</Table.Th>
          <Table.Th visibleFrom="xs">Taken</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {assignments.map((a) => (
          <Table.Tr key={a.Id}>
            <Table.Td>
              <Anchor href={href(a.Id)} target="_blank" rel="noopener noreferrer" size="sm">
                {a.jobTitle}
              </Anchor>
              <Text size="xs" c="dimmed">
                {a.displayId}
              </Text>
            </Table.Td>
            <Table.Td>
              {a.company}
              <Text size="xs" c="dimmed" hiddenFrom="xs">
                {a.statusName}, taken {formatDate(a.dateTaken)}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="xs">{a.statusName}</Table.Td>
            <Table.Td visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(a.dateTaken)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A person on one line: picture, name linking to their profile, and what to say of them beneath. */
function PersonRow({
  person,
  children,
}: {
  person: Pick<Person, 'Id' | 'fullName' | 'pictureId'>;
  children: ReactNode;
}) {
  const profileHref = useProfileHref();
  return (
    <Group gap="sm" wrap="nowrap">
      <PictureTile name={person.fullName} id={person.pictureId} size="nano" radius="xl" />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Anchor component={Link} to={profileHref(person.Id)} size="sm" fw={600} truncate>
          {person.fullName}
        </Anchor>
        <Text size="xs" c="dimmed">
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

export function ColleagueList({ colleagues }: { colleagues: TeamingColleague[] }) {
  if (colleagues.length === 0) return <EmptyState title="No teaming colleagues yet" isCompact />;
  return (
    <Stack gap="xs">
      {colleagues.map((c) => (
        <PersonRow key={c.Id} person={c}>
          {c.sharedAssignments} shared assignment{c.sharedAssignments === 1 ? '' : 's'}
          {/* The value reaches only readers with ViewFinancials (docs/permissions.md). */}
          {c.teamingValue !== undefined && ` · Teaming value ${formatCompact(c.teamingValue, c.currency)}`}
        </PersonRow>
      ))}
    </Stack>
  );
}

/** People of an office or license, a row each linking to their profile. */
export function PeopleGrid({ people }: { people: Person[] }) {
  if (people.length === 0) return <EmptyState title="No results" isCompact />;
  return (
    <Stack gap="xs">
      {people.map((p) => (
        <PersonRow key={p.Id} person={p}>
          {saidOnce([p.role, p.title]).join(' · ')}
        </PersonRow>
      ))}
    </Stack>
  );
}
