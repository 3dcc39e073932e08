// spec 3 §2.10 'Table': file name, last modified by with date, and a download or open-folder action.
import type { FileEntry } from '@atrium/contracts';
import { Button, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFolderOpen } from '@tabler/icons-react';
import { EntryIcon } from './EntryIcon.tsx';
import { formatModified } from './use-folder.ts';

export interface EntryActions {
  onOpenFolder: (entry: FileEntry) => void;
  onDownload: (entry: FileEntry) => void;
  /** In a picker: the button that chooses a file (or folder) instead of opening it. */
  pickLabel?: string;
  canPick?: (entry: FileEntry) => boolean;
  onPick?: (entry: FileEntry) => void;
}

export function EntriesTable({
  entries,
  caption,
  ...actions
}: { entries: FileEntry[]; caption: string } & EntryActions) {
  const open = (entry: FileEntry) =>
    entry.type === 'folder' ? actions.onOpenFolder(entry) : actions.onDownload(entry);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" highlightOnHover>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="sm">Modified</Table.Th>
            <Table.Th style={{ width: 1 }}>
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <UnstyledButton onClick={() => open(entry)} style={{ display: 'block', maxWidth: '100%' }}>
                  <Group gap="xs" wrap="nowrap">
                    <EntryIcon entry={entry} />
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {entry.name}
                    </Text>
                  </Group>
                </UnstyledButton>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {formatModified(entry)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" c="dimmed">
                  {formatModified(entry)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  {actions.onPick && actions.canPick?.(entry) ? (
                    <Button
                      size="compact-sm"
                      onClick={() => actions.onPick?.(entry)}
                      aria-label={`${actions.pickLabel ?? 'Select'} ${entry.name}`}
                    >
                      {actions.pickLabel ?? 'Select'}
                    </Button>
                  ) : null}
                  {entry.type === 'folder' ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconFolderOpen size={16} aria-hidden />}
                      onClick={() => actions.onOpenFolder(entry)}
                      aria-label={`Open folder ${entry.name}`}
                    >
                      Open
                    </Button>
                  ) : actions.onPick ? null : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconDownload size={16} aria-hidden />}
                      onClick={() => actions.onDownload(entry)}
                      aria-label={`Download ${entry.name}`}
                    >
                      Download
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
