// Save (spec 1 §4): the whole page, then the sections reload from the save's reply and 'Saved!'
// shows. A copy older than the server's is merged with it (ADR 013); a setting both changed asks
// before overwriting (spec 1 §5) and then saves with Force.
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { toast } from '../../../ui/toast.tsx';
import { pageApi, pageQueryKey } from '../page/page-api.ts';
import { type DraftAction, type PageDraft, toSaveRequest } from './page-draft.ts';
import { mergedMessage, publishMerging } from './publish-merging.tsx';

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
      // An older copy is merged with what was saved since; asked about only on a conflict (ADR 013).
      const saved = await publishMerging(({ force }) =>
        pageApi.save({ ...toSaveRequest({ draft, force }), ...(force ? {} : { Merge: true }) }),
      );
      if (!saved) return;
      // The reply is the page as saved: it becomes the cached page without asking for it again.
      const { Merge: merge, ...page } = saved;
      queryClient.setQueryData(pageQueryKey(page.UUID), page);
      dispatch({ type: 'load', page });
      toast.success(merge ? mergedMessage(merge) : SAVED_MESSAGE);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : SAVE_FAILED_MESSAGE);
    } finally {
      setSaving(false);
    }
  };

  return { save, isSaving, error, clearError: () => setError(null) };
}
