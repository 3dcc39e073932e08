// The company results table (spec 3 §2.7): filtered, sorted and paged on the server, 50 rows a
// page as the reader scrolls; a row opens the company in a new tab. Each page's off-limits badges
// come in one call after its rows.
import type { CompanySort, ListingScope } from '@atrium/contracts';
import { type ReactNode, useMemo } from 'react';
import type { FilterRow } from '../../../core/widgets/filter-attributes.ts';
import { DataTable, type FetchPage } from '../../../ui/data-table/index.ts';
import { fetchMarkedCompanyPage } from '../listings/listing-queries.ts';
import { openInNewTab, useMclHrefs } from '../mcl-links.ts';
import { companyColumns, type MarkedCompanyRow } from './company-columns.tsx';

import { NO_COMPANIES } from './table-texts.ts';

export interface CompanyTableProps {
  scope?: ListingScope;
  /** CompaniesFilter rows of the page or the widget. */
  filter?: FilterRow[];
  label?: string;
  pageSize?: number;
  maxHeight?: number | string;
  /** A list screen's table: it ends at the window's bottom edge. */
  fitsWindow?: boolean;
  /** Why the list is empty while no filter is typed (a listing scope's own words). */
  emptyHint?: ReactNode;
}

export function CompanyTable(props: CompanyTableProps) {
  const { scope = 'all', filter, label = 'Companies', pageSize } = props;
  const hrefs = useMclHrefs();
  const columns = useMemo(() => companyColumns(hrefs), [hrefs]);
  const fetchPage = useMemo<FetchPage<MarkedCompanyRow>>(
    () =>
      async ({ filter: search, sort, offset, limit, signal }) => {
        const { page, marks } = await fetchMarkedCompanyPage(
          {
            scope,
            search,
            filter: filter ?? [],
            sort: (sort?.id as CompanySort | undefined) ?? 'company',
            direction: sort?.direction ?? 'asc',
            offset,
            limit,
          },
          signal,
        );
        return {
          rows: page.items.map((row) => ({ ...row, offLimits: marks.get(row.Id) })),
          total: page.total,
        };
      },
    [scope, filter],
  );

  return (
    <DataTable<MarkedCompanyRow>
      label={label}
      columns={columns}
      queryKey={['mcl', 'companies', scope, filter ?? []]}
      fetchPage={fetchPage}
      getRowId={(row) => String(row.Id)}
      emptyMessage={NO_COMPANIES}
      emptyHint={props.emptyHint}
      onRowClick={(row) => openInNewTab(hrefs.company(row.Id))}
      defaultSort={{ id: 'company', direction: 'asc' }}
      pageSize={pageSize}
      maxHeight={props.maxHeight}
      fitsWindow={props.fitsWindow}
    />
  );
}
