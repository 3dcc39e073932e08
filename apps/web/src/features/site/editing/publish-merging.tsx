// Publishing from an older copy (ADR 013): the server merges it with the changes saved since and
// says what it took in; only when both sides changed one setting does the editor ask, with the
// spec's stale-copy question (spec 1 §5) and the two values side by side.
import { type MergeConflict, type PageMerge, STALE_COPY_MESSAGE } from '@atrium/contracts';
import { Table } from '@mantine/core';
import { isApiError } from '../../../api/api-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';

function ConflictTable({ conflicts }: { conflicts: MergeConflict[] }) {
  return (
    <Table.ScrollContainer minWidth={320} mt="sm">
      <Table withTableBorder withColumnBorders aria-label="Changed on both sides">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Widget and setting</Table.Th>
            <Table.Th scope="col">Yours</Table.Th>
            <Table.Th scope="col">On the server</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {conflicts.map((c) => (
            <Table.Tr key={`${c.SectionUUID}-${c.Setting}`}>
              <Table.Th scope="row">
                {c.SectionTitle}: {c.Setting}
              </Table.Th>
              <Table.Td>{c.Yours}</Table.Td>
              <Table.Td>{c.Theirs}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Sends with merging; on a conflict asks, then sends with force. Undefined when the user declines. */
export async function publishMerging<T>(
  send: (options: { force: boolean }) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await send({ force: false });
  } catch (error) {
    if (!isApiError(error) || error.code !== 'stale_version') throw error;
    const isOverwriting = await confirmAction({
      title: 'Newer changes on the server',
      message: STALE_COPY_MESSAGE,
      details: error.conflicts.length > 0 ? <ConflictTable conflicts={error.conflicts} /> : undefined,
      confirmLabel: 'Overwrite',
    });
    return isOverwriting ? send({ force: true }) : undefined;
  }
}

/** What the toast says after a merged publish: whose changes were kept, and which. */
export function mergedMessage(merge: PageMerge): string {
  const who = merge.MergedWith.map((a) => a.FullName).join(' and ') || 'another editor';
  const what = merge.Kept.map((k) => `${k.SectionTitle} (${k.Setting.toLowerCase()})`).join(', ');
  return `Saved! Merged with changes by ${who}${what ? `: ${what}` : ''}.`;
}
