// Hands the registered widget types to the page grid and the editor, which import no widget. The
// registry loads once, beside the first screen after sign-in, so widget types stay out of the
// start-up bundle however many modules register them.
import { createContext, type ReactNode, use, useContext, useState } from 'react';
import type { WidgetRegistry } from './widget-registry.ts';

interface RegistrySource {
  promise: Promise<WidgetRegistry>;
  /** Set once loaded, so later renders need not suspend. */
  registry: WidgetRegistry | null;
}

const WidgetRegistryContext = createContext<RegistrySource | null>(null);

export function WidgetRegistryProvider({
  load,
  children,
}: {
  load: () => Promise<WidgetRegistry>;
  children: ReactNode;
}) {
  const [source] = useState<RegistrySource>(() => {
    const loading: RegistrySource = { promise: load(), registry: null };
    loading.promise.then(
      (registry) => {
        loading.registry = registry;
      },
      // A failure surfaces where the registry is used, in that screen's error boundary.
      () => undefined,
    );
    return loading;
  });
  return <WidgetRegistryContext.Provider value={source}>{children}</WidgetRegistryContext.Provider>;
}

/** The widget types; suspends while they load. */
export function useWidgetRegistry(): WidgetRegistry {
  const source = useContext(WidgetRegistryContext);
  if (!source) throw new Error('useWidgetRegistry must be used inside <WidgetRegistryProvider>');
  return source.registry ?? use(source.promise);
}
