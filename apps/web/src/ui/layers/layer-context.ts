// What a form inside a modal or drawer tells its layer: that it holds changes, and how to close
// the layer the way Escape does (asking first when it holds changes).
import { createContext, useContext, useEffect } from 'react';

export interface LayerControls {
  setDirty: (isDirty: boolean) => void;
  requestClose: () => void;
}

export const LayerControlsContext = createContext<LayerControls | null>(null);

function useLayerControls(): LayerControls {
  const controls = useContext(LayerControlsContext);
  if (!controls) throw new Error('Only a form inside a LayerModal or LayerDrawer has a layer');
  return controls;
}

/** Marks the enclosing modal or drawer as holding changes while `isDirty`. */
export function useLayerDirty(isDirty: boolean): void {
  const { setDirty } = useLayerControls();
  useEffect(() => {
    setDirty(isDirty);
    return () => setDirty(false);
  }, [isDirty, setDirty]);
}

/** Closes the enclosing modal or drawer, asking first when it holds changes (for Cancel buttons). */
export function useCloseLayer(): () => void {
  return useLayerControls().requestClose;
}
