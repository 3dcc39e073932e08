// spec 1 §2.1 /mcl/assignments/{my,location,all} and /mcl/companies/{my,location,all}: one results
// table per scope, with links between the three scopes.
import type { ListingScope } from '@atrium/contracts';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { AssignmentTable } from '../tables/AssignmentTable.tsx';
import { CompanyTable } from '../tables/CompanyTable.tsx';
import { listingScope } from './listing-queries.ts';

type Kind = 'assignments' | 'companies';

const SCOPES: { scope: ListingScope; label: string }[] = [
  { scope: 'my', label: 'Mine' },
  { scope: 'location', label: 'My location' },
  { scope: 'all', label: 'All' },
];

const DESCRIPTIONS: Record<Kind, Record<ListingScope, string>> = {
  assignments: {
    my: 'Assignments where you are a developer or a handler.',
    location: 'Assignments of your office.',
    all: 'Every assignment of the firm.',
  },
  companies: {
    my: 'Companies you own or have billed.',
    location: 'Companies your office has worked for.',
    all: 'Every company of the firm.',
  },
};

/** Why the reader's own or their office's list is empty; the firm's list needs no more than the spec's message. */
const EMPTY_HINTS: Record<Kind, Partial<Record<ListingScope, string>>> = {
  assignments: {
    my: 'You are not a developer or a handler on any assignment yet.',
    location: 'Your office has no assignments yet.',
  },
  companies: {
    my: 'You do not own a company and have not billed one yet.',
    location: 'Your office has not worked for a company yet.',
  },
};

function emptyHint(kind: Kind, scope: ListingScope): ReactNode {
  const hint = EMPTY_HINTS[kind][scope];
  if (!hint) return undefined;
  return (
    <>
      {hint}{' '}
      <Anchor component={Link} to={`/mcl/${kind}/all`} inherit underline="always">
        See all {kind}
      </Anchor>
    </>
  );
}

function ListingScreen({ route, kind }: ScreenProps & { kind: Kind }) {
  useDocumentTitle(route.title);
  const scope = listingScope(route.props);
  const noun = kind === 'assignments' ? 'Assignments' : 'Companies';
  const Table = kind === 'assignments' ? AssignmentTable : CompanyTable;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={30} c="navy.8">
            {route.title}
          </Title>
          <Text size="sm" c="dimmed">
            {DESCRIPTIONS[kind][scope]}
          </Text>
        </Stack>
        <Group component="nav" gap={6} aria-label={`Which ${noun.toLowerCase()}`}>
          {SCOPES.map(({ scope: value, label }) => (
            <Button
              key={value}
              component={Link}
              to={`/mcl/${kind}/${value}`}
              size="xs"
              radius="xl"
              color="navy"
              variant={value === scope ? 'filled' : 'light'}
              aria-current={value === scope ? 'page' : undefined}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Group>
      <Table key={scope} scope={scope} label={route.title} fitsWindow emptyHint={emptyHint(kind, scope)} />
    </Stack>
  );
}

export function AssignmentListScreen(props: ScreenProps) {
  return <ListingScreen {...props} kind="assignments" />;
}

export function CompanyListScreen(props: ScreenProps) {
  return <ListingScreen {...props} kind="companies" />;
}
