import type { Section } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { mergePage } from './page-merge.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const widget = (n: number, title = `W${n}`): Section => ({
  OID: n,
  DOID: null,
  UUID: uuid(n),
  Title: title,
  Text: '',
  Width: 12,
  Type: { UUID: null, Identifier: 'RichText' },
  IsDrawer: false,
  ComponentType: '',
  ToVueRouterName: '',
  Attributes: [],
});
const noFilters = {
  contentFilterJson: '',
  usersFilterJson: '',
  assignmentsFilterJson: '',
  companiesFilterJson: '',
};
const side = (sections: Section[], filters: object = noFilters) => ({ sections, filters });

describe('the three-way merge of a page', () => {
  it('asks when both sides reordered the same widgets differently, naming both orders', () => {
    const [a, b, c] = [widget(1, 'A'), widget(2, 'B'), widget(3, 'C')];
    const result = mergePage({ base: side([a, b, c]), theirs: side([c, a, b]), yours: side([b, a, c]) });
    expect(result.conflicts).toEqual([
      { SectionUUID: null, SectionTitle: 'Page', Setting: 'Order', Yours: 'B → A → C', Theirs: 'C → A → B' },
    ]);
  });

  it('takes their order when only they reordered, and keeps a widget added here after its neighbour', () => {
    const [a, b, c] = [widget(1, 'A'), widget(2, 'B'), widget(3, 'C')];
    const added = { ...widget(9, 'New'), UUID: '-4' };
    const result = mergePage({
      base: side([a, b, c]),
      theirs: side([c, b, a]),
      yours: side([a, added, b, c]),
    });
    expect(result.conflicts).toEqual([]);
    expect(result.sections.map((s) => s.Title)).toEqual(['C', 'B', 'A', 'New']);
    expect(result.sections[3].UUID).toBeNull();
  });

  it('merges the page filters one by one, equal JSON written differently being no change', () => {
    const base = { ...noFilters, contentFilterJson: '{"tags":[1]}' };
    const theirs = { ...base, usersFilterJson: '[{"key":"RegionId"}]' };
    const yours = { contentFilterJson: '{ "tags": [1] }', companiesFilterJson: '{"companyId":9}' };
    const result = mergePage({ base: side([], base), theirs: side([], theirs), yours: side([], yours) });
    expect(result.conflicts).toEqual([]);
    expect(result.filters).toEqual({ companiesFilterJson: '{"companyId":9}' });
    expect(result.kept).toEqual([{ SectionUUID: null, SectionTitle: 'Page', Setting: 'Users filter' }]);

    const clash = mergePage({
      base: side([], base),
      theirs: side([], { ...base, contentFilterJson: '{"tags":[2]}' }),
      yours: side([], { contentFilterJson: '{"tags":[3]}' }),
    });
    expect(clash.conflicts).toEqual([
      expect.objectContaining({ Setting: 'Content filter', Yours: '{"tags":[3]}', Theirs: '{"tags":[2]}' }),
    ]);
  });
});
