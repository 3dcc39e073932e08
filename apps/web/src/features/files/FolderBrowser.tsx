// A folder browser over Box and the portal's own files (spec 3 §2.10): back and forward, the path
// to the folder, and its entries. Files download on click; in a picker, a file or folder is chosen.
import {
  BOX_ROOT_FOLDER_ID,
  type FileEntry,
  FOLDER_LIST_LIMIT,
  type FolderListing,
  LOCAL_ROOT_FOLDER_ID,
} from '@atrium/contracts';
import {
  ActionIcon,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useCurrentUser } from '../../core/session/use-session.ts';
import { EmptyState } from '../../ui/empty-state/index.ts';
import { SandboxBadge } from '../../ui/SandboxBadge.tsx';
import { EntriesTable } from './EntriesTable.tsx';
import type { FolderQuery } from './files-api.ts';
import {
  canGoBack,
  canGoForward,
  currentFolder,
  goBack,
  goForward,
  openFolder,
  pathFrom,
  startHistory,
} from './folder-history.ts';
import { MoreInFolder } from './MoreInFolder.tsx';
import { downloadEntry, folderErrorMessage, useFolder } from './use-folder.ts';

export interface PickedEntry {
  id: string;
  name: string;
  /** Where it lives, e.g. '/All Files/Firm Policies'. */
  path: string;
}

export interface FolderBrowserProps {
  folderId?: string;
  /** The highest folder the path offers (a widget's folder); the server bounds staff the same way. */
  topFolderId?: string;
  query?: Partial<FolderQuery>;
  /** Offer a switch between Box and the portal's own files. */
  showProviders?: boolean;
  /** Picker mode: what may be chosen. */
  pick?: 'file' | 'folder';
  onPick?: (entry: PickedEntry) => void;
  /** Called whenever the shown folder changes (its name, for a modal's title). */
  onFolderChange?: (listing: FolderListing) => void;
}

export const DEFAULT_FOLDER_QUERY: FolderQuery = { sort: 'name', direction: 0, limit: FOLDER_LIST_LIMIT };

export const folderPathText = (listing: Pick<FolderListing, 'path'>) =>
  `/${listing.path.map((p) => p.name).join('/')}`;

export function FolderBrowser({
  folderId = BOX_ROOT_FOLDER_ID,
  topFolderId,
  query,
  showProviders,
  pick,
  onPick,
  onFolderChange,
}: FolderBrowserProps) {
  const [history, setHistory] = useState(() => startHistory(folderId));
  const shown = currentFolder(history);
  const fullQuery = { ...DEFAULT_FOLDER_QUERY, ...query };
  const folder = useFolder(shown, fullQuery);
  const listing = folder.data;
  const isSiteAdmin = useCurrentUser().SiteAdmin;
  const reportFolder = useEffectEvent((shownListing: FolderListing) => onFolderChange?.(shownListing));
  useEffect(() => {
    if (listing) reportFolder(listing);
  }, [listing]);
  const go = (id: string) => setHistory((h) => openFolder(h, id));
  const crumbs = pathFrom(listing?.path ?? [], topFolderId);
  const provider = shown === LOCAL_ROOT_FOLDER_ID || shown.startsWith('l') ? 'local' : 'box';

  const pickEntry = (entry: FileEntry) =>
    onPick?.({
      id: entry.id,
      name: entry.name,
      path: listing ? `${folderPathText(listing)}/${entry.name}` : `/${entry.name}`,
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Back">
            <ActionIcon
              variant="default"
              aria-label="Back"
              disabled={!canGoBack(history)}
              onClick={() => setHistory(goBack)}
            >
              <IconArrowLeft size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Forward">
            <ActionIcon
              variant="default"
              aria-label="Forward"
              disabled={!canGoForward(history)}
              onClick={() => setHistory(goForward)}
            >
              <IconArrowRight size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        {showProviders && (
          <SegmentedControl
            size="xs"
            aria-label="Storage"
            value={provider}
            onChange={(value) => go(value === 'local' ? LOCAL_ROOT_FOLDER_ID : BOX_ROOT_FOLDER_ID)}
            data={[
              { value: 'box', label: 'Box' },
              { value: 'local', label: 'Portal files' },
            ]}
          />
        )}
      </Group>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Breadcrumbs separatorMargin={4} style={{ flexWrap: 'wrap', minWidth: 0 }} aria-label="Folder path">
          {crumbs.map((crumb, i, all) =>
            i === all.length - 1 ? (
              <Text key={crumb.id} size="sm" fw={600} aria-current="location">
                {crumb.name}
              </Text>
            ) : (
              <Anchor key={crumb.id} component="button" type="button" size="sm" onClick={() => go(crumb.id)}>
                {crumb.name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
        <SandboxBadge connector="Box" isShown={Boolean(listing?.isSandbox && isSiteAdmin)} />
      </Group>
      {pick === 'folder' && listing && onPick && (
        <Group justify="flex-end">
          <Button
            size="xs"
            onClick={() => onPick({ id: listing.id, name: listing.name, path: folderPathText(listing) })}
          >
            Use this folder
          </Button>
        </Group>
      )}
      {folder.isPending ? (
        <Stack gap="xs" role="status" aria-busy aria-label="Loading">
          <Skeleton height={32} />
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      ) : folder.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {folderErrorMessage(folder.error)}
        </Text>
      ) : listing && listing.entries.length === 0 ? (
        <EmptyState title="This folder is empty" isCompact />
      ) : listing ? (
        <EntriesTable
          caption={`Contents of ${listing.name}`}
          entries={listing.entries}
          onOpenFolder={(entry) => go(entry.id)}
          onDownload={(entry) => void downloadEntry(entry)}
          onPick={pick ? pickEntry : undefined}
          canPick={(entry) => entry.type === pick}
          pickLabel={pick === 'folder' ? 'Choose' : 'Select'}
        />
      ) : null}
      {listing && <MoreInFolder total={listing.total_count} limit={fullQuery.limit} />}
    </Stack>
  );
}
