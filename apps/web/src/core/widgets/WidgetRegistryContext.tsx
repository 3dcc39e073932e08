// Hands the registered widget types to the page grid and the editor, which import no widget. A
// page's grid loads only the modules that hold the widgets it shows; the editor, which offers every
// type, loads them all. Each load starts when a screen first asks for it, so widget types stay out of
// the start-up bundle and off the screens that show none.
import { createContext, type ReactNode, use, useContext, useEffect, useRef, useState } from 'react';
import { isComponentLoaded, preloadComponent } from '../../ui/preloadable-lazy.ts';
import type { WidgetKey } from './widget-key.ts';
import type { WidgetRegistry } from './widget-registry.ts';
import type { WidgetType } from './widget-type.ts';

/** Where the types come from (the composition root's list); each call for the same types shares one load. */
export interface WidgetSources {
  /** Every type: the editor's type selector and settings. */
  loadAll: () => Promise<WidgetRegistry>;
  /** The types of the one module that holds a section's widget; null when no module does. */
  loadFor: (section: WidgetKey) => Promise<WidgetRegistry> | null;
}

/**
 * Marks a load settled the way `use` reads a promise, so once loaded it answers without
 * suspending. Every render calls `use` on its load, loaded or not: a render that suspended is
 * replayed with the same hooks, and skipping `use` on the replay would change their order.
 */
export function settledForUse(loading: Promise<WidgetRegistry>): Promise<WidgetRegistry> {
  if (!('status' in loading)) {
    Object.assign(loading, { status: 'pending' });
    loading.then(
      (registry) => Object.assign(loading, { status: 'fulfilled', value: registry }),
      // A failure surfaces where the registry is used, in that screen's error boundary.
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
  }
  return loading;
}

/** The answer for a section no module holds: it shows as an unknown widget. */
const NO_TYPES = settledForUse(
  Promise.resolve({ types: [], findWidget: () => null, getWidget: () => null, typeOptions: [] }),
);

const WidgetSourcesContext = createContext<WidgetSources | null>(null);

export function WidgetRegistryProvider({
  sources,
  children,
}: {
  sources: WidgetSources;
  children: ReactNode;
}) {
  return <WidgetSourcesContext.Provider value={sources}>{children}</WidgetSourcesContext.Provider>;
}

/** Where the widget types come from: the composition root's list. */
export function useWidgetSources(): WidgetSources {
  const sources = useContext(WidgetSourcesContext);
  if (!sources) throw new Error('widget types are read inside <WidgetRegistryProvider>');
  return sources;
}

/** Every widget type; suspends while they load. */
export function useWidgetRegistry(): WidgetRegistry {
  return use(settledForUse(useWidgetSources().loadAll()));
}

/** Starts loading the modules of every section shown at once, rather than card after card. */
export function useWidgetsLoading(sections: readonly WidgetKey[]): void {
  const sources = useWidgetSources();
  for (const section of sections) sources.loadFor(section);
}

/**
 * Whether the widget types and views of these sections have all loaded, so that the page renders
 * its cards at once rather than each card suspending: React 19 holds content back until 300 ms
 * after a fallback showed, which would add that much to a page whose code was a moment late.
 */
export function useWidgetsReady(sections: readonly WidgetKey[] | undefined): boolean {
  const sources = useWidgetSources();
  const loads = (sections ?? []).map((section) => ({ section, loading: sources.loadFor(section) }));
  const isReadyNow = loads.every(({ section, loading }) => {
    if (!loading) return true;
    const settled = settledForUse(loading) as Promise<WidgetRegistry> & {
      status: string;
      value?: WidgetRegistry;
    };
    return settled.status === 'fulfilled' && isComponentLoaded(settled.value?.findWidget(section)?.View);
  });
  const key = sections === undefined ? null : loads.map(({ section }) => componentKeyOf(section)).join('|');
  const [readyKey, setReadyKey] = useState<string | null>(null);
  // The same sections give the same loads: the effect runs again only for other sections.
  const latestLoads = useRef(loads);
  latestLoads.current = loads;
  useEffect(() => {
    if (key === null || isReadyNow) return;
    let isCurrent = true;
    // A failed load counts as ready: the card then shows its error as before.
    void Promise.all(
      latestLoads.current.map(({ section, loading }) =>
        loading
          ?.then((registry) => preloadComponent(registry.findWidget(section)?.View))
          .catch(() => undefined),
      ),
    ).then(() => {
      if (isCurrent) setReadyKey(key);
    });
    return () => {
      isCurrent = false;
    };
  }, [key, isReadyNow]);
  return sections !== undefined && (isReadyNow || readyKey === key);
}

const componentKeyOf = (section: WidgetKey) => `${section.Type.Identifier}:${section.ComponentType}`;

/** The widget a section shows, or null for a kind no module holds; suspends while its module loads. */
export function useWidgetOf(section: WidgetKey): WidgetType | null {
  const loading = useWidgetSources().loadFor(section);
  return use(loading ? settledForUse(loading) : NO_TYPES).findWidget(section);
}
