import type { Page, SectionAttribute } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import { explorerTiles } from './explorer-tiles.ts';
import { EMPTY_FINDER_PICKS, finderRequest } from './finder-request.ts';
import {
  MemberListAttributesSchema,
  MemberPromoAttributesSchema,
  memberListRequest,
  memberPromoRequest,
  NewPartnersAttributesSchema,
  newPartnersRequest,
  peopleFilterRows,
  UserIntroAttributesSchema,
} from './people-attributes.ts';

const attrs = (record: Record<string, string>): SectionAttribute[] =>
  Object.entries(record).map(([Name, Value]) => ({ Name, Value }));

const row = (key: string, id: number) => ({ key: { Id: key, Text: key }, value: { Id: id, Text: `#${id}` } });

describe('people widget attributes (spec 1 §3)', () => {
  it('gives the member list its defaults: Id DESC, no pages, no group', () => {
    const a = readAttributes(MemberListAttributesSchema, []);
    expect(a).toMatchObject({
      sort: 'Id',
      sortDirection: 'DESC',
      adgroup: '',
      fullReport: false,
    });
    expect(a.perPage).toBeUndefined();
    expect(memberListRequest(a, [])).toEqual({
      filter: [],
      sort: 'Id',
      sortDirection: 'DESC',
      adgroup: undefined,
      perPage: undefined,
      page: 1,
    });
  });

  it('reads text attributes and falls back field by field on stale values', () => {
    const a = readAttributes(
      MemberListAttributesSchema,
      attrs({
        sort: 'hireDate',
        sortDirection: 'asc',
        perPage: '25',
        adgroup: 'Partners',
        fullReport: 'TRUE',
      }),
    );
    expect(a).toMatchObject({
      sort: 'hireDate',
      sortDirection: 'ASC',
      perPage: 25,
      adgroup: 'Partners',
      fullReport: true,
    });
    const stale = readAttributes(
      MemberListAttributesSchema,
      attrs({ sort: 'shoeSize', sortDirection: 'sideways', perPage: 'many', json: 'not json' }),
    );
    expect(
      memberListRequest(readAttributes(MemberListAttributesSchema, attrs({ take: '10' })), []).perPage,
    ).toBe(10);
    expect(stale).toMatchObject({ sort: 'Id', sortDirection: 'DESC', perPage: undefined, json: undefined });
  });

  it('gives the people tile take 8 by last name ascending', () => {
    const a = readAttributes(MemberPromoAttributesSchema, attrs({ take: '0' }));
    expect(memberPromoRequest(a, [])).toEqual({
      filter: [],
      take: 8,
      sort: 'lastName',
      sortDirection: 'ASC',
      adgroup: undefined,
    });
  });

  it('sends the new partners window in months', () => {
    const a = readAttributes(NewPartnersAttributesSchema, attrs({ limitMonths: '6', take: '4' }));
    expect(newPartnersRequest(a, [])).toMatchObject({ months: 6, take: 4 });
    expect(readAttributes(NewPartnersAttributesSchema, []).limitMonths).toBe(12);
    const older = readAttributes(NewPartnersAttributesSchema, attrs({ limit: '6' }));
    expect(newPartnersRequest(older, [])).toMatchObject({ take: 6 });
  });

  it('reads the user intro person, or none', () => {
    expect(readAttributes(UserIntroAttributesSchema, attrs({ userId: '42' })).userId).toBe(42);
    expect(readAttributes(UserIntroAttributesSchema, attrs({ userId: 'x' })).userId).toBeUndefined();
    expect(readAttributes(UserIntroAttributesSchema, []).userId).toBeUndefined();
  });
});

describe('the page filter', () => {
  const page = (own: unknown, parent: unknown) =>
    ({ UsersFilter: own, Parent: { UsersFilter: parent } }) as unknown as Pick<
      Page,
      'UsersFilter' | 'Parent'
    >;

  it('uses the widget’s own filter first', () => {
    expect(peopleFilterRows({ json: [row('RegionId', 1)], page: page([row('LicenseId', 2)], null) })).toEqual(
      [row('RegionId', 1)],
    );
  });

  it('else the page’s people filter, else the parent’s', () => {
    expect(
      peopleFilterRows({ json: undefined, page: page([row('LicenseId', 2)], [row('RegionId', 3)]) }),
    ).toEqual([row('LicenseId', 2)]);
    expect(peopleFilterRows({ json: undefined, page: page(null, [row('RegionId', 3)]) })).toEqual([
      row('RegionId', 3),
    ]);
    expect(peopleFilterRows({ json: undefined, page: page(null, null) })).toEqual([]);
  });
});

describe('colleague finder request', () => {
  it('sends several companies, one of each other filter and at most 3 skills', () => {
    const skills = [1, 2, 3, 4].map((ID) => ({ ID, Name: `s${ID}` }));
    const body = finderRequest(
      {
        ...EMPTY_FINDER_PICKS,
        companies: [
          { ID: 5, Name: 'A' },
          { ID: 6, Name: 'B' },
        ],
        region: [{ ID: 9, Name: 'Europe' }],
        skills,
      },
      10,
    );
    expect(body).toEqual({
      companies: [5, 6],
      industry: null,
      function: null,
      practiceGroup: null,
      subsector: null,
      region: 9,
      license: null,
      location: null,
      skills: [1, 2, 3],
      take: 10,
    });
  });
});

describe('At a glance tiles', () => {
  it('lists the seven tiles of spec 3 §2.4 in order', () => {
    const tiles = explorerTiles({
      numCountries: 1,
      numOffices: 2,
      numPG: 3,
      numSS: 4,
      numPartners: 5,
      numResearchers: 6,
      numAdmins: 7,
      global: {
        Id: 0,
        Name: 'Global',
        LocationType: 'global',
        numOffices: 2,
        numPartners: 5,
        numResearchers: 6,
        numAdmins: 7,
        children: [],
      },
    });
    expect(tiles.map((t) => `${t.label}=${t.value}`)).toEqual([
      'Countries=1',
      'Offices=2',
      'Practice Groups=3',
      'Subsectors=4',
      'Partners=5',
      'Researchers=6',
      'Admins=7',
    ]);
  });
});
