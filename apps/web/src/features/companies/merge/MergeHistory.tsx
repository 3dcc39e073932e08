// The merges into a company, newest first, read back from their audit records: when, by whom,
// which duplicate, what moved over and which fields were taken from the duplicate.
import { MERGE_FIELDS, type MergeField } from '@atrium/contracts';
import { Alert, List, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../ui/dates.ts';
import { companiesApi, companyKeys } from '../api/companies-api.ts';

type MergeRecord = Awaited<ReturnType<typeof companiesApi.merges>>[number];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Moved 3 assignments, 1 subsidiary and the Invenias link' — or that nothing moved. */
export function describeMoves(moves: MergeRecord['Moves']): string {
  const parts = [
    moves.assignments ? plural(moves.assignments, 'assignment', 'assignments') : '',
    moves.subsidiaries ? plural(moves.subsidiaries, 'subsidiary', 'subsidiaries') : '',
    moves.invoices ? plural(moves.invoices, 'invoice', 'invoices') : '',
    moves.inveniasLink ? 'the Invenias link' : '',
    moves.zoominfoLink ? 'the ZoomInfo link' : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'Nothing else moved over.';
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Moved ${listed}.`;
}

/** The fields the merge did not simply keep from the surviving company. */
export function describeChoices(choices: MergeRecord['Choices']): string {
  const label = (field: string) => MERGE_FIELDS[field as MergeField] ?? field;
  const taken = Object.entries(choices)
    .filter(([, c]) => c === 'duplicate')
    .map(([f]) => label(f));
  const both = Object.entries(choices)
    .filter(([, c]) => c === 'both')
    .map(([f]) => label(f));
  const sentences = [
    taken.length ? `Took from the duplicate: ${taken.join(', ')}.` : '',
    both.length ? `Kept both: ${both.join(', ')}.` : '',
  ].filter(Boolean);
  return sentences.length ? sentences.join(' ') : 'Kept every field of this company.';
}

export function MergeHistory({ companyId }: { companyId: number }) {
  const query = useQuery({
    queryKey: companyKeys.merges(companyId),
    queryFn: ({ signal }) => companiesApi.merges(companyId, signal),
  });
  if (query.isPending) return <Skeleton height={48} role="status" aria-label="Loading the merge history" />;
  if (query.isError) return <Alert color="red" title="The merge history could not be loaded." />;
  if (query.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No company has been merged into this one.
      </Text>
    );
  return (
    <List spacing="sm" listStyleType="none" aria-label="Merges into this company" p={0}>
      {query.data.map((merge) => (
        <List.Item key={merge.ID}>
          <Stack gap={2}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {merge.DuplicateName} (#{merge.DuplicateID}) merged into this company
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(merge.MergedAt)}
              {merge.MergedBy ? ` by ${merge.MergedBy.Name}` : ''}
            </Text>
            <Text size="sm">{describeMoves(merge.Moves)}</Text>
            <Text size="sm">{describeChoices(merge.Choices)}</Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
