// Merge of duplicates (DedupeAccess, frame mode): /mcl/companies/{Id}/{tracking}/dedupe and
// /mcl/companies/{tracking}/dedupe. Pick the surviving record and the duplicate, compare every
// field side by side and choose per field, see what moves, then merge in one transaction.
import { COMPANY_MESSAGES, type LookupOption, type MergeField } from '@atrium/contracts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { LookupPicker } from '../../../ui/LookupPicker.tsx';
import { toast } from '../../../ui/toast.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { companiesApi, companyKeys } from '../api/companies-api.ts';
import { errorMessage } from '../api/use-company.ts';
import { companyAdminUrl } from '../company-links.ts';
import { defaultMergeChoices, type MergeChoice, mergeChoicesOf } from '../company-rules.ts';

const CHOICE_LABEL: Record<MergeChoice, string> = {
  survivor: 'Survivor',
  duplicate: 'Duplicate',
  both: 'Both',
};

function ChoiceControl({
  field,
  label,
  value,
  onChange,
}: {
  field: MergeField;
  label: string;
  value: MergeChoice;
  onChange: (value: MergeChoice) => void;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={`Keep ${label} from`}
      value={value}
      onChange={(next) => onChange(next as MergeChoice)}
      data={mergeChoicesOf(field).map((choice) => ({ value: choice, label: CHOICE_LABEL[choice] }))}
    />
  );
}

function useCompanyOption(id: number | null): LookupOption[] {
  const { data } = useQuery({
    queryKey: companyKeys.company(id ?? 0),
    queryFn: ({ signal }) => companiesApi.get(id ?? 0, signal),
    enabled: Boolean(id),
  });
  return data ? [{ ID: data.ID, Name: data.Name }] : [];
}

const idOf = (text: string | null | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function CompanyMergeScreen({ route }: ScreenProps) {
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const isMobile = useMediaQuery('(max-width: 48em)');
  useDocumentTitle(route.title);
  const survivorId = idOf(params.Id) ?? idOf(searchParams.get('survivor'));
  const duplicateId = idOf(searchParams.get('duplicate'));
  const survivorOption = useCompanyOption(survivorId);
  const duplicateOption = useCompanyOption(duplicateId);
  const [choices, setChoices] = useState<Partial<Record<MergeField, MergeChoice>>>({});
  const [isMerging, setMerging] = useState(false);
  const [merged, setMerged] = useState<{
    message: string;
    survivorId: number;
    warnings: string[];
    auditId: number;
  } | null>(null);

  const setPair = (survivor: number | null, duplicate: number | null) => {
    const next = new URLSearchParams();
    if (survivor && !params.Id) next.set('survivor', String(survivor));
    if (duplicate) next.set('duplicate', String(duplicate));
    setSearchParams(next, { replace: true });
    setMerged(null);
  };

  const isPair = survivorId !== null && duplicateId !== null && survivorId !== duplicateId;
  const preview = useQuery({
    queryKey: companyKeys.mergePreview(survivorId ?? 0, duplicateId ?? 0),
    queryFn: ({ signal }) => companiesApi.mergePreview(survivorId ?? 0, duplicateId ?? 0, signal),
    enabled: isPair && !merged,
    retry: false,
  });
  useEffect(() => {
    if (preview.data) setChoices(defaultMergeChoices(preview.data.fields));
  }, [preview.data]);

  const differing = useMemo(() => preview.data?.fields.filter((f) => !f.isSame).length ?? 0, [preview.data]);

  async function merge() {
    if (!preview.data || survivorId === null || duplicateId === null) return;
    const isSure = await confirmAction({
      title: 'Merge companies',
      message: `Merge ${preview.data.duplicate.Name} into ${preview.data.survivor.Name}? ${preview.data.duplicate.Name} will be removed.`,
      confirmLabel: 'Merge',
      isDanger: true,
    });
    if (!isSure) return;
    setMerging(true);
    try {
      const answer = await companiesApi.merge(survivorId, duplicateId, choices);
      toast.success(answer.message || COMPANY_MESSAGES.merged);
      for (const warning of answer.warnings) toast.warning(warning);
      setMerged({
        message: answer.message,
        survivorId: answer.company.ID,
        warnings: answer.warnings,
        auditId: answer.merge.ID,
      });
      queryClient.setQueryData(companyKeys.company(answer.company.ID), answer.company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.duplicates });
      void queryClient.invalidateQueries({ queryKey: companyKeys.merges(answer.company.ID) });
    } catch (failure) {
      toast.error(errorMessage(failure, 'The companies could not be merged.'));
    } finally {
      setMerging(false);
    }
  }

  const data = preview.data;
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1200} mx="auto">
      <Title order={1} fz={{ base: 22, sm: 28 }} c="navy.8">
        Merge companies
      </Title>
      <Paper withBorder p="md" component="section" aria-label="Companies to merge">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LookupPicker
            kind="company"
            label="Surviving company"
            description="Keeps its record; the duplicate's data moves here."
            value={survivorOption}
            onChange={(value) => setPair(value[0]?.ID ?? null, duplicateId)}
            disabled={Boolean(params.Id)}
          />
          <LookupPicker
            kind="company"
            label="Duplicate"
            description="Removed after the merge."
            value={duplicateOption}
            onChange={(value) => setPair(survivorId, value[0]?.ID ?? null)}
          />
        </SimpleGrid>
        {survivorId !== null && survivorId === duplicateId ? (
          <Text c="red.8" size="sm" mt="xs">
            Choose two different companies.
          </Text>
        ) : null}
        {!params.Id && survivorId && duplicateId ? (
          <Button variant="subtle" size="xs" mt="xs" onClick={() => setPair(duplicateId, survivorId)}>
            Swap survivor and duplicate
          </Button>
        ) : null}
      </Paper>

      {merged ? (
        <Alert color="teal" title={merged.message}>
          <Stack gap={4}>
            <Text size="sm">The merge is recorded (audit record {merged.auditId}).</Text>
            {merged.warnings.map((w) => (
              <Text key={w} size="sm" c="orange.9">
                {w}
              </Text>
            ))}
            <Anchor component={Link} to={companyAdminUrl(merged.survivorId)}>
              Open the surviving company
            </Anchor>
          </Stack>
        </Alert>
      ) : null}

      {preview.isLoading ? <Loader role="status" aria-label="Comparing the companies" /> : null}
      {preview.isError ? (
        <Alert color="red">{errorMessage(preview.error, 'The companies could not be compared.')}</Alert>
      ) : null}

      {data && !merged ? (
        <>
          <Paper
            withBorder
            p={0}
            component="section"
            aria-labelledby="merge-fields"
            style={{ overflowX: 'auto' }}
          >
            <Title order={2} fz="lg" id="merge-fields" p="md" pb="xs">
              Fields ({differing} differ)
            </Title>
            {isMobile ? (
              <Stack gap={0}>
                {data.fields.map((f) => (
                  <Stack
                    key={f.field}
                    gap={4}
                    p="sm"
                    style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
                  >
                    <Text fw={700} size="sm">
                      {f.label}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Text span c="dimmed" size="xs">
                        Survivor:{' '}
                      </Text>
                      {f.survivor || '—'}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Text span c="dimmed" size="xs">
                        Duplicate:{' '}
                      </Text>
                      {f.duplicate || '—'}
                    </Text>
                    {f.isSame ? null : (
                      <ChoiceControl
                        field={f.field}
                        label={f.label}
                        value={choices[f.field] ?? f.defaultChoice}
                        onChange={(value) => setChoices({ ...choices, [f.field]: value })}
                      />
                    )}
                  </Stack>
                ))}
              </Stack>
            ) : (
              <Table striped aria-labelledby="merge-fields" miw={620} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Field</Table.Th>
                    <Table.Th scope="col">Survivor: {data.survivor.Name}</Table.Th>
                    <Table.Th scope="col">Duplicate: {data.duplicate.Name}</Table.Th>
                    <Table.Th scope="col">Keep</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.fields.map((f) => (
                    <Table.Tr key={f.field}>
                      <Table.Th scope="row">{f.label}</Table.Th>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.survivor || '—'}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.duplicate || '—'}</Table.Td>
                      <Table.Td>
                        {f.isSame ? (
                          <Text size="xs" c="dimmed">
                            Same
                          </Text>
                        ) : (
                          <SegmentedControl
                            size="xs"
                            aria-label={`Keep ${f.label} from`}
                            value={choices[f.field] ?? f.defaultChoice}
                            onChange={(value) => setChoices({ ...choices, [f.field]: value as MergeChoice })}
                            data={mergeChoicesOf(f.field).map((choice) => ({
                              value: choice,
                              label:
                                choice === 'survivor'
                                  ? 'Survivor'
                                  : choice === 'duplicate'
                                    ? 'Duplicate'
                                    : CHOICE_LABEL.both,
                            }))}
                          />
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="merge-moves">
            <Title order={2} fz="lg" id="merge-moves" mb="xs">
              What moves to {data.survivor.Name}
            </Title>
            <List size="sm">
              <List.Item>{data.moves.assignments} assignments</List.Item>
              <List.Item>{data.moves.subsidiaries} subsidiaries</List.Item>
              <List.Item>{data.moves.invoices} invoices</List.Item>
              <List.Item>
                Invenias link:{' '}
                {choices.InveniasID === 'duplicate' && data.duplicate.InveniasID
                  ? `taken from the duplicate (${data.duplicate.InveniasID})`
                  : 'the survivor’s is kept'}
              </List.Item>
              <List.Item>
                ZoomInfo link:{' '}
                {choices.ZoomInfoId === 'duplicate' && data.duplicate.ZoomInfoId
                  ? `taken from the duplicate (${data.duplicate.ZoomInfoId})`
                  : 'the survivor’s is kept'}
              </List.Item>
            </List>
          </Paper>
          <Group justify="flex-end">
            <Button
              color="red"
              onClick={() => void merge()}
              loading={isMerging}
              aria-label={`Merge ${data.duplicate.Name} into ${data.survivor.Name}`}
            >
              Merge companies
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
