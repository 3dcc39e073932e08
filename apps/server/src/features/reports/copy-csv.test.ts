// COPY … (FORMAT csv) as PostgreSQL writes it: NULL is an empty unquoted field, the empty string is
// "", quotes are doubled, and quoted fields may hold commas and line breaks.
import { describe, expect, it } from 'vitest';
import { csvToRows, parseCsvFields } from './copy-csv.ts';

describe('COPY CSV reading', () => {
  it('tells NULL from the empty string and unquotes fields', () => {
    const text = '1,,""\n2,"a, ""b""","line\nbreak"\n';
    expect(parseCsvFields(text, 3)).toEqual(['1', null, '', '2', 'a, "b"', 'line\nbreak']);
  });

  it('types the columns', () => {
    const rows = csvToRows('7,12.5,t,2025-03-01,\n', {
      id: 'int',
      amount: 'float',
      flag: 'bool',
      day: 'date',
      parent: 'int',
    });
    expect(rows).toEqual([{ id: 7, amount: 12.5, flag: true, day: '2025-03-01', parent: null }]);
  });

  it('reads an empty result as no rows', () => {
    expect(csvToRows('', { id: 'int' })).toEqual([]);
  });
});
