// Which people a widget's filter rows select.
import { describe, expect, it } from 'vitest';
import { emptyPersonFilter, filterFromRows, searchWords } from './person-filter.ts';

const row = (key: string, value: string | number) => ({
  key: { Id: key, Text: key },
  value: { Id: value, Text: '' },
});

describe('filterFromRows', () => {
  it('reads the keys that describe people, alternatives of one key together', () => {
    const filter = filterFromRows([
      row('RegionId', 1),
      row('RegionId', '2'),
      row('LocationId', 7),
      row('SkillId', 3),
      row('Role', 'partner'),
      row('RoleId', 'Researcher'),
    ]);
    expect(filter).toEqual({
      ...emptyPersonFilter(),
      regionIds: [1, 2],
      locationIds: [7],
      skillIds: [3],
      roles: ['Partner', 'Researcher'],
    });
  });

  it('ignores keys about assignments and companies, values that are not ids, and repeats', () => {
    const filter = filterFromRows([
      row('FunctionId', 1),
      row('CompanyId', 2),
      row('RegionId', 'abc'),
      row('RegionId', -4),
      row('RegionId', 1.5),
      row('UserId', 9),
      row('UserId', 9),
      row('Role', 'Boss'),
    ]);
    expect(filter).toEqual({ ...emptyPersonFilter(), userIds: [9] });
  });

  it('keeps the group only when there is one', () => {
    expect(filterFromRows([], 'Partners-EMEA').adgroup).toBe('Partners-EMEA');
    expect('adgroup' in filterFromRows([], '')).toBe(false);
  });
});

describe('searchWords', () => {
  it('splits on white space, lower-cases and keeps at most five words', () => {
    expect(searchWords('  Ann   VAN der ')).toEqual(['ann', 'van', 'der']);
    expect(searchWords('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(searchWords('   ')).toEqual([]);
  });
});
