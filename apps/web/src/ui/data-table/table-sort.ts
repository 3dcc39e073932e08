// The table's sort (one column, ascending or descending) as TanStack Table holds it and as the
// server is asked for it.
import type { SortingState } from '@tanstack/react-table';
import type { DataTableSort } from './data-table-types.ts';

export function toSortingState(sort: DataTableSort | null | undefined): SortingState {
  return sort ? [{ id: sort.id, desc: sort.direction === 'desc' }] : [];
}

export function fromSortingState(sorting: SortingState): DataTableSort | null {
  const first = sorting[0];
  return first ? { id: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
}

export function ariaSort(direction: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return 'none';
}
