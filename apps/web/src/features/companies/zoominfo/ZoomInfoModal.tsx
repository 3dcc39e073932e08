// The ZoomInfo modal (spec 3 §2.11): 'New Company' or 'ZoomInfo Enrichment'. A search view (name,
// web address, country), then a review view (results with Preview and Select, a side preview,
// 'Cannot be linked', 'Edit Manually' / 'Enter Manually', 'Modify search'); for enrichment a
// 'Review {company}' view that shows field by field what would change before Enrich. Select in
// 'New Company' writes nothing: the record prefills the company wizard (spec 3 §5), which shows the
// likely duplicates and asks for confirmation before the company is created.
import {
  COMPANY_MESSAGES,
  type Company,
  DEDUPE_GROUP,
  type EnrichChange,
  type ZoomInfoCompany,
} from '@atrium/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { companiesApi } from '../api/companies-api.ts';
import { errorMessage, useCompanyUpdated } from '../api/use-company.ts';
import type { CompanySeed } from '../company-rules.ts';
import { ConnectorStatusBadge } from '../modals/ConnectorStatusBadge.tsx';
import { ZoomInfoPreview } from './ZoomInfoPreview.tsx';

export type ZoomInfoMode = { kind: 'new' } | { kind: 'enrich'; company: Company };

/** What Select, 'Enter Manually' or 'Edit Manually' hands to the wizard. */
export type ManualSeed = CompanySeed;

interface Props {
  mode: ZoomInfoMode;
  opened: boolean;
  onClose: () => void;
  onManual?: (seed: ManualSeed) => void;
}

type View = 'search' | 'review' | 'enrich';

export function ZoomInfoModal({ mode, opened, onClose, onManual }: Props) {
  const user = useCurrentUser();
  const isMobile = useMediaQuery('(max-width: 48em)');
  const companyUpdated = useCompanyUpdated();
  const company = mode.kind === 'enrich' ? mode.company : null;
  const [view, setView] = useState<View>('search');
  const [name, setName] = useState(company?.Name ?? '');
  const [web, setWeb] = useState(company?.WebAddress ?? '');
  const [country, setCountry] = useState(company?.CompanyCountries[0]?.Name ?? '');
  const [results, setResults] = useState<ZoomInfoCompany[]>([]);
  const [previewIndex, setPreviewIndex] = useState(0);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ZoomInfoCompany | null>(null);
  const [changes, setChanges] = useState<EnrichChange[] | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [cannotLink, setCannotLink] = useState(Boolean(company?.ExternalId3?.cannotLink));

  const title =
    view === 'enrich' && company
      ? `Review ${company.Name}`
      : mode.kind === 'new'
        ? 'New Company'
        : 'ZoomInfo Enrichment';

  async function search() {
    setLoading(true);
    setError(null);
    try {
      const found = await companiesApi.zoominfoSearch({
        companyName: name,
        companyWebAddress: web,
        companyCountry: country,
      });
      setResults(found);
      setPreviewIndex(0);
      setView('review');
    } catch (failure) {
      setError(errorMessage(failure, 'The ZoomInfo search failed.'));
    } finally {
      setLoading(false);
    }
  }

  async function select(record: ZoomInfoCompany) {
    if (mode.kind === 'enrich') {
      setChosen(record);
      setChanges(null);
      setConfirming(false);
      setView('enrich');
      setLoading(true);
      try {
        const answer = await companiesApi.zoominfoEnrich(record.ZI_C_ID, mode.company.ID, true);
        setChanges(answer.changes);
      } catch (failure) {
        toast.error(errorMessage(failure, COMPANY_MESSAGES.zoomInfoCompanyMissing));
        setView('review');
      } finally {
        setLoading(false);
      }
      return;
    }
    // With DedupeAccess the company is created linked to the record (and in Invenias); without,
    // the record only prefills the wizard.
    const canLink = user.Groups.includes(DEDUPE_GROUP);
    onManual?.({
      ...seedOf(record),
      ...(canLink ? { source: { kind: 'zoominfo', id: record.ZI_C_ID } as const } : {}),
    });
    onClose();
  }

  async function enrich() {
    if (!chosen || mode.kind !== 'enrich') return;
    setLoading(true);
    try {
      const answer = await companiesApi.zoominfoEnrich(chosen.ZI_C_ID, mode.company.ID, false);
      companyUpdated(answer.company);
      toast.success(answer.message || COMPANY_MESSAGES.savedSuccessfully);
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, 'The company could not be enriched.'));
    } finally {
      setLoading(false);
      setConfirming(false);
    }
  }

  async function changeCannotLink(value: boolean) {
    if (!company?.InveniasID) return;
    setCannotLink(value);
    try {
      await companiesApi.inveniasMetadata(company.InveniasID, { ...company.ExternalId3, cannotLink: value });
      companyUpdated(await companiesApi.get(company.ID));
    } catch (failure) {
      setCannotLink(!value);
      toast.error(errorMessage(failure, 'The link metadata could not be saved.'));
    }
  }

  const manual = () => {
    onManual?.(
      company
        ? { Name: company.Name, City: company.City, WebAddress: company.WebAddress }
        : { Name: name, City: '', WebAddress: web },
    );
    onClose();
  };
  const manualLabel = mode.kind === 'new' ? 'Enter Manually' : 'Edit Manually';
  const preview = results[previewIndex] ?? null;

  return (
    <LayerModal
      opened={opened}
      closeButtonProps={{ 'aria-label': 'Close' }}
      onClose={onClose}
      title={
        <Group gap="xs">
          <span>{title}</span>
          <ConnectorStatusBadge provider="zoominfo" />
        </Group>
      }
      size={view === 'review' ? 1100 : 680}
      fullScreen={isMobile}
      centered
    >
      {view === 'search' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void search();
          }}
        >
          <Stack>
            <TextInput
              label="Company name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              data-autofocus
            />
            <TextInput label="Web address" value={web} onChange={(e) => setWeb(e.currentTarget.value)} />
            <TextInput label="Country" value={country} onChange={(e) => setCountry(e.currentTarget.value)} />
            {error ? (
              <Text c="red.8" size="sm" role="alert">
                {error}
              </Text>
            ) : null}
            <Group justify="space-between">
              {onManual ? (
                <Button variant="subtle" onClick={manual}>
                  {manualLabel}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={isLoading} disabled={!name.trim() && !web.trim()}>
                Search
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}

      {view === 'review' ? (
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ScrollArea.Autosize mah={isMobile ? undefined : 460}>
              {results.length === 0 ? (
                <Text c="dimmed">No results</Text>
              ) : (
                <Table striped highlightOnHover aria-label="ZoomInfo results">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Company</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {results.map((record, index) => (
                      <Table.Tr key={record.ZI_C_ID} aria-selected={index === previewIndex}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {record.ZI_C_COMPANY_NAME}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {[record.ZI_C_CITY, record.ZI_C_COUNTRY, record.ZI_C_URL]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                          {record.LinkedCompanyID ? (
                            <Text size="xs" c="dimmed">
                              Linked to MCL company {record.LinkedCompanyID}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap" justify="flex-end">
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() => setPreviewIndex(index)}
                              aria-label={`Preview ${record.ZI_C_COMPANY_NAME}`}
                            >
                              Preview
                            </Button>
                            <Button
                              size="xs"
                              onClick={() => void select(record)}
                              disabled={isLoading}
                              aria-label={`Select ${record.ZI_C_COMPANY_NAME}`}
                            >
                              Select
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </ScrollArea.Autosize>
            {preview ? (
              <ZoomInfoPreview
                record={preview}
                position={`${previewIndex + 1} of ${results.length}`}
                onPrevious={previewIndex > 0 ? () => setPreviewIndex(previewIndex - 1) : undefined}
                onNext={
                  previewIndex < results.length - 1 ? () => setPreviewIndex(previewIndex + 1) : undefined
                }
              />
            ) : null}
          </SimpleGrid>
          {company?.ExternalId3 && company.InveniasID ? (
            <Checkbox
              label="Cannot be linked"
              checked={cannotLink}
              onChange={(event) => void changeCannotLink(event.currentTarget.checked)}
            />
          ) : null}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setView('search')}>
              Modify search
            </Button>
            {onManual ? (
              <Button variant="subtle" onClick={manual}>
                {manualLabel}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}

      {view === 'enrich' && chosen ? (
        <Stack>
          <Text size="sm">
            From ZoomInfo: <strong>{chosen.ZI_C_COMPANY_NAME}</strong>
          </Text>
          {isLoading && !changes ? <Loader size="sm" role="status" aria-label="Loading the changes" /> : null}
          {changes ? (
            changes.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing would change.
              </Text>
            ) : (
              <Table aria-label="Changes from ZoomInfo" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>Now</Table.Th>
                    <Table.Th>From ZoomInfo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {changes.map((change) => (
                    <Table.Tr key={change.field}>
                      <Table.Td fw={600}>{change.label}</Table.Td>
                      <Table.Td>{change.from || '—'}</Table.Td>
                      <Table.Td>{change.to || '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )
          ) : null}
          {isConfirming ? (
            <Alert color="yellow" title="Enrich" role="alertdialog" aria-label="Confirm enrichment">
              <Stack gap="sm">
                <Text size="sm">{COMPANY_MESSAGES.confirmEnrich}</Text>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setView('review')}>
                    Return to search
                  </Button>
                  <Button onClick={() => void enrich()} loading={isLoading} data-autofocus>
                    Proceed
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group justify="space-between">
              <Button variant="default" onClick={() => setView('review')}>
                Modify search
              </Button>
              <Button onClick={() => setConfirming(true)} disabled={!changes || isLoading}>
                Enrich
              </Button>
            </Group>
          )}
        </Stack>
      ) : null}
    </LayerModal>
  );
}

function seedOf(record: ZoomInfoCompany): ManualSeed {
  return {
    Name: record.ZI_C_COMPANY_NAME,
    City: record.ZI_C_CITY ?? '',
    WebAddress: record.ZI_C_URL ?? '',
    Country: record.ZI_C_COUNTRY ?? undefined,
  };
}
