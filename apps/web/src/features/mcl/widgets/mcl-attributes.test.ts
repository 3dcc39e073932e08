import { describe, expect, it } from 'vitest';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import {
  RecentListAttributesSchema,
  TeamingWinAttributesSchema,
  TopOfficesAttributesSchema,
  TopPartnersAttributesSchema,
  widgetFilterRows,
} from './mcl-attributes.ts';

const attrs = (pairs: Record<string, string>) =>
  Object.entries(pairs).map(([Name, Value]) => ({ Name, Value }));
const row = (id: number, text: string) => ({
  key: { Id: 'LocationId', Text: 'Location' },
  value: { Id: id, Text: text },
});
const page = (own: unknown, parent: unknown = null) =>
  ({
    AssignmentsFilter: own,
    CompaniesFilter: null,
    Parent: { AssignmentsFilter: parent, CompaniesFilter: null, UUID: null },
  }) as never;

describe('listing widget attributes (spec 3 §9 defaults)', () => {
  it('takes 5 recent rows, 50 a page, 1 teaming win and 3 top offices by default', () => {
    expect(readAttributes(RecentListAttributesSchema, [])).toMatchObject({ take: 5, pageSize: 50 });
    expect(readAttributes(TeamingWinAttributesSchema, []).take).toBe(1);
    expect(readAttributes(TopOfficesAttributesSchema, [])).toMatchObject({ take: 3, period: '1Y' });
  });

  it('falls back to the defaults on stale or hand-edited values', () => {
    expect(
      readAttributes(RecentListAttributesSchema, attrs({ take: 'lots', pageSize: '9999' })),
    ).toMatchObject({
      take: 5,
      pageSize: 50,
    });
    expect(
      readAttributes(TopPartnersAttributesSchema, attrs({ take: '8', period: 'forever' })),
    ).toMatchObject({
      take: 8,
      period: '1Y',
    });
  });
});

describe('which filter a widget uses', () => {
  it("uses the widget's own filter over the page's", () => {
    const own = [row(1, 'New York')];
    expect(
      widgetFilterRows({
        json: own,
        page: page(JSON.stringify([row(2, 'London')])),
        source: 'AssignmentsFilter',
      }),
    ).toEqual(own);
  });

  it("uses the page's AssignmentsFilter, else the parent page's", () => {
    expect(
      widgetFilterRows({
        json: undefined,
        page: page(JSON.stringify([row(2, 'London')])),
        source: 'AssignmentsFilter',
      }),
    ).toEqual([row(2, 'London')]);
    expect(
      widgetFilterRows({ json: undefined, page: page(null, [row(3, 'Paris')]), source: 'AssignmentsFilter' }),
    ).toEqual([row(3, 'Paris')]);
    expect(widgetFilterRows({ json: undefined, page: page(null), source: 'AssignmentsFilter' })).toEqual([]);
  });

  it('ignores unparseable filter text', () => {
    expect(
      widgetFilterRows({ json: undefined, page: page('{not json'), source: 'AssignmentsFilter' }),
    ).toEqual([]);
  });
});
