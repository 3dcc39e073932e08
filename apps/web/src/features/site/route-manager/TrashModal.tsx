// The trash: deleted pages with their subtrees; restore puts a page back under its parent
// (or at the root when that is gone); deleting from the trash is for good.
import type { TrashItem } from '@atrium/contracts';
import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrashX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { reloadRouteTree } from '../../../core/route-tree/use-route-tree.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { ListTable, type ListTableColumn, RowButton, RowButtons } from '../../../ui/data-table/index.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { toast } from '../../../ui/toast.tsx';
import { routeApi } from '../page-meta/route-api.ts';

const TRASH_QUERY_KEY = ['routes-trash'] as const;

export function TrashModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const trash = useQuery({
    queryKey: TRASH_QUERY_KEY,
    queryFn: ({ signal }) => routeApi.trash(signal),
    staleTime: 0,
  });

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TRASH_QUERY_KEY }),
        reloadRouteTree(queryClient),
      ]);
      toast.success(success);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The trash could not be changed.');
    }
  };
  const restore = (item: TrashItem) => run(() => routeApi.restore([item.UUID]), `${item.Title} restored.`);
  const purge = async (item: TrashItem | null) => {
    const isConfirmed = await confirmAction({
      title: item ? `Delete ${item.Title} for good` : 'Empty the trash',
      message: item
        ? `${item.Title} and its ${item.PageCount - 1} subpages will be deleted for good. This cannot be undone.`
        : 'Every page in the trash will be deleted for good. This cannot be undone.',
      confirmLabel: 'Delete for good',
      isDanger: true,
    });
    if (isConfirmed)
      await run(() => routeApi.emptyTrash(item ? [item.UUID] : undefined), 'Deleted for good.');
  };

  const items = trash.data ?? [];
  const columns: ListTableColumn<TrashItem>[] = [
    {
      id: 'page',
      header: 'Page',
      cell: (item) => (
        <>
          <Text size="sm" fw={600}>
            {item.Title}
          </Text>
          <Text size="xs" c="dimmed">
            {item.FullPath} · restores {item.RestoreTo ? 'to its parent' : 'at the top level'}
          </Text>
        </>
      ),
    },
    { id: 'pages', header: 'Pages', cell: (item) => item.PageCount },
    {
      id: 'deleted',
      header: 'Deleted',
      cell: (item) => (
        <>
          <Text size="sm">{formatDateTime(item.DeletedAt)}</Text>
          {item.DeletedBy && (
            <Text size="xs" c="dimmed">
              {item.DeletedBy}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      isHeaderHidden: true,
      cell: (item) => (
        <RowButtons>
          <RowButton
            label="Restore"
            ariaLabel={`Restore ${item.Title}`}
            icon={<IconArrowBackUp size={14} aria-hidden />}
            onClick={() => void restore(item)}
          />
          <RowButton
            label="Delete"
            ariaLabel={`Delete ${item.Title} for good`}
            variant="subtle"
            color="red"
            onClick={() => void purge(item)}
          />
        </RowButtons>
      ),
    },
  ];
  return (
    <LayerModal opened onClose={onClose} title="Trash" size="xl">
      {trash.isPending ? (
        <Skeleton height={120} />
      ) : trash.isError ? (
        <Alert color="red" variant="light" role="alert">
          {trash.error.message}
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          The trash is empty.
        </Text>
      ) : (
        <>
          <ListTable columns={columns} rows={items} getRowId={(item) => item.UUID} />
          <Group justify="flex-end" mt="md">
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrashX size={16} aria-hidden />}
              onClick={() => void purge(null)}
            >
              Empty the trash
            </Button>
          </Group>
        </>
      )}
    </LayerModal>
  );
}
