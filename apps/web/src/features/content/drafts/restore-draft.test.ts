import type { Page, Section } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { createDraft, draftReducer, toSaveRequest } from '../editing/page-draft.ts';

const card = (uuid: string, title: string): Section => ({
  OID: 0,
  DOID: null,
  UUID: uuid,
  Title: title,
  Text: `<p>${title}</p>`,
  Width: 12,
  Type: { UUID: null, Identifier: 'RichText' },
  IsDrawer: false,
  ComponentType: '',
  ToVueRouterName: '',
  Attributes: [],
});
const empty = { ContentFilter: null, UsersFilter: null, AssignmentsFilter: null, CompaniesFilter: null };
const page: Page = {
  UUID: '00000000-0000-4000-8000-000000000099',
  Title: 'Page',
  MetaTitle: 'Page',
  MetaDescription: '',
  VueRouterName: 'page',
  FullPath: '/page',
  RedirectLink: '',
  Status: 'active',
  IsHidden: false,
  HideDrawer: false,
  Version: 7,
  Sections: [card('00000000-0000-4000-8000-000000000001', 'Published')],
  ...empty,
  Parent: { UUID: null, ...empty },
};

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
