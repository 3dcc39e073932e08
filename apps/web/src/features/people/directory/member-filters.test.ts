import { describe, expect, it } from 'vitest';
import { activeFilterCount, EMPTY_MEMBER_FILTERS, membersQuery, parseSortValue } from './member-filters.ts';

describe('member directory filters → the members call', () => {
  it('asks for the first page by last name with no filters', () => {
    expect(membersQuery(EMPTY_MEMBER_FILTERS, 'lastName:ASC', { offset: 0, limit: 50 })).toEqual({
      search: '',
      region: [],
      license: [],
      location: [],
      practiceGroup: [],
      skill: [],
      role: [],
      sort: 'lastName',
      sortDirection: 'ASC',
      offset: 0,
      limit: 50,
    });
  });

  it('sends the ids of every chosen value, the roles and the trimmed search', () => {
    const query = membersQuery(
      {
        ...EMPTY_MEMBER_FILTERS,
        search: '  ada lo ',
        region: [{ ID: 2, Name: 'Europe' }],
        skill: [
          { ID: 7, Name: 'M&A' },
          { ID: 9, Name: 'ESG' },
        ],
        role: ['Partner'],
      },
      'hireDate:DESC',
      { offset: 100, limit: 50 },
    );
    expect(query).toMatchObject({
      search: 'ada lo',
      region: [2],
      skill: [7, 9],
      role: ['Partner'],
      sort: 'hireDate',
      sortDirection: 'DESC',
      offset: 100,
    });
  });

  it('reads an unknown sort as last name ascending', () => {
    expect(parseSortValue('nonsense')).toEqual({ sort: 'lastName', sortDirection: 'ASC' });
    expect(parseSortValue(null)).toEqual({ sort: 'lastName', sortDirection: 'ASC' });
    expect(parseSortValue('roleChanged:DESC')).toEqual({ sort: 'roleChanged', sortDirection: 'DESC' });
  });

  it('counts the chosen filter values, not the search', () => {
    expect(activeFilterCount({ ...EMPTY_MEMBER_FILTERS, search: 'x' })).toBe(0);
    expect(
      activeFilterCount({
        ...EMPTY_MEMBER_FILTERS,
        license: [{ ID: 1, Name: 'a' }],
        role: ['Researcher', 'Partner'],
      }),
    ).toBe(3);
  });
});
