// Lists a page's saved versions (who, when); one can be viewed and restored — a restore is itself
// a new version, so nothing is ever lost.
import type { Page, PageVersionSummary } from '@atrium/contracts';
import { Alert, Badge, Group, Skeleton, Text } from '@mantine/core';
import { IconArrowBackUp, IconEye } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { ListTable, type ListTableColumn, RowButton, RowButtons } from '../../../ui/data-table/index.ts';
import { formatDateTime } from '../../../ui/dates.ts';
import { LayerModal } from '../../../ui/layers/LayerModal.tsx';
import { sendConfirmingStaleCopy } from '../../../ui/stale-copy.ts';
import { toast } from '../../../ui/toast.tsx';
import { pageQueryKey } from '../page/page-api.ts';
import { historyApi, versionsQueryKey } from './history-api.ts';
import { VersionPreview } from './VersionPreview.tsx';

interface PageHistoryModalProps {
  page: Page;
  hasUnsavedChanges: boolean;
  onRestored: (page: Page) => void;
  onClose: () => void;
}

/** A merged version names both authors: who published it, and whose changes it took in (ADR 013). */
const authorsOf = (version: PageVersionSummary) =>
  [version.CreatedBy?.FullName ?? '—', ...version.MergedWith.map((a) => a.FullName)].join(' and ');

export function PageHistoryModal({ page, hasUnsavedChanges, onRestored, onClose }: PageHistoryModalProps) {
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<number | null>(null);
  const versions = useQuery({
    queryKey: versionsQueryKey(page.UUID),
    queryFn: ({ signal }) => historyApi.list(page.UUID, signal),
    staleTime: 0,
  });

  const restore = async (version: PageVersionSummary): Promise<void> => {
    const message = hasUnsavedChanges
      ? `Restore version ${version.Version}? Your unsaved changes on this page will be lost.`
      : `Restore version ${version.Version}? It becomes the page's newest version.`;
    if (!(await confirmAction({ title: 'Restore version', message, confirmLabel: 'Restore' }))) return;
    try {
      const restored = await sendConfirmingStaleCopy((force) =>
        historyApi.restore({ uuid: page.UUID, version: version.Version, current: page.Version, force }),
      );
      if (!restored) return;
      queryClient.setQueryData(pageQueryKey(page.UUID), restored);
      await queryClient.invalidateQueries({ queryKey: versionsQueryKey(page.UUID) });
      onRestored(restored);
      toast.success(`Restored version ${version.Version}.`);
      onClose();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The version could not be restored.');
    }
  };

  const columns: ListTableColumn<PageVersionSummary>[] = [
    {
      id: 'version',
      header: 'Version',
      cell: (version) => (
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {version.Version}
          </Text>
          {version.IsCurrent && (
            <Badge size="xs" variant="light">
              Current
            </Badge>
          )}
        </Group>
      ),
    },
    { id: 'saved', header: 'Saved', cell: (version) => formatDateTime(version.CreatedAt) },
    { id: 'by', header: 'By', cell: authorsOf },
    { id: 'widgets', header: 'Widgets', cell: (version) => version.SectionCount },
    {
      id: 'actions',
      header: 'Actions',
      isHeaderHidden: true,
      cell: (version) => (
        <RowButtons>
          <RowButton
            label="View"
            ariaLabel={`View version ${version.Version}`}
            variant="subtle"
            icon={<IconEye size={14} aria-hidden />}
            onClick={() => setViewing(version.Version)}
          />
          {!version.IsCurrent && (
            <RowButton
              label="Restore"
              ariaLabel={`Restore version ${version.Version}`}
              icon={<IconArrowBackUp size={14} aria-hidden />}
              onClick={() => void restore(version)}
            />
          )}
        </RowButtons>
      ),
    },
  ];

  return (
    <LayerModal opened onClose={onClose} title={`History of ${page.Title}`} size="xl">
      {viewing !== null ? (
        <VersionPreview page={page} version={viewing} onBack={() => setViewing(null)} />
      ) : versions.isPending ? (
        <Skeleton height={160} />
      ) : versions.isError ? (
        <Alert color="red" variant="light" role="alert">
          {versions.error.message}
        </Alert>
      ) : (
        <ListTable
          columns={columns}
          rows={versions.data}
          getRowId={(version) => String(version.Version)}
          isStriped
        />
      )}
    </LayerModal>
  );
}
