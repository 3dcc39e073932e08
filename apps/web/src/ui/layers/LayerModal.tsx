// Every modal of the app: Mantine's Modal on the layer stack. Escape closes it only when nothing
// inside it is open; Escape, the close button, a click outside and Cancel ask before throwing away
// changes (a form inside says it holds some with `useLayerDirty`).
import { Drawer, type DrawerProps, Modal, type ModalProps } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useLayerStack } from './LayerStackProvider.tsx';
import { LayerControlsContext } from './layer-context.ts';
import { useLayer } from './use-layer.ts';

interface LayerProps {
  /** Holds changes the user would lose (besides what forms inside report). */
  isDirty?: boolean;
}

function useLayerProps({
  id,
  opened,
  onClose,
  isDirty = false,
}: LayerProps & Pick<ModalProps, 'id' | 'opened' | 'onClose'>) {
  const ownId = useId();
  const layerId = id ?? `layer-${ownId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [isFormDirty, setFormDirty] = useState(false);
  const requestClose = useLayer({ id: layerId, isOpen: opened, isDirty: isDirty || isFormDirty, onClose });
  const controls = useMemo(() => ({ setDirty: setFormDirty, requestClose }), [requestClose]);
  const stack = useLayerStack();
  // Mantine calls this for its close button and a click outside; a click that first closed an
  // open dropdown closes nothing more.
  const closeByClick = () => {
    if (!stack.wasLastPressClaimed()) requestClose();
  };
  return { layerId, closeByClick, controls };
}

export function LayerModal({ isDirty, children, ...props }: ModalProps & LayerProps) {
  const { layerId, closeByClick, controls } = useLayerProps({ ...props, isDirty });
  return (
    <Modal {...props} id={layerId} onClose={closeByClick} closeOnEscape={false}>
      <LayerControlsContext.Provider value={controls}>{children}</LayerControlsContext.Provider>
    </Modal>
  );
}

export function LayerDrawer({ isDirty, children, ...props }: DrawerProps & LayerProps) {
  const { layerId, closeByClick, controls } = useLayerProps({ ...props, isDirty });
  return (
    <Drawer {...props} id={layerId} onClose={closeByClick} closeOnEscape={false}>
      <LayerControlsContext.Provider value={controls}>{children}</LayerControlsContext.Provider>
    </Drawer>
  );
}
