// A component whose code loads on demand, can be fetched ahead, and renders at once once its code
// has arrived. It never suspends: until its code is there it shows its stand-in, then renders in an
// ordinary update. React.lazy would suspend on a first render even with the code a moment away, and
// React 19 holds back every Suspense boundary's content until 300 ms after the last fallback shown
// anywhere: a screen, panel or widget whose code was fetched ahead would wait up to 300 ms for
// nothing, and so would a screen behind a part loaded after the first paint (toasts, modals).
import { type ComponentType, createElement, type ReactNode, useEffect, useState } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); rendering later reuses the same request. */
  preload: () => Promise<ComponentType<P>>;
  /** Its code has arrived: it renders without a stand-in. */
  isLoaded: () => boolean;
};

const isPreloadable = (component: unknown): component is PreloadableComponent<object> =>
  typeof component === 'function' && 'preload' in component && 'isLoaded' in component;

/** Loads a component's code when it is one that loads on demand (others are there already). */
export function preloadComponent(component: unknown): Promise<unknown> {
  return isPreloadable(component) ? component.preload().catch(() => undefined) : Promise.resolve();
}

/** The component renders without a stand-in: its code is there. */
export const isComponentLoaded = (component: unknown): boolean =>
  !isPreloadable(component) || component.isLoaded();

export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: {
    standIn?: ReactNode | ((props: P) => ReactNode);
    /** Once mounted, its code is asked for only after this settles (`preload` asks at once). */
    loadsAfter?: () => Promise<void>;
  } = {},
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed fetch ahead must not stick: the next mount tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, as React.lazy is
  function Preloadable(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (component) return;
      let isMounted = true;
      (options.loadsAfter ? options.loadsAfter().then(preload) : preload()).then(
        (next) => {
          if (isMounted) setComponent(() => next);
        },
        (error: unknown) => {
          if (isMounted) setFailure({ error });
        },
      );
      return () => {
        isMounted = false;
      };
    }, [component]);
    // A code that could not load reaches the nearest error boundary, as with React.lazy.
    if (failure) throw failure.error;
    if (component) return createElement(component, props);
    return typeof options.standIn === 'function' ? options.standIn(props) : (options.standIn ?? null);
  }
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== null });
}
