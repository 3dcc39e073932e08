// The firm's own words in the navigation ("MCL", "Meridians") explain themselves on hover and to
// screen readers; the words and their hints live in the brand.
import { brand, type RouteNode } from '@atrium/contracts';
import { isNodeNamed } from '../core/route-tree/tree-utils.ts';

export function navHintFor(node: Pick<RouteNode, 'VueRouterName' | 'VueRouterPath'>): string | undefined {
  const name = Object.keys(brand.navHints).find((key) => isNodeNamed(node, key));
  return name ? brand.navHints[name] : undefined;
}
