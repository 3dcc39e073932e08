// /mcl/assignments/report (Advanced Assignment Search) and /mcl/companies/report (Advanced
// Company Search), spec 2 §2–§4: the dashboard's filter with this report type's date filter types,
// Generate / Modify Report, cancel in flight, cached time + Refresh, Share and Excel; the totals
// and the results table of the Assignment or Company report type, paged on the server, in the
// order of the saved layout (the facade).
import type {
  AssignmentFilterType,
  AssignmentRow,
  AssignmentSort,
  CompanyFilterType,
  CompanyRow,
  CompanySort,
} from '@atrium/contracts';
import { Paper } from '@mantine/core';
import { useMemo } from 'react';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { DataTable, type DataTableSort, type FetchPage } from '../../../ui/data-table/index.ts';
import { NotShared } from '../../../ui/NotShared.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { ReportScreenFrame, reportRange, useReportScreen } from '../../reports/index.ts';
import { openInNewTab, useMclHrefs } from '../mcl-links.ts';
import { type AssignmentTableRow, assignmentColumns } from '../tables/assignment-columns.tsx';
import { companyColumns } from '../tables/company-columns.tsx';
import { NO_ASSIGNMENTS, NO_COMPANIES } from '../tables/table-texts.ts';
import { SavedSearchTotals, SearchTotals } from './SearchTotals.tsx';
import { exportSearch } from './search-export.ts';
import { DEFAULT_ORDER, savedTotalsFor } from './search-facade.ts';
import { ASSIGNMENT_FILTER_TYPES, COMPANY_FILTER_TYPES } from './search-kinds.ts';
import { useSearchFacade } from './use-search-facade.ts';
import { fetchResults, type SearchKind, type SearchRun, useSearchRun } from './use-search-run.ts';

type FilterType = AssignmentFilterType | CompanyFilterType;

const KINDS = {
  assignments: {
    filterTypes: ASSIGNMENT_FILTER_TYPES,
    fallback: 'taken',
    noun: 'Assignments',
    description: 'Every assignment of the firm that matches the filter, with its figures for the period.',
  },
  companies: {
    filterTypes: COMPANY_FILTER_TYPES,
    fallback: 'none',
    noun: 'Companies',
    description: 'Every client company that matches the filter, with its figures for the period.',
  },
} as const;

type PageRequest = Parameters<FetchPage<unknown>>[0];

/** The table's page request as the report call takes it, with the table's default order. */
const resultsQuery = (request: PageRequest, fallback: { id: string; direction: 'asc' | 'desc' }) => ({
  search: request.filter,
  sort: request.sort?.id ?? fallback.id,
  direction: request.sort?.direction ?? fallback.direction,
  offset: request.offset,
  limit: request.limit,
});

interface ResultsProps {
  /** The run on screen: its results pages are asked for by its Id. */
  runId: string;
  version: number;
  /** The order the table opens with; a reader's new order is reported back. */
  order: DataTableSort;
  onOrderChange: (order: DataTableSort | null) => void;
}

function AssignmentResults({ runId, version, order, onOrderChange }: ResultsProps) {
  const hrefs = useMclHrefs();
  const showsBillings = holds(useCurrentUser(), 'ViewFinancials');
  const columns = useMemo(() => assignmentColumns(hrefs, { showsBillings }), [hrefs, showsBillings]);
  const fetchPage = useMemo<FetchPage<AssignmentTableRow>>(
    () => async (request) => {
      const query = resultsQuery(request, DEFAULT_ORDER.assignments);
      const answer = await fetchResults(
        'assignments',
        { runId },
        { ...query, sort: query.sort as AssignmentSort },
        { signal: request.signal },
      );
      const page = answer.page as { items: AssignmentRow[]; total: number; currency: string };
      return { rows: page.items.map((row) => ({ ...row, currency: page.currency })), total: page.total };
    },
    [runId],
  );
  return (
    <DataTable<AssignmentTableRow>
      label="Assignments matching the report"
      columns={columns}
      queryKey={['mcl', 'report', 'assignments', runId, version]}
      fetchPage={fetchPage}
      getRowId={(row) => String(row.Id)}
      emptyMessage={NO_ASSIGNMENTS}
      onRowClick={(row) => openInNewTab(hrefs.assignment(row.Id))}
      defaultSort={order}
      onSortChange={onOrderChange}
      maxHeight="calc(100vh - 12rem)"
    />
  );
}

function CompanyResults({ runId, version, order, onOrderChange }: ResultsProps) {
  const hrefs = useMclHrefs();
  const columns = useMemo(() => companyColumns(hrefs), [hrefs]);
  const fetchPage = useMemo<FetchPage<CompanyRow>>(
    () => async (request) => {
      const query = resultsQuery(request, DEFAULT_ORDER.companies);
      const answer = await fetchResults(
        'companies',
        { runId },
        { ...query, sort: query.sort as CompanySort },
        { signal: request.signal },
      );
      return { rows: answer.page.items as CompanyRow[], total: answer.page.total };
    },
    [runId],
  );
  return (
    <DataTable<CompanyRow>
      label="Companies matching the report"
      columns={columns}
      queryKey={['mcl', 'report', 'companies', runId, version]}
      fetchPage={fetchPage}
      getRowId={(row) => String(row.Id)}
      emptyMessage={NO_COMPANIES}
      onRowClick={(row) => openInNewTab(hrefs.company(row.Id))}
      defaultSort={order}
      onSortChange={onOrderChange}
      maxHeight="calc(100vh - 12rem)"
    />
  );
}

function SearchScreen({ route, kind }: ScreenProps & { kind: SearchKind }) {
  useDocumentTitle(route.title);
  const user = useCurrentUser();
  const config = KINDS[kind];
  const filterTypes = config.filterTypes as readonly { value: FilterType; label: string }[];
  const search = useSearchFacade(kind, useSearchRun(kind));
  const screen = useReportScreen<FilterType, SearchRun>({
    runner: search.runner,
    filterTypes,
    fallback: config.fallback,
  });
  const results = {
    version: screen.state.version,
    order: search.order,
    onOrderChange: (order: DataTableSort | null) => {
      if (order) search.setOrder(order);
    },
  };
  return (
    <ReportScreenFrame<FilterType, SearchRun>
      title={route.title}
      description={config.description}
      screen={screen}
      filterTypes={filterTypes}
      canShare
      canExport={holds(user, 'ExportReports')}
      onExport={(run) => exportSearch({ kind, run })}
      pending={(filter) => {
        const range = reportRange(filter.date, screen.today);
        const saved = savedTotalsFor(search.layout.totals, { filter, range });
        return saved ? <SavedSearchTotals noun={config.noun} totals={saved} /> : null;
      }}
    >
      {(run) => (
        <>
          <SearchTotals
            noun={config.noun}
            count={run.totals.count}
            metrics={run.totals.metrics}
            currency={run.currency}
          />
          <Paper withBorder radius="lg" p="xs">
            {kind === 'assignments' ? (
              <AssignmentResults runId={run.runId} {...results} />
            ) : (
              <CompanyResults runId={run.runId} {...results} />
            )}
          </Paper>
        </>
      )}
    </ReportScreenFrame>
  );
}

/** The searches add up billings: they need the ViewFinancials flag, as the dashboard does. */
function PermittedSearch(props: ScreenProps & { kind: 'assignments' | 'companies' }) {
  const user = useCurrentUser();
  if (holds(user, 'ViewFinancials')) return <SearchScreen {...props} />;
  return <NotShared permission="ViewFinancials" screenTitle={props.route.title} />;
}

export function AssignmentReportScreen(props: ScreenProps) {
  return <PermittedSearch {...props} kind="assignments" />;
}

export function CompanyReportScreen(props: ScreenProps) {
  return <PermittedSearch {...props} kind="companies" />;
}
