// /{tracking}/company/admin (DedupeAccess): find an Invenias company, then link it to a portal
// (MCL) company through the Link to MCL modal, or create the portal company from it — through the
// company wizard, which the record prefills (spec 3 §5: revenue, industries, the certainty tick,
// then the likely duplicates and a confirmation before anything is written).
import type { InveniasCompany } from '@atrium/contracts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { toast } from '../../../ui/toast.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { companiesApi } from '../api/companies-api.ts';
import { errorMessage } from '../api/use-company.ts';
import { companyAdminUrl } from '../company-links.ts';
import type { CompanySeed } from '../company-rules.ts';
import { ConnectorStatusBadge } from '../modals/ConnectorStatusBadge.tsx';
import { LinkCompanyModal } from '../modals/LinkCompanyModal.tsx';
import { CompanyWizard } from '../wizard/CompanyWizard.tsx';

/** What an Invenias record prefills in the wizard: 'City, …, Country' gives the city and country. */
function seedOf(record: InveniasCompany): CompanySeed {
  const parts = (record.DefaultLocation?.AddressComponents.FullAddress ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const website = record.Websites.find((w) => w.DefaultValue) ?? record.Websites[0];
  return {
    Name: record.CompanyName,
    City: parts[0] ?? '',
    WebAddress: website?.ItemValue ?? '',
    Country: parts.length > 1 ? parts[parts.length - 1] : undefined,
    source: { kind: 'invenias', id: record.ItemId },
  };
}

export function InveniasCompanyAdminScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const [name, setName] = useState('');
  const [results, setResults] = useState<InveniasCompany[] | null>(null);
  const [isLoading, setLoading] = useState(false);
  const [linking, setLinking] = useState<InveniasCompany | null>(null);
  const [creating, setCreating] = useState<InveniasCompany | null>(null);

  async function search() {
    if (!name.trim()) return;
    setLoading(true);
    try {
      setResults(await companiesApi.inveniasSearch(name));
    } catch (failure) {
      toast.error(errorMessage(failure, 'The Invenias search failed.'));
    } finally {
      setLoading(false);
    }
  }

  async function refresh() {
    if (name.trim()) setResults(await companiesApi.inveniasSearch(name).catch(() => results ?? []));
  }

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1000}>
      <Group gap="xs">
        <Title order={1} fz={{ base: 22, sm: 28 }} c="navy.8">
          {route.title}
        </Title>
        <ConnectorStatusBadge provider="invenias" />
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Company name in Invenias"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={isLoading} disabled={!name.trim()}>
            Search
          </Button>
        </Group>
      </form>
      {results && results.length === 0 ? <EmptyState title="No results" /> : null}
      <Stack gap="xs">
        {results?.map((record) => (
          <Paper key={record.ItemId} withBorder p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                <Text fw={600}>{record.DisplayName}</Text>
                <Text size="xs" c="dimmed">
                  {[record.DefaultLocation?.AddressComponents.FullAddress, `${record.People} people`]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              {record.LinkedCompanyID ? (
                <Anchor component={Link} to={companyAdminUrl(record.LinkedCompanyID)} size="sm">
                  Linked to MCL company {record.LinkedCompanyID}
                </Anchor>
              ) : record.ExternalId3?.cannotLink ? (
                <Badge color="red" variant="light">
                  Cannot be linked
                </Badge>
              ) : (
                <Group gap="xs">
                  <Button size="xs" onClick={() => setLinking(record)}>
                    Link to MCL
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setCreating(record)}>
                    Create in MCL
                  </Button>
                </Group>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {creating ? (
        <CompanyWizard
          opened
          onClose={() => setCreating(null)}
          seed={seedOf(creating)}
          onSaved={() => void refresh()}
        />
      ) : null}
      {linking ? (
        <LinkCompanyModal
          opened
          onClose={() => setLinking(null)}
          onLinked={() => void refresh()}
          target={{ kind: 'mcl', inveniasId: linking.ItemId, companyName: linking.CompanyName }}
        />
      ) : null}
    </Stack>
  );
}
