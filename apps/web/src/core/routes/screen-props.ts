import type { AppRoute } from '../../app/router/app-routes.ts';

/** Every routed screen receives its route: title, flags, props and (for pages) the tree node. */
export interface ScreenProps {
  route: AppRoute;
}
