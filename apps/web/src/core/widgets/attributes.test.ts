import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readAttributes, writeAttributes } from './attributes.ts';
import { FilterAttributesSchema } from './filter-attributes.ts';

describe('widget attributes', () => {
  const schema = z.object({
    take: z.coerce.number().int().min(1).catch(5),
    view: z.enum(['calendar', 'list']).catch('list'),
  });

  it('reads stale and unknown attributes with the defaults', () => {
    expect(readAttributes(schema, [])).toEqual({ take: 5, view: 'list' });
    expect(
      readAttributes(schema, [
        { Name: 'take', Value: 'lots' },
        { Name: 'view', Value: 'grid' },
        { Name: 'legacy', Value: 'x' },
      ]),
    ).toEqual({ take: 5, view: 'list' });
    expect(readAttributes(schema, [{ Name: 'take', Value: '8' }])).toEqual({ take: 8, view: 'list' });
  });

  it('reads the json filter list and ignores unparseable JSON (spec 3 §3)', () => {
    const rows = [{ key: { Id: 'RegionId', Text: 'Region' }, value: { Id: 2, Text: 'Europe' } }];
    expect(readAttributes(FilterAttributesSchema, [{ Name: 'json', Value: JSON.stringify(rows) }])).toEqual({
      json: rows,
    });
    expect(readAttributes(FilterAttributesSchema, [{ Name: 'json', Value: '[{oops' }])).toEqual({
      json: undefined,
    });
  });

  it('writes values as text, keeps other attributes and removes undefined ones', () => {
    const before = [
      { Name: 'keep', Value: 'yes' },
      { Name: 'json', Value: '[]' },
    ];
    expect(writeAttributes(before, { json: undefined, take: 3 })).toEqual([
      { Name: 'keep', Value: 'yes' },
      { Name: 'take', Value: '3' },
    ]);
    expect(writeAttributes(before, { json: [{ a: 1 }] })).toEqual([
      { Name: 'keep', Value: 'yes' },
      { Name: 'json', Value: '[{"a":1}]' },
    ]);
  });
});
