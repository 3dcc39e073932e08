// Undo and redo over the editor's changes since the page was last loaded or saved: each grid
// change (add, duplicate, move, delete, revert) and each applied widget edit is one step. The
// history lives beside the draft so the draft's own rules stay as they are.
import type { Page, Section } from '@atrium/contracts';
import { createDraft, type DraftAction, draftReducer, type PageDraft } from './page-draft.ts';

/** The page as it was before a change, and what the change was, in words. */
interface UndoStep {
  label: string;
  sections: Section[];
  isChanged: boolean;
}

export interface EditorHistory {
  draft: PageDraft;
  undo: UndoStep[];
  redo: UndoStep[];
  /** What the last undo or redo did, for screen readers ('' until one happens). */
  announcement: string;
}

export type EditorAction = DraftAction | { type: 'undo' } | { type: 'redo' };

/** Older steps fall off beyond this many. */
export const MAX_UNDO_STEPS = 100;

const widgetName = (section: Section | undefined) =>
  section ? `‘${section.Title || section.ComponentType || section.Type.Identifier}’` : 'a widget';

/** A change in words, as the Undo and Redo buttons and their announcements say it. */
export function describeChange(action: DraftAction, draft: PageDraft): string {
  const find = (uuid: string) => draft.sections.find((s) => s.UUID === uuid);
  switch (action.type) {
    case 'add':
      return `add ${action.widget.displayName}`;
    case 'duplicate':
      return `duplicate ${widgetName(find(action.uuid))}`;
    case 'remove':
      return `delete ${widgetName(find(action.uuid))}`;
    case 'move':
      return `move ${widgetName(draft.sections[action.from])}`;
    case 'update':
      return `edit ${widgetName({ ...find(action.uuid), ...action.changes } as Section)}`;
    case 'revert':
      return 'revert';
    case 'load':
      return 'load';
    case 'restore':
      return 'restore the draft';
  }
}

export function createEditorHistory(page: Page): EditorHistory {
  return { draft: createDraft(page), undo: [], redo: [], announcement: '' };
}

const stepOf = (draft: PageDraft, label: string): UndoStep => ({
  label,
  sections: draft.sections,
  isChanged: draft.isChanged,
});

const restore = (draft: PageDraft, step: UndoStep): PageDraft => ({
  ...draft,
  sections: step.sections,
  isChanged: step.isChanged,
});

export function editorReducer(state: EditorHistory, action: EditorAction): EditorHistory {
  const { draft } = state;
  if (action.type === 'undo' || action.type === 'redo') {
    const [from, to] = action.type === 'undo' ? [state.undo, state.redo] : [state.redo, state.undo];
    const step = from.at(-1);
    if (!step) return state;
    const back = [...to, stepOf(draft, step.label)];
    const rest = from.slice(0, -1);
    const verb = action.type === 'undo' ? 'Undone' : 'Redone';
    return {
      draft: restore(draft, step),
      undo: action.type === 'undo' ? rest : back,
      redo: action.type === 'undo' ? back : rest,
      announcement: `${verb}: ${step.label}.`,
    };
  }
  const next = draftReducer(draft, action);
  // A load (or save) starts a new history: it covers the changes since the last publish. So does a
  // draft restored from the server, whose earlier steps this browser never saw.
  if (action.type === 'load' || action.type === 'restore')
    return { draft: next, undo: [], redo: [], announcement: '' };
  if (next.sections === draft.sections && next.isChanged === draft.isChanged)
    return { ...state, draft: next };
  const undo = [...state.undo, stepOf(draft, describeChange(action, draft))].slice(-MAX_UNDO_STEPS);
  return { draft: next, undo, redo: [], announcement: '' };
}

/** What the Undo and Redo buttons need to know. */
export interface UndoControls {
  undoLabel: string | null;
  redoLabel: string | null;
  announcement: string;
  undo: () => void;
  redo: () => void;
}

export function undoControls(state: EditorHistory, dispatch: (action: EditorAction) => void): UndoControls {
  return {
    undoLabel: state.undo.at(-1)?.label ?? null,
    redoLabel: state.redo.at(-1)?.label ?? null,
    announcement: state.announcement,
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
  };
}
