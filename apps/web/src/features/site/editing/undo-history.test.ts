// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makePage, makeSection as section, testUuid as uuid } from '../test-fixtures.ts';
import { richTextWidget } from '../widgets/content-widgets.ts';
import { createEditorHistory, type EditorAction, editorReducer, MAX_UNDO_STEPS } from './undo-history.ts';
import { isTextEntry } from './use-undo-shortcuts.ts';

const page = makePage({ Version: 3, Sections: [section(1), section(2), section(3)] });

const run = (...actions: EditorAction[]) => actions.reduce(editorReducer, createEditorHistory(page));
const titles = (state: ReturnType<typeof run>) => state.draft.sections.map((s) => s.Title);

describe('undo and redo in the page editor', () => {
  it('takes back an add, a move, a delete and a settings change one at a time, newest first', () => {
    const edited = run(
      { type: 'add', widget: richTextWidget, uuid: '-5' },
      { type: 'move', from: 0, to: 2 },
      { type: 'remove', uuid: uuid(2) },
      { type: 'update', uuid: uuid(3), changes: { Title: 'Renamed' } },
    );
    expect(titles(edited)).toEqual(['Renamed', 'Card 1', '']);

    const steps = [edited];
    for (let i = 0; i < 4; i++) steps.push(editorReducer(steps[i], { type: 'undo' }));
    expect(steps.slice(1).map(titles)).toEqual([
      ['Card 3', 'Card 1', ''],
      ['Card 2', 'Card 3', 'Card 1', ''],
      ['Card 1', 'Card 2', 'Card 3', ''],
      ['Card 1', 'Card 2', 'Card 3'],
    ]);
    expect(steps.map((s) => s.announcement).slice(1)).toEqual([
      'Undone: edit ‘Renamed’.',
      'Undone: delete ‘Card 2’.',
      'Undone: move ‘Card 1’.',
      `Undone: add ${richTextWidget.displayName}.`,
    ]);
    const original = steps[4];
    expect(original.draft.sections).toEqual(page.Sections);
    expect(original.draft.isChanged).toBe(false);
  });

  it('brings undone changes back with redo, until a new change clears the redo list', () => {
    const undone = run(
      { type: 'remove', uuid: uuid(1) },
      { type: 'update', uuid: uuid(2), changes: { Width: 12 } },
      { type: 'undo' },
      { type: 'undo' },
    );
    expect(titles(undone)).toEqual(['Card 1', 'Card 2', 'Card 3']);
    const redone = editorReducer(undone, { type: 'redo' });
    expect(titles(redone)).toEqual(['Card 2', 'Card 3']);
    expect(redone.draft.isChanged).toBe(true);
    expect(redone.announcement).toBe('Redone: delete ‘Card 1’.');
    const again = editorReducer(redone, { type: 'redo' });
    expect(again.draft.sections[0].Width).toBe(12);

    const branched = editorReducer(redone, { type: 'move', from: 0, to: 1 });
    expect(branched.redo).toEqual([]);
    expect(editorReducer(branched, { type: 'redo' })).toBe(branched);
  });

  it('undoes a revert, so reverting never loses the changes', () => {
    const reverted = run({ type: 'remove', uuid: uuid(3) }, { type: 'revert' });
    expect(titles(reverted)).toEqual(['Card 1', 'Card 2', 'Card 3']);
    expect(titles(editorReducer(reverted, { type: 'undo' }))).toEqual(['Card 1', 'Card 2']);
  });

  it('starts a fresh history when the page is saved or loaded again', () => {
    const saved = run({ type: 'remove', uuid: uuid(3) }, { type: 'load', page: { ...page, Version: 4 } });
    expect(saved.undo).toEqual([]);
    expect(editorReducer(saved, { type: 'undo' })).toBe(saved);
  });

  it('keeps no step for a change that changes nothing, and at most the last steps', () => {
    expect(run({ type: 'move', from: 1, to: 1 }).undo).toEqual([]);
    const many = Array.from(
      { length: MAX_UNDO_STEPS + 5 },
      (_, i): EditorAction => ({
        type: 'update',
        uuid: uuid(1),
        changes: { Width: 1 + (i % 12) },
      }),
    );
    expect(run(...many).undo).toHaveLength(MAX_UNDO_STEPS);
  });
});

describe('where the undo keys belong to the page', () => {
  it('leaves them to text fields and rich text, which have their own undo', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('p');
    editable.append(inside);
    document.body.append(editable);
    expect(isTextEntry(input)).toBe(true);
    expect(isTextEntry(document.createElement('textarea'))).toBe(true);
    expect(isTextEntry(inside)).toBe(true);
    expect(isTextEntry(checkbox)).toBe(false);
    expect(isTextEntry(document.createElement('button'))).toBe(false);
    expect(isTextEntry(document.body)).toBe(false);
  });
});
