import { describe, expect, it } from 'vitest';
import { readAttributes } from '../../../../core/widgets/attributes.ts';
import { FilterAttributesSchema } from './filter-attributes.ts';

describe('widget filter attributes', () => {
  it('reads the json filter list and ignores unparseable JSON (spec 3 §3)', () => {
    const rows = [{ key: { Id: 'RegionId', Text: 'Region' }, value: { Id: 2, Text: 'Europe' } }];
    expect(readAttributes(FilterAttributesSchema, [{ Name: 'json', Value: JSON.stringify(rows) }])).toEqual({
      json: rows,
    });
    expect(readAttributes(FilterAttributesSchema, [{ Name: 'json', Value: '[{oops' }])).toEqual({
      json: undefined,
    });
  });
});
