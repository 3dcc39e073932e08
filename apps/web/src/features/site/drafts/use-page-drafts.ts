// The editor's side of page drafts (ADR 012): changes are kept on the server a couple of seconds
// after the last one, and when the tab is hidden or the page left; entering editing mode restores
// the admin's own draft and lists other admins' drafts; going back to the saved copy (Save, Revert,
// Discard draft, a restored version) drops the draft.
import type { DraftSummary } from '@atrium/contracts';
import { type Dispatch, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { toast } from '../../../ui/toast.tsx';
import type { DraftAction, PageDraft } from '../editing/page-draft.ts';
import type { DraftNote } from './draft-note.ts';
import { draftsApi } from './drafts-api.ts';

/** How long the editor waits after the last change before it keeps the draft. */
export const DRAFT_AUTOSAVE_DELAY_MS = 2000;

export const REVERT_MESSAGE =
  'Go back to the last saved copy of this page? Your changes and your draft are dropped.';
export const DISCARD_DRAFT_MESSAGE = 'Discard your draft? The page stays as it was last saved.';

const messageOf = (caught: unknown) => (isApiError(caught) ? caught.message : 'the server did not answer.');

export function usePageDrafts(options: {
  draft: PageDraft;
  dispatch: Dispatch<DraftAction>;
  isEditing: boolean;
}) {
  const { draft, dispatch, isEditing } = options;
  const uuid = draft.base.UUID;
  const [note, setNote] = useState<DraftNote | null>(null);
  const [others, setOthers] = useState<DraftSummary[]>([]);
  const [hasDraft, setHasDraft] = useState(false);
  const latest = useRef(draft);
  latest.current = draft;
  /** The sections as last kept on the server, to skip keeping them again. */
  const keptSections = useRef<string | null>(null);
  /** A draft may exist on the server: one was restored, or keeping one was asked for. */
  const mayExist = useRef(false);
  const inFlight = useRef<Promise<unknown> | null>(null);

  const keep = useCallback(async () => {
    const current = latest.current;
    if (!current.isChanged) return;
    const sections = JSON.stringify(current.sections);
    if (sections === keptSections.current) return;
    mayExist.current = true;
    const request = draftsApi.save(uuid, { Sections: current.sections, BaseVersion: current.base.Version });
    inFlight.current = request;
    try {
      const kept = await request;
      keptSections.current = sections;
      if (latest.current.isChanged) {
        setHasDraft(true);
        setNote({ kind: 'saved', at: kept.UpdatedAt });
      }
    } catch (caught) {
      setNote({ kind: 'failed', message: messageOf(caught) });
    } finally {
      if (inFlight.current === request) inFlight.current = null;
    }
  }, [uuid]);

  // Entering editing mode: the admin's own draft comes back, and other admins' drafts are named.
  useEffect(() => {
    if (!isEditing) return;
    let isCurrent = true;
    Promise.all([draftsApi.mine(uuid), draftsApi.list(uuid)])
      .then(([mine, all]) => {
        if (!isCurrent) return;
        setOthers(all.filter((d) => !d.IsMine));
        if (!mine || latest.current.isChanged) return;
        keptSections.current = JSON.stringify(mine.Sections);
        mayExist.current = true;
        setHasDraft(true);
        dispatch({ type: 'restore', sections: mine.Sections, baseVersion: mine.BaseVersion });
        setNote({ kind: 'restored', at: mine.UpdatedAt });
      })
      .catch((caught) => isCurrent && setNote({ kind: 'failed', message: messageOf(caught) }));
    return () => {
      isCurrent = false;
    };
  }, [isEditing, uuid, dispatch]);

  // Kept a couple of seconds after the last change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change starts the wait again
  useEffect(() => {
    if (!draft.isChanged) return;
    const timer = setTimeout(() => void keep(), DRAFT_AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft.sections, draft.isChanged, keep]);

  // Kept at once when the tab is hidden (closed, switched away, a phone locked) or the page left.
  useEffect(() => {
    const keepWhenHidden = () => {
      if (document.visibilityState === 'hidden') void keep();
    };
    document.addEventListener('visibilitychange', keepWhenHidden);
    return () => {
      document.removeEventListener('visibilitychange', keepWhenHidden);
      void keep();
    };
  }, [keep]);

  // Back to the saved copy: the draft is dropped, after any keeping still on its way.
  const wasChanged = useRef(draft.isChanged);
  useEffect(() => {
    const was = wasChanged.current;
    wasChanged.current = draft.isChanged;
    if (!was || draft.isChanged || !mayExist.current) return;
    mayExist.current = false;
    keptSections.current = null;
    setHasDraft(false);
    setNote(null);
    const pending = inFlight.current ?? Promise.resolve();
    void pending
      .catch(() => undefined)
      .then(() => draftsApi.discard(uuid))
      .catch((caught) => setNote({ kind: 'failed', message: messageOf(caught) }));
  }, [draft.isChanged, uuid]);

  const revert = async () => {
    const isConfirmed = await confirmAction({
      title: 'Revert changes',
      message: REVERT_MESSAGE,
      confirmLabel: 'Revert',
      isDanger: true,
    });
    if (isConfirmed) dispatch({ type: 'revert' });
  };

  const discard = async () => {
    const isConfirmed = await confirmAction({
      title: 'Discard draft',
      message: DISCARD_DRAFT_MESSAGE,
      confirmLabel: 'Discard draft',
      isDanger: true,
    });
    if (isConfirmed) dispatch({ type: 'revert' });
  };

  /** Another admin's draft, opened as the start of one's own. */
  const openDraft = async (summary: DraftSummary) => {
    const name = summary.Author.FullName;
    if (
      latest.current.isChanged &&
      !(await confirmAction({
        title: 'Open draft',
        message: `Replace your changes with ${name}'s draft? Theirs stays as it is.`,
        confirmLabel: 'Open their draft',
      }))
    )
      return;
    try {
      const theirs = await draftsApi.byAuthor({ uuid, authorId: summary.Author.ID });
      dispatch({ type: 'restore', sections: theirs.Sections, baseVersion: theirs.BaseVersion });
      setNote({ kind: 'opened', at: theirs.UpdatedAt, author: name });
    } catch (caught) {
      toast.error(messageOf(caught));
    }
  };

  return { note, hasDraft, others, revert, discard, openDraft };
}

export type PageDrafts = ReturnType<typeof usePageDrafts>;
