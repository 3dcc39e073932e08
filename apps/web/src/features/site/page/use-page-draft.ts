// The draft of a loaded page. It follows the server's copy until it is changed; a changed draft
// keeps its base so a save from it can be detected as stale. Its changes can be undone and redone.
import type { Page } from '@atrium/contracts';
import { useEffect, useReducer } from 'react';
import { createEditorHistory, editorReducer, undoControls } from '../editing/undo-history.ts';

export function usePageDraft(page: Page) {
  const [history, dispatch] = useReducer(editorReducer, page, createEditorHistory);
  const { draft } = history;
  useEffect(() => {
    if (page !== draft.base && !draft.isChanged) dispatch({ type: 'load', page });
  }, [page, draft.base, draft.isChanged]);
  return { draft, dispatch, undo: undoControls(history, dispatch) };
}
