// /mcl/companies/{Id}/admin: the company's details, its links (the company modal), editing and
// creating through the wizard, ZoomInfo enrichment, and for admins removal and the duplicate finder.
import { type Company, DEDUPE_GROUP } from '@atrium/contracts';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { useRoutePath } from '../../../core/routes/use-navigate-by-name.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { WRAPPING_BUTTON_STYLES } from '../../../ui/wrapping-button.ts';
import { errorMessage, useCompany } from '../api/use-company.ts';
import { ALL_COMPANIES_URL, COMPANY_DETAIL_ROUTE, companyAdminUrl, mergeUrl } from '../company-links.ts';
import { MergeHistory } from '../merge/MergeHistory.tsx';
import { CompanyFields, CompanyModal } from '../modals/CompanyModal.tsx';
import { ConnectorStatusBadge } from '../modals/ConnectorStatusBadge.tsx';
import { CompanyWizard } from '../wizard/CompanyWizard.tsx';
import { type ManualSeed, ZoomInfoModal } from '../zoominfo/ZoomInfoModal.tsx';
import { DuplicateFinder } from './DuplicateFinder.tsx';
import { RemoveCompany } from './RemoveCompany.tsx';

type Dialog =
  | { kind: 'card' }
  | { kind: 'edit' }
  | { kind: 'new'; seed?: ManualSeed }
  | { kind: 'newFromZoomInfo' }
  | { kind: 'enrich' }
  | { kind: 'editManually'; seed: ManualSeed };

function LinkStatus({
  label,
  id,
  provider,
}: {
  label: string;
  id: string | null;
  provider: 'invenias' | 'zoominfo';
}) {
  return (
    <Group gap="xs">
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {id ? (
        <Badge color="teal" variant="light">
          Linked · {id}
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Not linked
        </Badge>
      )}
      <ConnectorStatusBadge provider={provider} />
    </Group>
  );
}

export function CompanyAdminScreen({ route }: ScreenProps) {
  const { Id = '' } = useParams();
  const companyId = Number(Id);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const hasDedupe = user.Groups.includes(DEDUPE_GROUP);
  const { data: company, isLoading, error } = useCompany(Number.isInteger(companyId) ? companyId : null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [isRemoved, setRemoved] = useState(false);
  // The company's own page and the listing, by route name (spec 1 §2.1).
  const detailPattern = useRoutePath(COMPANY_DETAIL_ROUTE, { Id: '__ID__' });
  useDocumentTitle(company ? `${company.Name} · ${route.title}` : route.title);
  const close = () => setDialog(null);
  /** A modal that hands over to another one closes only itself. */
  const closeIf = (kind: Dialog['kind']) => () => setDialog((open) => (open?.kind === kind ? null : open));
  const openCompany = (saved: Company) => {
    if (saved.ID !== companyId) navigate(companyAdminUrl(saved.ID));
  };

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {route.title}
          </Text>
          <Title order={1} fz={{ base: 22, sm: 28 }} c="navy.8" style={{ overflowWrap: 'anywhere' }}>
            {company?.Name ?? (isLoading ? 'Loading…' : 'Company')}
          </Title>
        </Stack>
        <Group gap="xs">
          {company && detailPattern ? (
            <Button
              variant="default"
              component={Link}
              to={detailPattern.replace('__ID__', String(company.ID))}
            >
              Company page
            </Button>
          ) : null}
          <Button variant="default" component={Link} to={ALL_COMPANIES_URL}>
            All companies
          </Button>
          <Button variant="default" onClick={() => setDialog({ kind: 'newFromZoomInfo' })}>
            New company
          </Button>
        </Group>
      </Group>

      {isLoading ? <Loader role="status" aria-label="Loading the company" /> : null}
      {error ? (
        <Alert color="red" title="The company could not be opened">
          {errorMessage(error, 'Mcl company does not exist.')}
        </Alert>
      ) : null}
      {isRemoved ? <Alert color="teal">This company has been removed.</Alert> : null}

      {company && !isRemoved ? (
        <>
          <Paper
            withBorder
            p={{ base: 'sm', sm: 'lg' }}
            component="section"
            aria-labelledby="company-details"
          >
            <Group justify="space-between" mb="md" wrap="wrap">
              <Title order={2} fz="lg" id="company-details">
                Details
              </Title>
              <Group gap="xs">
                <Button variant="default" onClick={() => setDialog({ kind: 'edit' })}>
                  Edit
                </Button>
                <Button variant="default" onClick={() => setDialog({ kind: 'enrich' })}>
                  ZoomInfo Enrichment
                </Button>
              </Group>
            </Group>
            <CompanyFields company={company} />
          </Paper>

          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="company-links">
            <Group justify="space-between" mb="md" wrap="wrap">
              <Title order={2} fz="lg" id="company-links">
                Links
              </Title>
              <Button onClick={() => setDialog({ kind: 'card' })}>Open company card</Button>
            </Group>
            <Stack gap="xs">
              <LinkStatus label="Invenias" id={company.InveniasID} provider="invenias" />
              <LinkStatus label="ZoomInfo" id={company.ZoomInfoId} provider="zoominfo" />
            </Stack>
          </Paper>

          {hasDedupe ? (
            <Paper
              withBorder
              p={{ base: 'sm', sm: 'lg' }}
              component="section"
              aria-labelledby="company-merge"
            >
              <Group justify="space-between" wrap="wrap" mb="md">
                <Title order={2} fz="lg" id="company-merge">
                  Merge
                </Title>
                <Button
                  variant="default"
                  component={Link}
                  to={mergeUrl(company.ID)}
                  styles={WRAPPING_BUTTON_STYLES}
                >
                  Merge a duplicate into this company
                </Button>
              </Group>
              <MergeHistory companyId={company.ID} />
            </Paper>
          ) : null}

          {user.SiteAdmin ? (
            <Paper
              withBorder
              p={{ base: 'sm', sm: 'lg' }}
              component="section"
              aria-labelledby="company-admin"
            >
              <Title order={2} fz="lg" id="company-admin" mb="md">
                Administration
              </Title>
              <Stack gap="lg">
                <RemoveCompany company={company} onRemoved={() => setRemoved(true)} />
                <Stack gap="xs">
                  <Title order={3} fz="md">
                    Possible duplicates
                  </Title>
                  <DuplicateFinder canMerge={hasDedupe} />
                </Stack>
              </Stack>
            </Paper>
          ) : null}
        </>
      ) : null}

      {company && dialog?.kind === 'card' ? <CompanyModal company={company} opened onClose={close} /> : null}
      {company && dialog?.kind === 'edit' ? <CompanyWizard opened onClose={close} company={company} /> : null}
      {company && dialog?.kind === 'editManually' ? (
        <CompanyWizard opened onClose={close} company={company} />
      ) : null}
      {company && dialog?.kind === 'enrich' ? (
        <ZoomInfoModal
          mode={{ kind: 'enrich', company }}
          opened
          onClose={closeIf('enrich')}
          onManual={(seed) => setDialog({ kind: 'editManually', seed })}
        />
      ) : null}
      {dialog?.kind === 'newFromZoomInfo' ? (
        <ZoomInfoModal
          mode={{ kind: 'new' }}
          opened
          onClose={closeIf('newFromZoomInfo')}
          onManual={(seed) => setDialog({ kind: 'new', seed })}
        />
      ) : null}
      {dialog?.kind === 'new' ? (
        <CompanyWizard opened onClose={close} seed={dialog.seed} onSaved={openCompany} />
      ) : null}
    </Stack>
  );
}
