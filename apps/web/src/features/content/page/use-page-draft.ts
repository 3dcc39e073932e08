// The draft of a loaded page. It follows the server's copy until it is changed; a changed draft
// keeps its base so a save from it can be detected as stale.
import type { Page } from '@atrium/contracts';
import { useEffect, useReducer } from 'react';
import { createDraft, draftReducer } from '../editing/page-draft.ts';

export function usePageDraft(page: Page) {
  const [draft, dispatch] = useReducer(draftReducer, page, createDraft);
  useEffect(() => {
    if (page !== draft.base && !draft.isChanged) dispatch({ type: 'load', page });
  }, [page, draft.base, draft.isChanged]);
  return { draft, dispatch };
}
