// spec 1 §2.1 /mcl/companies/{Id}: the company — parent ('Subsidiary of'), family tree, key account,
// owner, status, off-limits, countries, industries, revenue band, private equity, Invenias and
// ZoomInfo ids — and its assignments in the results table.
import type { Company } from '@atrium/contracts';
import { Alert, Anchor, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { preloadableLazy } from '../../../ui/preloadable-lazy.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { DetailSkeleton, NotFoundState, Panel, parseRouteId } from '../detail/DetailParts.tsx';
import { isNotFound } from '../detail/use-assignment.ts';
import { useCompanyHref } from '../mcl-links.ts';
import { OffLimitsBox } from '../off-limits/OffLimitsBox.tsx';
import { KnownBy } from '../relationships/KnownBy.tsx';
import { AssignmentTable } from '../tables/AssignmentTable.tsx';
import { KeyAccountIcon } from '../tables/CompanyCell.tsx';
import { CompanyFacts } from './CompanyFacts.tsx';
import { FamilyTree } from './FamilyTree.tsx';
import { useCompany } from './use-company.ts';

// The financial panel and its charts load beside the page instead of before it.
const CompanyFinancialPanel = preloadableLazy(
  () => import('../financial-panel/CompanyFinancialPanel.tsx').then((m) => m.CompanyFinancialPanel),
  { standIn: <Skeleton height={360} radius="lg" /> },
);
// Every company shows the panel: its code comes with the screen's, not after the company has arrived.
void CompanyFinancialPanel.preload().catch(() => undefined);

export const COMPANY_NOT_FOUND = 'This company could not be found.';

export function CompanyDetailScreen({ route }: ScreenProps) {
  const { Id } = useParams();
  const id = parseRouteId(Id);
  const query = useCompany(id);
  useDocumentTitle(query.data?.Name ?? route.title);

  if (id === null || (query.isError && isNotFound(query.error))) {
    return (
      <NotFoundState
        title={COMPANY_NOT_FOUND}
        message="The address may be mistyped, or the company was removed."
      />
    );
  }
  if (query.isError) return <Alert color="red" title="The company could not be loaded." />;
  if (!query.data) return <DetailSkeleton />;
  return <CompanyDetail company={query.data} />;
}

export function ParentLine({ company, isExternal = false }: { company: Company; isExternal?: boolean }) {
  const companyHref = useCompanyHref();
  if (!company.Parent || company.ParentID === company.ID) {
    return (
      <Text size="sm" c="dimmed">
        Parent company
      </Text>
    );
  }
  return (
    <Text size="sm">
      Subsidiary of{' '}
      <Anchor
        component={Link}
        to={companyHref(company.Parent.ID)}
        fw={600}
        {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {company.Parent.Name}
      </Anchor>
    </Text>
  );
}

function CompanyDetail({ company }: { company: Company }) {
  const user = useCurrentUser();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} fz={{ base: 24, sm: 30 }} c="navy.8">
              {company.Name}
            </Title>
            {company.IsKeyAccount && (
              <Group gap={4} wrap="nowrap">
                <KeyAccountIcon />
                <Text size="sm" fw={600} c="yellow.9">
                  Key account
                </Text>
              </Group>
            )}
          </Group>
          <ParentLine company={company} />
        </Stack>
        {user.SiteAdmin && (
          <Button
            component={Link}
            to={`/mcl/companies/${company.ID}/admin`}
            variant="light"
            color="navy"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            Company Admin
          </Button>
        )}
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Panel title="Details">
            <CompanyFacts company={company} />
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <OffLimitsBox companyId={company.ID} />
            <Panel title="Family tree">
              <FamilyTree companyId={company.ID} />
            </Panel>
          </Stack>
        </Grid.Col>
      </Grid>
      {holds(user, 'ViewFinancials') ? <CompanyFinancialPanel companyId={company.ID} /> : null}
      <KnownBy companyId={company.ID} />
      <Panel title="Assignments">
        <AssignmentTable companyId={company.ID} label={`Assignments for ${company.Name}`} maxHeight="32rem" />
      </Panel>
    </Stack>
  );
}
