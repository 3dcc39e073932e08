// Save (spec 1 §4): the whole page, then the sections reload and 'Saved!' shows. A copy older than
// the server's asks before overwriting (spec 1 §5) and then saves with Force.
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { sendConfirmingStaleCopy } from '../../../ui/stale-copy.ts';
import { toast } from '../../../ui/toast.tsx';
import { pageApi, pageQueryKey } from '../page/page-api.ts';
import { type DraftAction, type PageDraft, toSaveRequest } from './page-draft.ts';

export const SAVED_MESSAGE = 'Saved!';
export const SAVE_FAILED_MESSAGE = 'An issue occurred saving the page. Please try again.';

export function useSavePage(options: { draft: PageDraft; dispatch: Dispatch<DraftAction> }) {
  const { draft, dispatch } = options;
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await sendConfirmingStaleCopy((force) => pageApi.save(toSaveRequest({ draft, force })));
      if (!saved) return;
      queryClient.setQueryData(pageQueryKey(saved.UUID), saved);
      dispatch({ type: 'load', page: saved });
      toast.success(SAVED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: pageQueryKey(saved.UUID) });
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : SAVE_FAILED_MESSAGE);
    } finally {
      setSaving(false);
    }
  };

  return { save, isSaving, error, clearError: () => setError(null) };
}
