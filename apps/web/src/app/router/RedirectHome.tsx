import type { RouteNode } from '@atrium/contracts';
import { Navigate } from 'react-router-dom';
import { homePagePath } from '../../core/route-tree/tree-utils.ts';
import { useAppRoutes } from '../../core/routes/AppRoutesContext.tsx';
import { ScreenNotice } from '../../ui/ScreenNotice.tsx';

/** Where '/' leads: the firm's home page, or nowhere while none is published. */
export function homeRedirectTarget(tree: RouteNode[]): string | null {
  const target = homePagePath(tree);
  return target && target !== '/' ? target : null;
}

/** '/' opens the firm's home page. */
export function RedirectHome() {
  const { tree } = useAppRoutes();
  const target = homeRedirectTarget(tree);
  if (!target) return <ScreenNotice title="Welcome" message="No pages have been published yet." />;
  return <Navigate to={target} replace />;
}
