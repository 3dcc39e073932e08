import type { AppRoute } from './app-route.ts';

/** Every routed screen receives its route: title, flags, props and (for pages) the tree node. */
export interface ScreenProps {
  route: AppRoute;
}
