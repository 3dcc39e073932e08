// spec 1 §2.2: top-level menu icons are assigned by node name.
import { brand, type RouteNode } from '@atrium/contracts';
import {
  IconAddressBook,
  IconApps,
  IconBook,
  IconBriefcase,
  IconBulb,
  IconCompass,
  IconFileText,
  IconHierarchy3,
  type TablerIcon,
} from '@tabler/icons-react';
import { isNodeNamed } from '../core/route-tree/tree-utils.ts';

const iconsByName: Record<string, TablerIcon> = {
  apps: IconApps,
  [brand.firmNode]: IconCompass,
  mcl: IconBriefcase,
  directory: IconAddressBook,
  practices: IconHierarchy3,
  guides: IconBook,
  initiatives: IconBulb,
};

export function iconForNode(node: Pick<RouteNode, 'VueRouterName' | 'VueRouterPath'>): TablerIcon {
  const name = Object.keys(iconsByName).find((key) => isNodeNamed(node, key));
  return name ? iconsByName[name] : IconFileText;
}
