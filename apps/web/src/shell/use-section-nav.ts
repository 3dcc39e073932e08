import type { RouteNode } from '@atrium/contracts';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { findRootNode } from '../core/route-tree/tree-utils.ts';
import { useAppRoutes } from '../core/routes/AppRoutesContext.tsx';
import { useCurrentUser } from '../core/session/use-session.ts';
import { buildSecondLevelNav, type NavItem } from './second-level-nav.ts';

/** The current top-level page and the visible tree beneath it. */
export function useSectionNav(): { root: RouteNode | null; items: NavItem[] } {
  const { tree } = useAppRoutes();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return useMemo(() => {
    const root = findRootNode(tree, pathname);
    return { root, items: buildSecondLevelNav({ root, currentPath: pathname, isAdmin: user.SiteAdmin }) };
  }, [tree, pathname, user.SiteAdmin]);
}
