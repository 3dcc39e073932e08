import { describe, expect, it } from 'vitest';
import { describeInherited, parseContentFilter, serializeContentFilter } from './page-filters.ts';

describe('page filters', () => {
  it('reads the content filter with defaults for stale or broken text', () => {
    expect(parseContentFilter('{"tags":[{"Id":1,"Text":"Energy"}],"search":"x"}')).toEqual({
      tags: [{ Id: 1, Text: 'Energy' }],
      search: 'x',
    });
    expect(parseContentFilter('{oops')).toEqual({ tags: [], search: '' });
    expect(parseContentFilter({ tags: 'nope' })).toEqual({ tags: [], search: '' });
  });

  it('stores an empty filter as empty text so the parent’s passes down', () => {
    expect(serializeContentFilter({ tags: [], search: ' ' })).toBe('');
    expect(serializeContentFilter({ tags: [], search: 'energy' })).toBe('{"tags":[],"search":"energy"}');
  });

  it('describes what the parent passes down', () => {
    expect(describeInherited(null)).toBeNull();
    expect(
      describeInherited([{ key: { Id: 'RegionId', Text: 'Region' }, value: { Id: 1, Text: 'Europe' } }]),
    ).toBe('Europe');
    expect(describeInherited({ tags: [{ Id: 1, Text: 'Energy' }], search: 'grid' })).toBe('Energy, “grid”');
  });
});
