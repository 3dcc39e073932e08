// spec 1 §2.2: top-level menu icons are assigned by node name.
import type { RouteNode } from '@atrium/contracts';
import { brand } from '@atrium/contracts';
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
  for (const key of [node.VueRouterName, node.VueRouterPath]) {
    const icon = iconsByName[key.trim().toLowerCase()];
    if (icon) return icon;
  }
  return IconFileText;
}
