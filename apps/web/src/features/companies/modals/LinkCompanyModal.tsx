// Link to Invenias and Link to MCL (spec 3 §2.11, §4): a Search tab and a Results tab; the Link
// button is enabled only with a selected result and nothing loading.
import { COMPANY_MESSAGES, type CompanySummary, type InveniasCompany } from '@atrium/contracts';
import { Badge, Button, Group, Radio, ScrollArea, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { companiesApi } from '../api/companies-api.ts';
import { errorMessage, useCompanyUpdated } from '../api/use-company.ts';
import { ConnectorStatusBadge } from './ConnectorStatusBadge.tsx';

type Target =
  | { kind: 'invenias'; companyId: number; companyName: string }
  | { kind: 'mcl'; inveniasId: string; companyName: string };

type Result = { kind: 'invenias'; record: InveniasCompany } | { kind: 'mcl'; record: CompanySummary };

interface Props {
  target: Target;
  opened: boolean;
  onClose: () => void;
  onLinked?: (companyId: number) => void;
}

export function LinkCompanyModal({ target, opened, onClose, onLinked }: Props) {
  const [tab, setTab] = useState<string | null>('search');
  const [name, setName] = useState(target.companyName);
  const [results, setResults] = useState<Result[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const companyUpdated = useCompanyUpdated();
  const title = target.kind === 'invenias' ? 'Link to Invenias' : 'Link to MCL';

  async function search() {
    if (name.trim() === '') return;
    setLoading(true);
    setError(null);
    setSelected(null);
    try {
      const found: Result[] =
        target.kind === 'invenias'
          ? (await companiesApi.inveniasSearch(name)).map((record) => ({ kind: 'invenias', record }))
          : (await companiesApi.search(name)).map((record) => ({ kind: 'mcl', record }));
      setResults(found);
      setTab('results');
    } catch (failure) {
      setError(errorMessage(failure, 'The search failed.'));
    } finally {
      setLoading(false);
    }
  }

  async function link() {
    if (!selected) return;
    setLoading(true);
    try {
      const answer =
        target.kind === 'invenias'
          ? await companiesApi.inveniasLink(target.companyId, selected)
          : await companiesApi.inveniasLink(Number(selected), target.inveniasId);
      companyUpdated(answer.company);
      toast.success(answer.message || COMPANY_MESSAGES.linkedToInvenias);
      onLinked?.(answer.company.ID);
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, 'The company could not be linked.'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <LayerModal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={title}
      size={680}
      centered
    >
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="search">Search</Tabs.Tab>
          <Tabs.Tab value="results" disabled={results === null}>
            Results{results ? ` (${results.length})` : ''}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="search" pt="md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void search();
            }}
          >
            <Stack>
              <TextInput
                label={target.kind === 'invenias' ? 'Company name in Invenias' : 'Company name in MCL'}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={error}
                data-autofocus
              />
              <Group justify="space-between">
                {target.kind === 'invenias' ? <ConnectorStatusBadge provider="invenias" /> : <span />}
                <Button type="submit" loading={isLoading} disabled={name.trim() === ''}>
                  Search
                </Button>
              </Group>
            </Stack>
          </form>
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          {results && results.length === 0 ? (
            <Text c="dimmed">No results</Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Radio.Group value={selected} onChange={setSelected} label="Choose the record to link">
                <Stack gap="xs" mt="xs">
                  {results?.map((result) => (
                    <ResultOption key={resultKey(result)} result={result} />
                  ))}
                </Stack>
              </Radio.Group>
            </ScrollArea.Autosize>
          )}
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => void link()}
          disabled={!selected || isLoading}
          loading={isLoading && !!selected}
        >
          Link
        </Button>
      </Group>
    </LayerModal>
  );
}

const resultKey = (result: Result) =>
  result.kind === 'invenias' ? result.record.ItemId : String(result.record.ID);

function ResultOption({ result }: { result: Result }) {
  if (result.kind === 'invenias') {
    const r = result.record;
    const cannotLink = Boolean(r.ExternalId3?.cannotLink);
    const website = r.Websites.find((w) => w.DefaultValue)?.ItemValue ?? r.Websites[0]?.ItemValue;
    return (
      <Radio
        value={r.ItemId}
        disabled={cannotLink}
        label={
          <Group gap="xs">
            <Text fw={600} size="sm">
              {r.DisplayName}
            </Text>
            {r.LinkedCompanyID ? <Badge size="xs">Linked to MCL {r.LinkedCompanyID}</Badge> : null}
            {cannotLink ? (
              <Badge size="xs" color="red">
                Cannot be linked
              </Badge>
            ) : null}
          </Group>
        }
        description={[r.DefaultLocation?.AddressComponents.FullAddress, website, `${r.People} people`]
          .filter(Boolean)
          .join(' · ')}
      />
    );
  }
  const r = result.record;
  return (
    <Radio
      value={String(r.ID)}
      disabled={Boolean(r.InveniasID)}
      label={
        <Group gap="xs">
          <Text fw={600} size="sm">
            {r.Name}
          </Text>
          {r.InveniasID ? <Badge size="xs">Linked to Invenias</Badge> : null}
        </Group>
      }
      description={[r.City, r.WebAddress, r.ParentName ? `Subsidiary of ${r.ParentName}` : null]
        .filter(Boolean)
        .join(' · ')}
    />
  );
}
