import { describe, expect, it } from 'vitest';
import { buildRunFilter, defaultDraft, draftFromFilter, draftKeys } from './report-filter.ts';

describe('report filter', () => {
  it('defaults to Activity over the last year with no keys', () => {
    expect(buildRunFilter(defaultDraft(), [])).toEqual({
      type: 'activity',
      date: { selection: '1Y', startDate: undefined, endDate: undefined },
      keys: [],
    });
  });

  it('sends custom dates only for a custom range', () => {
    const draft = {
      ...defaultDraft(),
      date: { selection: 'Custom' as const, startDate: '2020-01-01', endDate: '2020-12-31' },
    };
    expect(buildRunFilter(draft, []).date).toEqual({
      selection: 'Custom',
      startDate: '2020-01-01',
      endDate: '2020-12-31',
    });
    const preset = { ...defaultDraft(), date: { selection: 'YTD' as const, startDate: '2020-01-01' } };
    expect(buildRunFilter(preset, []).date).toEqual({
      selection: 'YTD',
      startDate: undefined,
      endDate: undefined,
    });
  });

  it('turns picked options and drill levels into keys with their text', () => {
    const draft = {
      ...defaultDraft(),
      picked: { partner: [{ ID: 5, Name: 'Ellison', FullName: 'Jordan Ellison' }] },
      searchTypes: ['IM'],
    };
    expect(buildRunFilter(draft, [{ key: 'region', id: 1, name: 'North America' }]).keys).toEqual([
      { key: 'partner', value: 5, Text: 'Jordan Ellison' },
      { key: 'searchType', value: 'IM', Text: 'IM' },
      { key: 'region', value: 1, Text: 'North America' },
    ]);
  });

  it('lets a drill level replace the form values of its key', () => {
    const draft = {
      ...defaultDraft(),
      picked: {
        region: [
          { ID: 1, Name: 'North America' },
          { ID: 2, Name: 'Europe' },
        ],
      },
    };
    expect(buildRunFilter(draft, [{ key: 'region', id: 2, name: 'Europe' }]).keys).toEqual([
      { key: 'region', value: 2, Text: 'Europe' },
    ]);
  });

  it('reads a saved filter back into the form', () => {
    const draft = draftFromFilter({
      type: 'taken',
      date: { selection: 'LY' },
      keys: [
        { key: 'company', value: 9, Text: 'Umbra' },
        { key: 'searchType', value: 'Executive' },
      ],
    });
    expect(draft.type).toBe('taken');
    expect(draft.picked.company).toEqual([{ ID: 9, Name: 'Umbra' }]);
    expect(draftKeys(draft)).toHaveLength(2);
  });
});
