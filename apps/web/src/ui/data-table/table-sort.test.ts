import { describe, expect, it } from 'vitest';
import { ariaSort, fromSortingState, toSortingState } from './table-sort.ts';

describe('the table sort', () => {
  it('asks the server for the column and direction the table shows', () => {
    expect(fromSortingState([{ id: 'taken', desc: true }])).toEqual({ id: 'taken', direction: 'desc' });
    expect(fromSortingState([{ id: 'company', desc: false }])).toEqual({ id: 'company', direction: 'asc' });
    expect(fromSortingState([])).toBeNull();
  });

  it('starts the table on the caller’s default sort', () => {
    expect(toSortingState({ id: 'Id', direction: 'desc' })).toEqual([{ id: 'Id', desc: true }]);
    expect(toSortingState(null)).toEqual([]);
  });

  it('tells screen readers the direction of the sorted column only', () => {
    expect(ariaSort('asc')).toBe('ascending');
    expect(ariaSort('desc')).toBe('descending');
    expect(ariaSort(false)).toBe('none');
  });
});
