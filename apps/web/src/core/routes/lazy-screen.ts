// A screen that loads on demand and can be fetched ahead: at start-up the app asks for the screen
// of the address being opened, so its code arrives beside the session and the page tree instead
// of after them.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ScreenProps } from './screen-props.ts';

export type LazyScreen<P extends ScreenProps = ScreenProps> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the screen's code; rendering it later reuses the same request. */
  preload: () => void;
};

export function lazyScreen<P extends ScreenProps = ScreenProps>(
  load: () => Promise<ComponentType<P>>,
): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed fetch ahead must not stick: rendering the screen tries again.
      loading = null;
      throw error;
    });
    return loading;
  };
  const screen = lazy(() => start().then((component) => ({ default: component })));
  return Object.assign(screen, { preload: () => void start().catch(() => undefined) });
}
