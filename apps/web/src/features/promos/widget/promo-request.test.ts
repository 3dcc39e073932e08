import { describe, expect, it } from 'vitest';
import { PromoAttributesSchema } from './promo-attributes.ts';
import { promosRequest } from './promo-request.ts';

const PAGE = '00000000-0000-4000-8000-000000000001';
const PICKED = '00000000-0000-4000-8000-000000000002';
const page = {
  UUID: PAGE,
  ContentFilter: null,
  Parent: {
    UUID: null,
    ContentFilter: { tags: [{ Id: 3, Text: 'News' }], search: '' },
    UsersFilter: null,
    AssignmentsFilter: null,
    CompaniesFilter: null,
  },
};

describe('the promos request', () => {
  it('is dynamic with a limit of 2 and the page filter by default, inherited from the parent', () => {
    const attributes = PromoAttributesSchema.parse({});
    expect(attributes).toMatchObject({ kind: 'dynamic', options: { limit: 2, usePageFilter: true } });
    expect(promosRequest(attributes, page)).toEqual({
      filter: { tags: [{ Id: 3, Text: 'News' }], search: '' },
      limit: 2,
      exclude: PAGE,
    });
  });

  it("uses the widget's own filter when the page filter is off", () => {
    const attributes = PromoAttributesSchema.parse({
      options: { limit: '4', usePageFilter: 'false' },
      json: { tags: [], search: 'boards' },
    });
    expect(promosRequest(attributes, page)).toMatchObject({ filter: { search: 'boards' }, limit: 4 });
  });

  it('asks for the picked pages in manual mode, and for nothing without picks', () => {
    const picked = {
      oid: 9,
      uuid: PICKED,
      type: { Identifier: 'SitesPageEvent', Title: 'Event', UUID: '' },
      VueRouterName: 'x',
      title: 'X',
    };
    expect(
      promosRequest(PromoAttributesSchema.parse({ kind: 'manual', content: [picked, { junk: 1 }] }), page),
    ).toEqual({
      uuids: [PICKED],
    });
    expect(promosRequest(PromoAttributesSchema.parse({ kind: 'manual' }), page)).toBeNull();
  });

  it('reads stale attributes with the defaults', () => {
    expect(PromoAttributesSchema.parse({ kind: 'carousel', display: 'grid', options: 'x' })).toMatchObject({
      kind: 'dynamic',
      display: 'vertical',
      options: { limit: 2, usePageFilter: true },
    });
  });
});
