import { Navigate } from 'react-router-dom';
import { firstPagePath } from '../../core/route-tree/tree-utils.ts';
import { useAppRoutes } from '../../core/routes/AppRoutesContext.tsx';
import { Placeholder } from '../../ui/Placeholder.tsx';

/** '/' opens the first top-level page. */
export function RedirectHome() {
  const { tree } = useAppRoutes();
  const target = firstPagePath(tree);
  if (!target || target === '/')
    return <Placeholder title="Welcome" message="No pages have been published yet." />;
  return <Navigate to={target} replace />;
}
