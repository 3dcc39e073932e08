// Hands the registered widget types to the page grid and the editor, which import no widget.
import { createContext, type ReactNode, useContext } from 'react';
import type { WidgetRegistry } from './widget-registry.ts';

const WidgetRegistryContext = createContext<WidgetRegistry | null>(null);

export function WidgetRegistryProvider({
  registry,
  children,
}: {
  registry: WidgetRegistry;
  children: ReactNode;
}) {
  return <WidgetRegistryContext.Provider value={registry}>{children}</WidgetRegistryContext.Provider>;
}

export function useWidgetRegistry(): WidgetRegistry {
  const registry = useContext(WidgetRegistryContext);
  if (!registry) throw new Error('useWidgetRegistry must be used inside <WidgetRegistryProvider>');
  return registry;
}
