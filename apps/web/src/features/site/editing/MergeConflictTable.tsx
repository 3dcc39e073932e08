// The settings both sides changed, side by side, for the stale-copy question (spec 1 §5).
import type { MergeConflict } from '@atrium/contracts';
import { Table } from '@mantine/core';

export function MergeConflictTable({ conflicts }: { conflicts: MergeConflict[] }) {
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
