// A component whose code loads on demand, can be fetched ahead, and renders at once once its code
// has arrived. React.lazy suspends on its first render even when the code is already there, and
// React 19 holds a boundary's content back until 300 ms after it showed its fallback: a screen,
// panel or widget whose code was fetched ahead would otherwise wait up to 300 ms for nothing.
import { type ComponentType, createElement, lazy, useState } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); rendering later reuses the same request. */
  preload: () => Promise<ComponentType<P>>;
  /** Its code has arrived: it renders without suspending. */
  isLoaded: () => boolean;
};

const isPreloadable = (component: unknown): component is PreloadableComponent<object> =>
  typeof component === 'function' && 'preload' in component && 'isLoaded' in component;

/** Loads a component's code when it is one that loads on demand (others are there already). */
export function preloadComponent(component: unknown): Promise<unknown> {
  return isPreloadable(component) ? component.preload().catch(() => undefined) : Promise.resolve();
}

/** The component renders without suspending: its code is there. */
export const isComponentLoaded = (component: unknown): boolean =>
  !isPreloadable(component) || component.isLoaded();

export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
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
        // A failed fetch ahead must not stick: rendering tries again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, as React.lazy is
  function Preloadable(props: P) {
    // Chosen once per mount: changing the component type later would remount it and lose its state.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== null });
}
