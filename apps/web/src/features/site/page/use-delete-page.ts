// spec 1 §4, §5: Delete page confirms, removes it, goes to the parent path and reloads the routes.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import { reloadRouteTree } from '../../../core/route-tree/use-route-tree.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { toast } from '../../../ui/toast.tsx';
import { pageApi } from './page-api.ts';

export const DELETE_PAGE_MESSAGE = 'Are you sure you want to remove this page and all sections on it?';

export function parentPath(fullPath: string): string {
  const segments = fullPath.split('/').filter(Boolean);
  return segments.length > 1 ? `/${segments.slice(0, -1).join('/')}` : '/';
}

export function useDeletePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (page: { UUID: string; FullPath: string }) => {
    const isConfirmed = await confirmAction({
      title: 'Delete page',
      message: DELETE_PAGE_MESSAGE,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (!isConfirmed) return;
    try {
      await pageApi.remove(page.UUID);
      await reloadRouteTree(queryClient);
      toast.success('Page moved to the trash.');
      navigate(parentPath(page.FullPath), { replace: true });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The page could not be deleted.');
    }
  };
}
