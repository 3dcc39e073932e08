// spec 3 §2.7: the assignment results table's columns. The widths are the table's own, in rem:
// Industries above 74, Location above 66, Role above 58, billings above 42; Assignment # only
// with 'Show hidden columns'. From Role on, the shown columns' least widths add up to no more than
// the width at which each appears, so a desktop table never scrolls sideways and Billings, the
// last column, is never cut off. Billings only for a reader with ViewFinancials: the server sends
// them to no one else, and refuses to sort by them (docs/permissions.md).
import type { AssignmentRow } from '@atrium/contracts';
import { Anchor, Text } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/data-table/index.ts';
import { formatSpecDate } from '../../../ui/dates.ts';
import { formatMoney } from '../../../ui/numbers.ts';
import type { MclHrefs } from '../mcl-links.ts';
import { CompanyCell } from './CompanyCell.tsx';

/** A row with the currency its billings are in (the viewer's, from the page that brought it). */
export type AssignmentTableRow = AssignmentRow & { currency: string };

export const ASSIGNMENT_COLUMN_WIDTHS = {
  industry: 74,
  location: 66,
  role: 58,
  totalBillings: 42,
} as const;

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function assignmentColumns(
  hrefs: MclHrefs,
  options: { showsBillings: boolean },
): DataTableColumn<AssignmentTableRow>[] {
  const columns: DataTableColumn<AssignmentTableRow>[] = [
    {
      id: 'jobTitle',
      header: 'Job Title',
      minWidthRem: 10,
      grow: 2,
      isSortable: true,
      cell: (row) => (
        <Anchor href={hrefs.assignment(row.Id)} {...external} size="sm" fw={600} c="navy.8">
          {row.jobTitle}
        </Anchor>
      ),
    },
    {
      id: 'company',
      header: 'Client',
      minWidthRem: 8.5,
      grow: 2,
      isSortable: true,
      cell: (row) => (
        <CompanyCell href={hrefs.company(row.companyId)} name={row.company} isKeyAccount={row.isKeyAccount} />
      ),
    },
    {
      id: 'displayId',
      header: 'Assignment #',
      minWidthRem: 8,
      grow: 0,
      isSortable: true,
      isHiddenByDefault: true,
      cell: (row) => row.displayId,
    },
    {
      id: 'industry',
      header: 'Industries',
      minWidthRem: 9,
      isSortable: true,
      visibleAboveRem: ASSIGNMENT_COLUMN_WIDTHS.industry,
      cell: (row) => row.industry ?? '—',
    },
    {
      id: 'searchType',
      header: 'Search Type',
      minWidthRem: 7,
      isSortable: true,
      cell: (row) => row.searchTypeName,
    },
    {
      id: 'partners',
      header: 'Partners',
      minWidthRem: 8.5,
      grow: 2,
      isSortable: true,
      cell: (row) => <PartnerLinks row={row} profileHref={hrefs.profile} />,
    },
    {
      id: 'role',
      header: 'Role',
      minWidthRem: 4.5,
      grow: 0,
      isSortable: true,
      visibleAboveRem: ASSIGNMENT_COLUMN_WIDTHS.role,
      cell: (row) => row.role ?? '—',
    },
    {
      id: 'location',
      header: 'Location',
      minWidthRem: 7,
      isSortable: true,
      visibleAboveRem: ASSIGNMENT_COLUMN_WIDTHS.location,
      cell: (row) => row.location,
    },
    {
      id: 'status',
      header: 'Status',
      minWidthRem: 5.5,
      grow: 0,
      isSortable: true,
      cell: (row) => row.statusName,
    },
    {
      id: 'dateTaken',
      header: 'Taken',
      minWidthRem: 6,
      grow: 0,
      isSortable: true,
      sortDescFirst: true,
      // spec 3 §2.7: the results' Taken column reads MM/DD/YYYY.
      cell: (row) => formatSpecDate(row.dateTaken),
    },
    {
      id: 'totalBillings',
      header: 'Billings',
      minWidthRem: 7,
      grow: 0,
      align: 'end',
      isSortable: true,
      sortDescFirst: true,
      visibleAboveRem: ASSIGNMENT_COLUMN_WIDTHS.totalBillings,
      cell: (row) => (row.totalBillings === undefined ? '' : formatMoney(row.totalBillings, row.currency)),
    },
  ];
  return options.showsBillings ? columns : columns.filter((column) => column.id !== 'totalBillings');
}

function PartnerLinks({
  row,
  profileHref,
}: {
  row: AssignmentTableRow;
  profileHref: (id: number) => string;
}) {
  if (row.users.length === 0) return <Text size="sm">—</Text>;
  return (
    <Text size="sm" component="span" style={{ overflowWrap: 'anywhere' }}>
      {row.users.map((user, index) => (
        <span key={user.ID}>
          {index > 0 && ', '}
          <Anchor href={profileHref(user.ID)} {...external} size="sm">
            {user.FullName}
          </Anchor>
          <Text span size="xs" c="dimmed">
            {' '}
            ({user.role})
          </Text>
        </span>
      ))}
    </Text>
  );
}
