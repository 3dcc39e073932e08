// Hands the registered widget types to the page grid and the editor, which import no widget. The
// registry loads once, when a screen first asks for it (a page's grid, the editor), so widget types
// stay out of the start-up bundle and off the screens that show none.
import { createContext, type ReactNode, use, useContext, useState } from 'react';
import type { WidgetRegistry } from './widget-registry.ts';

interface RegistrySource {
  /** Starts loading on the first call; every later call shares it. */
  load: () => Promise<WidgetRegistry>;
}

/**
 * Every render calls `use` on the registry's one load, loaded or not: a render that suspended is
 * replayed with the same hooks, and skipping `use` on the replay would change their order. The
 * load is marked settled the way `use` reads a promise, so once loaded it answers without suspending.
 */
function createRegistrySource(load: () => Promise<WidgetRegistry>): RegistrySource {
  let loading: Promise<WidgetRegistry> | null = null;
  return {
    load: () => {
      if (!loading) {
        const started = load();
        started.then(
          (registry) => Object.assign(started, { status: 'fulfilled', value: registry }),
          // A failure surfaces where the registry is used, in that screen's error boundary.
          (reason: unknown) => Object.assign(started, { status: 'rejected', reason }),
        );
        loading = started;
      }
      return loading;
    },
  };
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
  return use(source.load());
}
