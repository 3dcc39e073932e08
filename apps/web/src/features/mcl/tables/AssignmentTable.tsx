// The assignment results table (spec 3 §2.7): filtered, sorted and paged on the server, 50 rows a
// page as the reader scrolls; a row opens the assignment in a new tab.
import type { AssignmentSort, ListingScope } from '@atrium/contracts';
import { type ReactNode, useMemo } from 'react';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import type { FilterRow } from '../../../core/widgets/filter-attributes.ts';
import { DataTable, type FetchPage } from '../../../ui/data-table/index.ts';
import { fetchAssignmentPage } from '../listings/listing-queries.ts';
import { openInNewTab, useMclHrefs } from '../mcl-links.ts';
import { type AssignmentTableRow, assignmentColumns } from './assignment-columns.tsx';

import { NO_ASSIGNMENTS } from './table-texts.ts';

export interface AssignmentTableProps {
  scope?: ListingScope;
  /** Only this client's assignments (the company detail page). */
  companyId?: number;
  /** AssignmentsFilter rows of the page or the widget. */
  filter?: FilterRow[];
  label?: string;
  pageSize?: number;
  maxHeight?: number | string;
  /** A list screen's table: it ends at the window's bottom edge. */
  fitsWindow?: boolean;
  /** Why the list is empty while no filter is typed (a listing scope's own words). */
  emptyHint?: ReactNode;
}

export function AssignmentTable(props: AssignmentTableProps) {
  const { scope = 'all', companyId, filter, label = 'Assignments', pageSize } = props;
  const hrefs = useMclHrefs();
  const showsBillings = holds(useCurrentUser(), 'ViewFinancials');
  const columns = useMemo(() => assignmentColumns(hrefs, { showsBillings }), [hrefs, showsBillings]);
  const fetchPage = useMemo<FetchPage<AssignmentTableRow>>(
    () =>
      async ({ filter: search, sort, offset, limit, signal }) => {
        const page = await fetchAssignmentPage(
          {
            scope,
            search,
            companyId,
            filter: filter ?? [],
            sort: (sort?.id as AssignmentSort | undefined) ?? 'dateTaken',
            direction: sort?.direction ?? 'desc',
            offset,
            limit,
          },
          signal,
        );
        return { rows: page.items.map((row) => ({ ...row, currency: page.currency })), total: page.total };
      },
    [scope, companyId, filter],
  );

  return (
    <DataTable<AssignmentTableRow>
      label={label}
      columns={columns}
      queryKey={['mcl', 'assignments', scope, companyId ?? null, filter ?? []]}
      fetchPage={fetchPage}
      getRowId={(row) => String(row.Id)}
      emptyMessage={NO_ASSIGNMENTS}
      emptyHint={props.emptyHint}
      onRowClick={(row) => openInNewTab(hrefs.assignment(row.Id))}
      defaultSort={{ id: 'dateTaken', direction: 'desc' }}
      pageSize={pageSize}
      maxHeight={props.maxHeight}
      fitsWindow={props.fitsWindow}
    />
  );
}
