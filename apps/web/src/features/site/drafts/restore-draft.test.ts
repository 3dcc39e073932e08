import type { Section } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { createDraft, draftReducer, toSaveRequest } from '../editing/page-draft.ts';
import { makePage, makeSection, testUuid } from '../test-fixtures.ts';

const card = (uuid: string, title: string): Section =>
  makeSection(0, { UUID: uuid, Title: title, Text: `<p>${title}</p>`, Width: 12 });
const page = makePage({ Version: 7, Sections: [card(testUuid(1), 'Published')] });

describe('a restored draft in the editor', () => {
  it('shows as unsaved changes, and Revert goes back to the published sections', () => {
    const restored = draftReducer(createDraft(page), {
      type: 'restore',
      sections: [card('-5', 'Drafted')],
      baseVersion: 7,
    });
    expect(restored.isChanged).toBe(true);
    expect(restored.sections.map((s) => s.Title)).toEqual(['Drafted']);
    const reverted = draftReducer(restored, { type: 'revert' });
    expect(reverted.isChanged).toBe(false);
    expect(reverted.sections.map((s) => s.Title)).toEqual(['Published']);
  });

  it('is saved as of the version it began from, so a newer page asks before being overwritten', () => {
    const restored = draftReducer(createDraft(page), {
      type: 'restore',
      sections: [card('-5', 'Drafted')],
      baseVersion: 5,
    });
    expect(toSaveRequest({ draft: restored })).toMatchObject({
      Version: 5,
      Sections: [{ UUID: null, Title: 'Drafted' }],
    });
  });
});
