// A route the app registers: a fixed route of spec 1 §2.1 or a page of the server's route tree.
import type { RouteNode, RouteTemplate } from '@atrium/contracts';

export type { RouteTemplate };

/** `Screen` names the screen the composition root wires to the route. */
export interface AppRoute<Screen extends string = string> {
  key: string;
  path: string;
  title: string;
  name?: string;
  hideDrawer: boolean;
  group?: string;
  adminOnly?: boolean;
  template: RouteTemplate;
  screen: Screen;
  props?: Record<string, string | boolean>;
  /** Dynamic pages carry their tree node. */
  node?: RouteNode;
}
