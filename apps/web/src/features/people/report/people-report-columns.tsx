// The results tables' columns: people with role, office, status and dates; licenses or offices
// with their head counts at the end and the start of the period, joiners and leavers.
import type { PersonReportRow, PlaceReportRow } from '@atrium/contracts';
import { Anchor, Text } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/data-table/index.ts';
import { total } from './people-report-kinds.ts';

const dateCell = (value: string | null) => (
  <Text size="sm" c={value ? undefined : 'dimmed'}>
    {value ?? '—'}
  </Text>
);

export function personColumns(profileHref: (id: number) => string): DataTableColumn<PersonReportRow>[] {
  const date = (id: keyof PersonReportRow & string, header: string): DataTableColumn<PersonReportRow> => ({
    id,
    header,
    minWidthRem: 7,
    isSortable: true,
    sortDescFirst: true,
    cell: (row) => dateCell(row[id] as string | null),
  });
  return [
    {
      id: 'name',
      header: 'Name',
      minWidthRem: 11,
      grow: 2,
      isSortable: true,
      cell: (row) => (
        <Anchor href={profileHref(row.id)} size="sm" fw={600} c="navy.8">
          {row.name}
        </Anchor>
      ),
    },
    { id: 'role', header: 'Role', minWidthRem: 7, isSortable: true, cell: (row) => row.role },
    {
      id: 'location',
      header: 'Office',
      minWidthRem: 8,
      grow: 1,
      isSortable: true,
      cell: (row) => row.location ?? '—',
    },
    {
      id: 'status',
      header: 'Status',
      minWidthRem: 6,
      isSortable: true,
      cell: (row) => (
        <Text size="sm" fw={600} c={row.status === 'Active' ? 'teal.9' : 'gray.7'}>
          {row.status}
        </Text>
      ),
    },
    date('hireDate', 'Hired'),
    { ...date('joinDate', 'Joined'), visibleAboveRem: 60 },
    { ...date('roleChangedDate', 'Role changed'), visibleAboveRem: 50 },
    date('inactiveDate', 'Inactive'),
  ];
}

export function placeColumns(options: {
  nameHeader: string;
  parentHeader: string;
  href: (id: number) => string;
}): DataTableColumn<PlaceReportRow>[] {
  const count = (
    id: string,
    header: string,
    value: (row: PlaceReportRow) => number,
    extra: Partial<DataTableColumn<PlaceReportRow>> = {},
  ): DataTableColumn<PlaceReportRow> => ({
    id,
    header,
    minWidthRem: 6,
    align: 'end',
    isSortable: true,
    sortDescFirst: true,
    cell: (row) => value(row),
    ...extra,
  });
  return [
    {
      id: 'name',
      header: options.nameHeader,
      minWidthRem: 10,
      grow: 2,
      isSortable: true,
      cell: (row) => (
        <Anchor href={options.href(row.id)} size="sm" fw={600} c="navy.8">
          {row.name}
        </Anchor>
      ),
    },
    {
      id: 'parent',
      header: options.parentHeader,
      minWidthRem: 8,
      grow: 1,
      visibleAboveRem: 48,
      cell: (row) => row.parent ?? '—',
    },
    count('partners', 'Partners', (r) => r.end.partners),
    count('researchers', 'Researchers', (r) => r.end.researchers, { visibleAboveRem: 40 }),
    count('administration', 'Administration', (r) => r.end.administration, { visibleAboveRem: 40 }),
    count('headcount', 'At start', (r) => total(r.start), { isSortable: false, visibleAboveRem: 56 }),
    count('joiners', 'Joiners', (r) => r.joiners),
    count('leavers', 'Leavers', (r) => r.leavers),
    count('selected', 'Selected', (r) => r.selected, { visibleAboveRem: 64 }),
  ];
}
