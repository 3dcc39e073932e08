// /admin/files: the portal's own files (the local provider) for site admins — folders, uploads,
// renames and deletes. Page files live here too; a page's file cannot be deleted.
import { type FileEntry, LOCAL_ROOT_FOLDER_ID, MAX_LOCAL_FILE_BYTES } from '@atrium/contracts';
import {
  Anchor,
  Breadcrumbs,
  Button,
  FileButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import type { ScreenProps } from '../../core/routes/screen-props.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { EditDeleteActions } from '../../ui/data-table/index.ts';
import { EmptyState } from '../../ui/empty-state/index.ts';
import { LayerModal } from '../../ui/layers/LayerModal.tsx';
import { formatFileSize } from '../../ui/numbers.ts';
import { toast } from '../../ui/toast.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { EntryIcon } from './EntryIcon.tsx';
import { DEFAULT_FOLDER_QUERY } from './FolderBrowser.tsx';
import { filesApi } from './files-api.ts';
import { downloadEntry, folderErrorMessage, formatModified, useFolder } from './use-folder.ts';

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.message ? error.message : fallback;

function NameModal(props: {
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const [name, setName] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    setError(null);
    try {
      await props.onSubmit(name.trim());
      props.onClose();
    } catch (e) {
      setError(messageOf(e, 'Could not save.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <LayerModal
      opened
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={props.label}
            value={name}
            maxLength={200}
            required
            data-autofocus
            error={error}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving} disabled={!name.trim()}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </LayerModal>
  );
}

export function LocalFilesScreen({ route }: ScreenProps) {
  useDocumentTitle(route.title);
  const [folderId, setFolderId] = useState(LOCAL_ROOT_FOLDER_ID);
  const folder = useFolder(folderId, DEFAULT_FOLDER_QUERY);
  const client = useQueryClient();
  const [naming, setNaming] = useState<{ kind: 'create' } | { kind: 'rename'; entry: FileEntry } | null>(
    null,
  );
  const [isUploading, setUploading] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['files', 'folder'] });

  const upload = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_LOCAL_FILE_BYTES) {
      toast.error(`Files may be at most ${MAX_LOCAL_FILE_BYTES / 1024 / 1024} MB.`);
      return;
    }
    setUploading(true);
    try {
      await filesApi.upload(folderId, file);
      toast.success(`Uploaded ${file.name}`);
      await refresh();
    } catch (error) {
      toast.error(messageOf(error, 'Failed to upload'));
    } finally {
      setUploading(false);
    }
  };

  const remove = async (entry: FileEntry) => {
    const isFolder = entry.type === 'folder';
    const ok = await confirmAction({
      title: isFolder ? 'Delete folder' : 'Delete file',
      message: isFolder
        ? `Delete '${entry.name}' and everything in it? This cannot be undone.`
        : `Delete '${entry.name}'? This cannot be undone.`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (!ok) return;
    try {
      await filesApi.remove(entry.id);
      toast.success(`Deleted ${entry.name}`);
      await refresh();
    } catch (error) {
      toast.error(messageOf(error, 'Could not delete.'));
    }
  };

  const listing = folder.data;
  return (
    <>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {route.title}
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={18} aria-hidden />}
              onClick={() => setNaming({ kind: 'create' })}
            >
              New folder
            </Button>
            <FileButton onChange={(file) => void upload(file)}>
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={18} aria-hidden />} loading={isUploading}>
                  Upload
                </Button>
              )}
            </FileButton>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          Files kept on the portal itself, for Box Documents widgets and page files. Up to{' '}
          {MAX_LOCAL_FILE_BYTES / 1024 / 1024} MB each. Staff open a file only where the site shows it to
          them: as a page's file, in the folder of a Box Documents widget, or through a link in a widget.
        </Text>
        <Breadcrumbs separatorMargin={4} style={{ flexWrap: 'wrap' }} aria-label="Folder path">
          {(listing?.path ?? [{ id: LOCAL_ROOT_FOLDER_ID, name: 'Portal files' }]).map((crumb, i, all) =>
            i === all.length - 1 ? (
              <Text key={crumb.id} size="sm" fw={600} aria-current="location">
                {crumb.name}
              </Text>
            ) : (
              <Anchor
                key={crumb.id}
                component="button"
                type="button"
                size="sm"
                onClick={() => setFolderId(crumb.id)}
              >
                {crumb.name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
        <Paper withBorder radius="md">
          {folder.isPending ? (
            <Stack p="md" gap="xs" role="status" aria-busy aria-label="Loading">
              <Skeleton height={32} />
              <Skeleton height={32} />
            </Stack>
          ) : folder.isError ? (
            <Text p="md" size="sm" c="red.8" role="alert">
              {folderErrorMessage(folder.error)}
            </Text>
          ) : listing && listing.entries.length === 0 ? (
            <EmptyState title="This folder is empty" message="Upload a file or create a folder." isCompact />
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="xs" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th visibleFrom="sm">Modified</Table.Th>
                    <Table.Th visibleFrom="sm">Size</Table.Th>
                    <Table.Th style={{ width: 1 }}>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {listing?.entries.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>
                        {/* A block, so the name sits on the row's middle line like the other cells. */}
                        <UnstyledButton
                          display="block"
                          onClick={() =>
                            entry.type === 'folder' ? setFolderId(entry.id) : void downloadEntry(entry)
                          }
                        >
                          <Group gap="xs" wrap="nowrap">
                            <EntryIcon entry={entry} />
                            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                              {entry.name}
                            </Text>
                          </Group>
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm" c="dimmed">
                          {formatModified(entry)}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm" c="dimmed">
                          {entry.type === 'folder' ? '—' : formatFileSize(entry.size)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <EditDeleteActions
                          name={entry.name}
                          editLabel="Rename"
                          onEdit={() => setNaming({ kind: 'rename', entry })}
                          onDelete={() => void remove(entry)}
                          iconSize={18}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
      {naming?.kind === 'create' && (
        <NameModal
          title="New folder"
          label="Folder name"
          initial=""
          submitLabel="Create"
          onClose={() => setNaming(null)}
          onSubmit={async (name) => {
            await filesApi.createFolder(folderId, name);
            toast.success(`Created ${name}`);
            await refresh();
          }}
        />
      )}
      {naming?.kind === 'rename' && (
        <NameModal
          title={`Rename ${naming.entry.type}`}
          label="New name"
          initial={naming.entry.name}
          submitLabel="Rename"
          onClose={() => setNaming(null)}
          onSubmit={async (name) => {
            await filesApi.rename(naming.entry.id, name);
            toast.success(`Renamed to ${name}`);
            await refresh();
          }}
        />
      )}
    </>
  );
}
