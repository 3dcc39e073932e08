import type { Section } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { makePage, makeSection, testUuid as uuid } from '../test-fixtures.ts';
import { richTextWidget } from '../widgets/content-widgets.ts';
import { createDraft, draftReducer, temporarySectionId, toSaveRequest } from './page-draft.ts';

const section = (n: number, overrides: Partial<Section> = {}) =>
  makeSection(n, { DOID: n + 100, ...overrides });
const page = makePage({ Version: 7, Sections: [section(1), section(2)] });

describe('temporary section ids (spec 1 §9)', () => {
  it('are negative integers above -100000', () => {
    for (const r of [0, 0.5, 0.999999]) {
      const id = Number(temporarySectionId({ taken: [], random: () => r }));
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeLessThan(0);
      expect(id).toBeGreaterThan(-100_000);
    }
  });

  it('never reuse one already on the page', () => {
    const values = [0, 0, 0.5];
    const id = temporarySectionId({ taken: ['-1'], random: () => values.shift() ?? 0.7 });
    expect(id).toBe(`-${1 + Math.floor(0.5 * 99_999)}`);
  });
});

describe('the page draft (spec 1 §4)', () => {
  const richText = richTextWidget;

  it('adds a full-width widget of the chosen type at the end and sets the changed flag', () => {
    const draft = draftReducer(createDraft(page), { type: 'add', widget: richText, uuid: '-42' });
    expect(draft.isChanged).toBe(true);
    expect(draft.sections.at(-1)).toMatchObject({ UUID: '-42', Width: 12, Type: { Identifier: 'RichText' } });
  });

  it('inserts a duplicate after the original with a new temporary UUID and no OID or DOID', () => {
    const draft = draftReducer(createDraft(page), { type: 'duplicate', uuid: uuid(1), newUuid: '-7' });
    expect(draft.sections.map((s) => s.UUID)).toEqual([uuid(1), '-7', uuid(2)]);
    expect(draft.sections[1]).toMatchObject({ Title: 'Card 1', OID: 0, DOID: null });
  });

  it('moves, removes and reverts to the last loaded copy', () => {
    let draft = draftReducer(createDraft(page), { type: 'move', from: 0, to: 1 });
    expect(draft.sections.map((s) => s.OID)).toEqual([2, 1]);
    draft = draftReducer(draft, { type: 'remove', uuid: uuid(2) });
    expect(draft.sections.map((s) => s.OID)).toEqual([1]);
    draft = draftReducer(draft, { type: 'revert' });
    expect(draft).toMatchObject({ isChanged: false, sections: page.Sections });
  });

  it('sends the whole page with its version and nulls temporary UUIDs', () => {
    const draft = draftReducer(createDraft(page), { type: 'add', widget: richText, uuid: '-42' });
    const request = toSaveRequest({ draft, force: true });
    expect(request).toMatchObject({ UUID: page.UUID, Version: 7, Force: true });
    expect(request.Sections.map((s) => s.UUID)).toEqual([uuid(1), uuid(2), null]);
  });
});

describe('inserting a widget where it is meant to go', () => {
  it('puts a new widget before the card whose "+" was pressed, and at the end without one', () => {
    const draft = createDraft(page);
    const before = draftReducer(draft, {
      type: 'add',
      widget: richTextWidget,
      uuid: '-5',
      beforeUuid: uuid(2),
    });
    expect(before.sections.map((s) => s.UUID)).toEqual([uuid(1), '-5', uuid(2)]);
    const atTop = draftReducer(draft, {
      type: 'add',
      widget: richTextWidget,
      uuid: '-6',
      beforeUuid: uuid(1),
    });
    expect(atTop.sections.map((s) => s.UUID)).toEqual(['-6', uuid(1), uuid(2)]);
    const atEnd = draftReducer(draft, { type: 'add', widget: richTextWidget, uuid: '-7' });
    expect(atEnd.sections.map((s) => s.UUID)).toEqual([uuid(1), uuid(2), '-7']);
    expect(toSaveRequest({ draft: before }).Sections.map((s) => s.Title)).toEqual(['Card 1', '', 'Card 2']);
  });
});
