// Hands the registered widget types to the page grid and the editor, which import no widget. The
// registry loads once, when a screen first asks for it (a page's grid, the editor), so widget types
// stay out of the start-up bundle and off the screens that show none.
import { createContext, type ReactNode, use, useContext, useState } from 'react';
import type { WidgetRegistry } from './widget-registry.ts';

interface RegistrySource {
  /** Starts loading on the first call; every later call shares it. */
  load: () => Promise<WidgetRegistry>;
  /** Set once loaded, so later renders need not suspend. */
  registry: WidgetRegistry | null;
}

function createRegistrySource(load: () => Promise<WidgetRegistry>): RegistrySource {
  let loading: Promise<WidgetRegistry> | null = null;
  const source: RegistrySource = {
    registry: null,
    load: () => {
      if (!loading) {
        loading = load();
        loading.then(
          (registry) => {
            source.registry = registry;
          },
          // A failure surfaces where the registry is used, in that screen's error boundary.
          () => undefined,
        );
      }
      return loading;
    },
  };
  return source;
}

const WidgetRegistryContext = createContext<RegistrySource | null>(null);

export function WidgetRegistryProvider({
  load,
  children,
}: {
  load: () => Promise<WidgetRegistry>;
  children: ReactNode;
}) {
  const [source] = useState(() => createRegistrySource(load));
  return <WidgetRegistryContext.Provider value={source}>{children}</WidgetRegistryContext.Provider>;
}

/** The widget types; suspends while they load. */
export function useWidgetRegistry(): WidgetRegistry {
  const source = useContext(WidgetRegistryContext);
  if (!source) throw new Error('useWidgetRegistry must be used inside <WidgetRegistryProvider>');
  return source.registry ?? use(source.load());
}
