// A modal or drawer on the layer stack: closing it while it holds changes asks first.
import { useCallback, useEffect, useRef } from 'react';
import { confirmAction } from '../confirm.tsx';
import { useLayerStack } from './LayerStackProvider.tsx';

export const DISCARD_CHANGES = 'Discard changes?';
export const DISCARD_CHANGES_MESSAGE = 'What you changed here has not been applied and will be lost.';

interface UseLayerOptions {
  /** The id of the layer's root element. */
  id: string;
  isOpen: boolean;
  isDirty: boolean;
  onClose: () => void;
}

/** Registers the open layer; answers the close that asks "Discard changes?" when it is dirty. */
export function useLayer({ id, isOpen, isDirty, onClose }: UseLayerOptions): () => void {
  const stack = useLayerStack();
  const latest = useRef({ isDirty, onClose, isAsking: false });
  latest.current.isDirty = isDirty;
  latest.current.onClose = onClose;

  const requestClose = useCallback(() => {
    const state = latest.current;
    if (state.isAsking) return;
    if (!state.isDirty) {
      state.onClose();
      return;
    }
    state.isAsking = true;
    void confirmAction({
      title: DISCARD_CHANGES,
      message: DISCARD_CHANGES_MESSAGE,
      confirmLabel: 'Discard',
      cancelLabel: 'Keep editing',
      isDanger: true,
    }).then((isDiscarding) => {
      state.isAsking = false;
      if (isDiscarding) state.onClose();
    });
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    return stack.open({ element: () => document.getElementById(id), requestClose });
  }, [stack, id, isOpen, requestClose]);

  return requestClose;
}
