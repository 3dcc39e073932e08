// Targets Admin: site admins set the yearly target in USD of each partner, office and practice
// group; the league tables compare each row's billings with it pro rata (docs/metrics.md).
import { LEAGUE_BY_LABELS, type LeagueBy } from '@atrium/contracts';
import {
  Alert,
  Button,
  FileButton,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '../../../api/api-error.ts';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { formatMoney } from '../../../ui/numbers.ts';
import { toast } from '../../../ui/toast.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { leagueApi } from './league-api.ts';

export function TargetsAdminScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const [year, setYear] = useState(new Date().getFullYear());
  const [kind, setKind] = useState<LeagueBy>('partner');
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const client = useQueryClient();
  const targets = useQuery({
    queryKey: ['reports', 'targets', year],
    queryFn: ({ signal }) => leagueApi.targets(year, { signal }),
  });
  // Who may get a target: the rows of this year's league table of the chosen kind.
  const candidates = useQuery({
    queryKey: ['reports', 'league', 'candidates', kind, year],
    queryFn: ({ signal }) =>
      leagueApi.league(
        {
          filter: {
            type: 'activity',
            date: { selection: 'Custom', startDate: `${year - 1}-01-01`, endDate: `${year}-12-31` },
          },
          by: kind,
        },
        { signal },
      ),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['reports'] });
  const save = useMutation({
    mutationFn: () =>
      leagueApi.saveTarget({ year, kind, subjectId: Number(subjectId), amountUsd: Number(amount) }),
    onSuccess: (target) => {
      toast.success(`Target of ${target.name} saved.`);
      setAmount('');
      void refresh();
    },
    onError: () => toast.error('The target could not be saved.'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => leagueApi.removeTarget(id),
    onSuccess: () => {
      toast.success('Target removed.');
      void refresh();
    },
    onError: () => toast.error('The target could not be removed.'),
  });
  const importFile = useMutation({
    mutationFn: (file: File) => leagueApi.importTargets(file),
    onSuccess: ({ saved }) => {
      toast.success(`${saved} ${saved === 1 ? 'target' : 'targets'} imported.`);
      void refresh();
    },
    onError: (error) => toast.error(serverMessage(error, 'The file could not be imported.')),
  });
  const canSave = subjectId !== null && amount !== '' && Number(amount) >= 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 30 }} c="navy.8">
          Targets
        </Title>
        <FileButton accept=".csv,text/csv" onChange={(file) => file && importFile.mutate(file)}>
          {(props) => (
            <Button {...props} variant="default" loading={importFile.isPending}>
              Import a CSV file
            </Button>
          )}
        </FileButton>
      </Group>
      <Paper
        withBorder
        radius="lg"
        p="md"
        component="form"
        aria-label="Set a target"
        onSubmit={(e) => {
          e.preventDefault();
          if (canSave) save.mutate();
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NumberInput
            label="Year"
            value={year}
            onChange={(v) => setYear(Number(v) || year)}
            min={2008}
            max={2200}
            w={110}
          />
          <Select
            label="For"
            value={kind}
            onChange={(v) => {
              setKind((v as LeagueBy) ?? 'partner');
              setSubjectId(null);
            }}
            data={(Object.keys(LEAGUE_BY_LABELS) as LeagueBy[]).map((value) => ({
              value,
              label: LEAGUE_BY_LABELS[value],
            }))}
            allowDeselect={false}
            w={170}
          />
          <Select
            label="Name"
            searchable
            value={subjectId}
            onChange={setSubjectId}
            data={(candidates.data?.rows ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            nothingFoundMessage="No match"
            w={240}
          />
          <NumberInput
            label="Target (USD)"
            value={amount}
            onChange={setAmount}
            min={0}
            thousandSeparator=","
            w={180}
          />
          <Button type="submit" disabled={!canSave} loading={save.isPending}>
            Save target
          </Button>
        </Group>
      </Paper>
      {targets.isError ? (
        <Alert color="red" title="The targets could not be loaded." />
      ) : (targets.data ?? []).length === 0 ? (
        <Text size="sm">No targets set for {year}.</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table fz="sm" aria-label={`Targets for ${year}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>For</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>Target</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(targets.data ?? []).map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{LEAGUE_BY_LABELS[t.kind]}</Table.Td>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{formatMoney(t.amountUsd ?? 0, 'USD')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => remove.mutate(t.id)}
                      aria-label={`Remove the target of ${t.name}`}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
