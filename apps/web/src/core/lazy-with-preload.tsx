import { type ComponentType, lazy, useState } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component loaded on demand that renders at once when its code was preloaded: React.lazy
 * suspends on its first render even then, which would flash the fallback.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const remember = (component: ComponentType<P>) => {
    loaded = component;
    return component;
  };
  const Lazy = lazy(() => load().then((component) => ({ default: remember(component) })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, as React.lazy is
  function Preloadable(props: P) {
    // Chosen once per mount: switching component types later would remount the widget.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, {
    preload: () =>
      load()
        .then(remember)
        .then(() => undefined),
  });
}
