// spec 1 §2.1 /directory/{members}/{Id}: a colleague's profile; an unknown id says so.
import type { MemberDetail } from '@atrium/contracts';
import { Alert, Anchor, Badge, Grid, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { formatDate } from '../../../ui/dates.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { ClientsKnown, ExpiringOffLimits, PartnerFinancialPanel } from '../../mcl/index.ts';
import { memberQuery } from './member-query.ts';
import { AssignmentList, ColleagueList, Fact, Panel, PersonHeader, PhoneLink } from './ProfileParts.tsx';
import { usePlaceHref } from './person-links.ts';

export const PROFILE_NOT_FOUND = 'This colleague could not be found.';

export function MemberProfileScreen({ route }: ScreenProps) {
  const { Id } = useParams();
  const id = Number(Id);
  const isValidId = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...memberQuery(id), enabled: isValidId });
  useDocumentTitle(query.data?.fullName ?? route.title);

  if (!isValidId || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return (
      <EmptyState
        title={PROFILE_NOT_FOUND}
        message="The address may be mistyped, or the person has left the firm."
      />
    );
  }
  if (query.isError) return <Alert color="red" title="The profile could not be loaded." />;
  if (!query.data) return <ProfileSkeleton />;
  return <MemberProfile person={query.data} />;
}

export function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-busy>
      <Group gap="lg">
        <Skeleton width={128} height={128} radius="lg" />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={28} width="40%" />
          <Skeleton height={16} width="30%" />
        </Stack>
      </Group>
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}

export function MemberProfile({ person, editor }: { person: MemberDetail; editor?: React.ReactNode }) {
  const licenseHref = usePlaceHref('license');
  // Partners' own billings, taken and filled, for viewers who may see financial figures.
  const user = useCurrentUser();
  return (
    <Stack gap="md">
      <PersonHeader person={person}>
        {person.status === 'Inactive' && (
          <Text size="sm" c="red.8">
            Left the firm {formatDate(person.inactiveDate)}
          </Text>
        )}
      </PersonHeader>
      {editor}
      <Panel title="Contact and details">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
          <Fact label="Email">
            {person.email ? <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor> : '—'}
          </Fact>
          <Fact label="Office phone">
            <PhoneLink phone={person.officePhone} />
          </Fact>
          <Fact label="Mobile phone">
            <PhoneLink phone={person.mobilePhone} />
          </Fact>
          <Fact label="License">
            {person.license ? (
              <Anchor href={licenseHref(person.license.Id)}>{person.license.Name}</Anchor>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label="Region">{person.region?.Name ?? '—'}</Fact>
          <Fact label="Hired">{formatDate(person.hireDate)}</Fact>
          <Fact label="Joined">{formatDate(person.joinDate)}</Fact>
          <Fact label="Role changed">{formatDate(person.roleChangedDate)}</Fact>
        </SimpleGrid>
        {person.bio && (
          <Text size="sm" mt="md">
            {person.bio}
          </Text>
        )}
      </Panel>
      {person.role === 'Partner' && holds(user, 'ViewFinancials') && (
        <PartnerFinancialPanel userId={person.Id} />
      )}
      {person.role === 'Partner' && <ExpiringOffLimits partnerId={person.Id} isOwn={person.Id === user.ID} />}
      <ClientsKnown partnerId={person.Id} isOwn={person.Id === user.ID} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Panel title="Practice groups">
          <TagList items={person.practiceGroups} />
        </Panel>
        <Panel title="Skills">
          <TagList items={person.skills} />
        </Panel>
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }} style={{ minWidth: 0 }}>
          <Panel title="Recent assignments">
            <AssignmentList assignments={person.recentAssignments} />
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} style={{ minWidth: 0 }}>
          <Panel title="Teams most with">
            <ColleagueList colleagues={person.topColleagues} />
          </Panel>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function TagList({ items }: { items: { Id: number; Name: string }[] }) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None listed
      </Text>
    );
  return (
    <Group gap="xs">
      {items.map((item) => (
        <Badge key={item.Id} variant="outline" color="navy" tt="none" fw={500}>
          {item.Name}
        </Badge>
      ))}
    </Group>
  );
}
