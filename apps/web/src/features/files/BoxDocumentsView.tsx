// Box Documents (box-files, spec 3 §2.10): a folder's files as 'Promo' tiles (default) or a 'Table'.
// A file downloads on click; a folder opens in a modal with back and forward.
import { type FileEntry, isTemporarySectionId } from '@atrium/contracts';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '../../core/session/use-session.ts';
import { readAttributes } from '../../core/widgets/attributes.ts';
import type { WidgetViewProps } from '../../core/widgets/widget-type.ts';
import { EmptyState } from '../../ui/empty-state/index.ts';
import { SandboxBadge } from '../../ui/SandboxBadge.tsx';
import { BoxDocumentsAttributesSchema } from './box-attributes.ts';
import { EntriesTable } from './EntriesTable.tsx';
import { EntryIcon } from './EntryIcon.tsx';
import { FolderModal } from './FolderModal.tsx';
import { type FolderQuery, filesApi } from './files-api.ts';
import { MoreInFolder } from './MoreInFolder.tsx';
import { downloadEntry, folderErrorMessage, formatModified, useFolder } from './use-folder.ts';

function Thumbnail({ entry }: { entry: FileEntry }) {
  const [isBroken, setBroken] = useState(false);
  const isImage = /\.(png|jpe?g|gif|bmp|webp)$/i.test(entry.name);
  const canShow = entry.type === 'file' && !isBroken;
  return (
    <div
      style={{
        height: 120,
        display: 'grid',
        placeItems: 'center',
        background: 'var(--mantine-color-gray-0)',
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {canShow ? (
        <img
          src={filesApi.thumbnailUrl(entry.id)}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          style={{ maxHeight: 110, maxWidth: '100%', objectFit: isImage ? 'cover' : 'contain' }}
        />
      ) : (
        <EntryIcon entry={entry} size={48} />
      )}
    </div>
  );
}

function Tiles({ entries, onOpen }: { entries: FileEntry[]; onOpen: (entry: FileEntry) => void }) {
  return (
    <SimpleGrid type="container" cols={{ base: 2, '520px': 3, '820px': 4 }} spacing="sm">
      {entries.map((entry) => (
        <UnstyledButton
          key={entry.id}
          onClick={() => onOpen(entry)}
          aria-label={`${entry.type === 'folder' ? 'Open folder' : 'Download'} ${entry.name}`}
          style={{ minWidth: 0 }}
        >
          <Card withBorder padding={0} radius="md" h="100%">
            <Thumbnail entry={entry} />
            <Stack gap={2} p="xs">
              <Group gap={6} wrap="nowrap" align="flex-start">
                <EntryIcon entry={entry} size={16} />
                <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {entry.name}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {formatModified(entry)}
              </Text>
            </Stack>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/** A widget not saved yet has a temporary id the server does not know; only admins see one. */
const savedSectionUuid = (uuid: unknown) =>
  typeof uuid === 'string' && !isTemporarySectionId(uuid) ? uuid : undefined;

export function BoxDocumentsView({ section }: WidgetViewProps) {
  const a = readAttributes(BoxDocumentsAttributesSchema, section.Attributes);
  const query: FolderQuery = {
    sort: a.sort,
    direction: a.direction as 0 | 1,
    limit: a.limit,
    section: savedSectionUuid(section.UUID),
  };
  const folder = useFolder(a.folder.id, query);
  const isSiteAdmin = useCurrentUser().SiteAdmin;
  const [opened, setOpened] = useState<FileEntry | null>(null);
  const open = (entry: FileEntry) => (entry.type === 'folder' ? setOpened(entry) : void downloadEntry(entry));

  let body: React.ReactNode;
  if (folder.isPending) {
    body = (
      <SimpleGrid cols={2} role="status" aria-busy aria-label="Loading">
        <Skeleton height={150} />
        <Skeleton height={150} />
      </SimpleGrid>
    );
  } else if (folder.isError) {
    body = (
      <Text size="sm" c="red.8" role="alert">
        {folderErrorMessage(folder.error)}
      </Text>
    );
  } else if (folder.data.entries.length === 0) {
    body = <EmptyState title="No results" isCompact />;
  } else if (a.display === 'Table') {
    body = (
      <EntriesTable
        caption={`Documents in ${folder.data.name}`}
        entries={folder.data.entries}
        onOpenFolder={setOpened}
        onDownload={(entry) => void downloadEntry(entry)}
      />
    );
  } else {
    body = <Tiles entries={folder.data.entries} onOpen={open} />;
  }

  return (
    <Stack gap="xs" data-widget="box-files">
      {folder.data?.isSandbox && isSiteAdmin && (
        <Group justify="flex-end">
          <SandboxBadge connector="Box" isShown />
        </Group>
      )}
      {body}
      {folder.data && <MoreInFolder total={folder.data.total_count} limit={query.limit} />}
      {opened && (
        <FolderModal
          folderId={opened.id}
          name={opened.name}
          topFolderId={a.folder.id}
          query={query}
          onClose={() => setOpened(null)}
        />
      )}
    </Stack>
  );
}
