// A screen that loads on demand and can be fetched ahead: at start-up the app asks for the screen
// of the address being opened, so its code arrives beside the session and the page tree instead
// of after them, and renders as soon as it has, the screen's loader showing until then
// (ui/preloadable-lazy.ts); a screen that names its data has that asked for too, beside its code,
// instead of once the screen has rendered.
import type { SessionUser } from '@atrium/contracts';
import { type ComponentType, createElement } from 'react';
import { ScreenLoader } from '../../ui/LoadingScreen.tsx';
import { preloadableLazy } from '../../ui/preloadable-lazy.ts';
import type { ScreenProps } from './screen-props.ts';

/** What a screen's data is asked for with: the route's parameters (`:Id`…) and flags. */
export interface ScreenDataInput {
  params: Readonly<Record<string, string | undefined>>;
  props?: Readonly<Record<string, string | boolean>>;
  /** Who is signed in: what they may see decides what is worth asking for. */
  viewer: SessionUser;
}

/** Asks for what the screen shows first (start-up-answers.ts), under the keys its queries use. */
export type ScreenData = (input: ScreenDataInput) => void;

export type LazyScreen<P extends ScreenProps = ScreenProps> = ComponentType<P> & {
  /** Starts loading the screen's code; rendering it later reuses the same request. */
  preload: () => void;
  /** Starts asking for the screen's first data, when it names any; its queries take the answers. */
  preloadData: (input: ScreenDataInput) => void;
};

export function lazyScreen<P extends ScreenProps = ScreenProps>(
  load: () => Promise<ComponentType<P>>,
  options: { data?: ScreenData } = {},
): LazyScreen<P> {
  const screen = preloadableLazy(load, { standIn: createElement(ScreenLoader) });
  const loadCode = screen.preload;
  const preloadData = (input: ScreenDataInput) => options.data?.(input);
  return Object.assign(screen, { preload: () => void loadCode().catch(() => undefined), preloadData });
}
