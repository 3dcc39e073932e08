// One layer stack for the whole app, listening to the keyboard once (see layer-stack.ts).
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { createLayerStack, type LayerStack } from './layer-stack.ts';

const LayerStackContext = createContext<LayerStack | null>(null);

export function LayerStackProvider({ children }: { children: ReactNode }) {
  const [stack] = useState(createLayerStack);
  useEffect(() => {
    // Capture: the layer decides before any handler inside it sees the key.
    window.addEventListener('keydown', stack.handleKeyDown, { capture: true });
    window.addEventListener('pointerdown', stack.handlePointerDown, { capture: true });
    return () => {
      window.removeEventListener('keydown', stack.handleKeyDown, { capture: true });
      window.removeEventListener('pointerdown', stack.handlePointerDown, { capture: true });
    };
  }, [stack]);
  return <LayerStackContext.Provider value={stack}>{children}</LayerStackContext.Provider>;
}

export function useLayerStack(): LayerStack {
  const stack = useContext(LayerStackContext);
  if (!stack) throw new Error('A modal or drawer needs the LayerStackProvider above it');
  return stack;
}
