// The route manager (spec 1 §2.5): the page tree with its row buttons, order changes saved or
// discarded together, and the page modal for adding and editing.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconDeviceFloppy,
  IconFilePlus,
  IconFold,
  IconFoldDown,
  IconTrash,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { ScreenHeading } from '../../../ui/ScreenHeading.tsx';
import { useUnsavedChangesGuard } from '../../../ui/use-unsaved-changes-guard.ts';
import { RouteTree } from './RouteTree.tsx';
import { type RouteModal, useRouteActions } from './use-route-actions.ts';
import { useRouteManager } from './use-route-manager.ts';

// The page modal (with its date pickers) and the trash load when opened, not with the tree.
const PageMetaModal = lazy(() =>
  import('../page-meta/PageMetaModal.tsx').then((m) => ({ default: m.PageMetaModal })),
);
const TrashModal = lazy(() => import('./TrashModal.tsx').then((m) => ({ default: m.TrashModal })));

export function AdminRoutesScreen({ route }: ScreenProps) {
  const manager = useRouteManager();
  const [modal, setModal] = useState<RouteModal | null>(null);
  const [isTrashOpen, setTrashOpen] = useState(false);
  const actions = useRouteActions({ manager, openModal: setModal });
  useUnsavedChangesGuard(manager.isChanged);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <ScreenHeading title={route.title}>
          Drag pages to change their order or parent. With the keyboard: focus a handle, press Space, move
          with the arrow keys (left and right change the level) and press Space again.
        </ScreenHeading>
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconFoldDown size={16} aria-hidden />}
            onClick={manager.expandAll}
          >
            Expand all
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconFold size={16} aria-hidden />}
            onClick={manager.collapseAll}
          >
            Collapse all
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setTrashOpen(true)}
          >
            Trash
          </Button>
          <Button
            size="sm"
            leftSection={<IconFilePlus size={16} aria-hidden />}
            onClick={() => void actions.addSubpage(null)}
          >
            Add page
          </Button>
        </Group>
      </Group>
      {manager.isChanged && (
        <Alert color="orange" variant="light" title="Unsaved order changes" role="status">
          <Group justify="space-between">
            <Text size="sm">Save the new order to publish it, or discard it.</Text>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                onClick={manager.discardOrder}
                disabled={manager.isSavingOrder}
              >
                Discard
              </Button>
              <Button
                size="xs"
                leftSection={<IconDeviceFloppy size={14} aria-hidden />}
                onClick={() => void manager.saveOrder()}
                loading={manager.isSavingOrder}
              >
                Save order
              </Button>
            </Group>
          </Group>
        </Alert>
      )}
      <RouteTree manager={manager} actions={actions} />
      <Suspense fallback={null}>
        {isTrashOpen && <TrashModal onClose={() => setTrashOpen(false)} />}
        {modal && (
          <PageMetaModal
            uuid={modal.kind === 'edit' ? modal.uuid : null}
            parentUuid={modal.kind === 'add' ? modal.parentUuid : null}
            onClose={() => setModal(null)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
