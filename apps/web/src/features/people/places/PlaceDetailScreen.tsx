// spec 1 §2.1 /directory/location/{Id} and /directory/license/{Id}: a place, its people and its
// recent assignments; an unknown id says so.
import { Alert, Anchor, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { AssignmentList, Fact, Panel, PeopleGrid, PhoneLink } from '../directory/ProfileParts.tsx';
import { usePlaceHref } from '../directory/person-links.ts';
import { HeadcountLine, OfficeCard } from './PlaceParts.tsx';
import { licenseQuery, locationQuery, placeId } from './place-queries.ts';

function usePlaceId() {
  return placeId(useParams().Id);
}

function NotFound({ what }: { what: string }) {
  return <EmptyState title={`This ${what} could not be found.`} message="The address may be mistyped." />;
}

export function LocationDetailScreen({ route }: ScreenProps) {
  const id = usePlaceId();
  const query = useQuery({ ...locationQuery(id ?? 0), enabled: id !== null });
  const licenseHref = usePlaceHref('license');
  useDocumentTitle(query.data?.Name ?? route.title);
  if (id === null || (isApiError(query.error) && query.error.status === 404))
    return <NotFound what="office" />;
  if (query.isError) return <Alert color="red" title="Could not retrieve offices." />;
  const office = query.data;
  if (!office) return <Skeleton height={240} radius="lg" />;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={30} c="navy.8">
          {office.Name}
        </Title>
        <Group gap="xs">
          <Anchor component={Link} to={licenseHref(office.license.Id)}>
            {office.license.Name}
          </Anchor>
          <Text c="dimmed">· {office.region.Name}</Text>
        </Group>
      </Stack>
      <Panel title="Office">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact label="Address">{office.address || office.city}</Fact>
          <Fact label="Phone">
            <PhoneLink phone={office.phone} />
          </Fact>
          <Fact label="Head count">
            <HeadcountLine headcount={office.headcount} />
          </Fact>
        </SimpleGrid>
      </Panel>
      <PeopleAndAssignments people={office.people} assignments={office.recentAssignments} />
    </Stack>
  );
}

export function LicenseDetailScreen({ route }: ScreenProps) {
  const id = usePlaceId();
  const query = useQuery({ ...licenseQuery(id ?? 0), enabled: id !== null });
  const locationHref = usePlaceHref('location');
  useDocumentTitle(query.data?.Name ?? route.title);
  if (id === null || (isApiError(query.error) && query.error.status === 404))
    return <NotFound what="license" />;
  if (query.isError) return <Alert color="red" title="The license could not be loaded." />;
  const license = query.data;
  if (!license) return <Skeleton height={240} radius="lg" />;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz={30} c="navy.8">
          {license.Name}
        </Title>
        <Text c="dimmed">{license.region.Name}</Text>
        <HeadcountLine headcount={license.headcount} />
      </Stack>
      <Panel title="Offices">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {license.locations.map((office) => (
            <OfficeCard
              key={office.Id}
              href={locationHref(office.Id)}
              name={office.Name}
              address={office.address || office.city}
            >
              <HeadcountLine headcount={office.headcount} />
            </OfficeCard>
          ))}
        </SimpleGrid>
      </Panel>
      <PeopleAndAssignments people={license.people} assignments={license.recentAssignments} />
    </Stack>
  );
}

function PeopleAndAssignments(props: {
  people: { items: Parameters<typeof PeopleGrid>[0]['people']; total: number };
  assignments: Parameters<typeof AssignmentList>[0]['assignments'];
}) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 5 }} style={{ minWidth: 0 }}>
        <Panel title={`People (${props.people.total})`}>
          <PeopleGrid people={props.people.items} />
          {props.people.total > props.people.items.length && (
            <Text size="xs" c="dimmed" mt="xs">
              Showing {props.people.items.length} of {props.people.total}; the directory lists everyone.
            </Text>
          )}
        </Panel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }} style={{ minWidth: 0 }}>
        <Panel title="Recent assignments">
          <AssignmentList assignments={props.assignments} />
        </Panel>
      </Grid.Col>
    </Grid>
  );
}
