// /mcl/assignments/report (Advanced Assignment Search) and /mcl/companies/report (Advanced
// Company Search), spec 2 §2–§4: the dashboard's filter with this report type's date filter types,
// Generate / Modify Report, cancel in flight, cached time + Refresh, Share and Excel; the totals
// and the results table of the Assignment or Company report type, paged on the server.
import type {
  AssignmentFilterType,
  AssignmentRow,
  AssignmentSort,
  CompanyFilterType,
  CompanyRow,
  CompanySort,
} from '@atrium/contracts';
import { Paper, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { DataTable, type FetchPage } from '../../../ui/data-table/index.ts';
import { KpiBox } from '../../../ui/kpi-box/index.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import {
  FinancialsNotShared,
  formatMoney,
  formatNumber,
  formatWhole,
  ReportScreenFrame,
  useReportScreen,
} from '../../reports/index.ts';
import { openInNewTab, useMclHrefs } from '../mcl-links.ts';
import { type AssignmentTableRow, assignmentColumns } from '../tables/assignment-columns.tsx';
import { companyColumns } from '../tables/company-columns.tsx';
import { NO_ASSIGNMENTS, NO_COMPANIES } from '../tables/table-texts.ts';
import { exportSearch } from './search-export.ts';
import { ASSIGNMENT_FILTER_TYPES, COMPANY_FILTER_TYPES, TOTALS } from './search-kinds.ts';
import {
  fetchResults,
  type RunFilter,
  type SearchKind,
  type SearchRun,
  useSearchRun,
} from './use-search-run.ts';

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

function Totals({ run, noun }: { run: SearchRun; noun: string }) {
  const { metrics } = run.totals;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <KpiBox label={noun} value={formatWhole(run.totals.count)} noComparisonText="Matching the filter" />
      {TOTALS.map((t) => (
        <KpiBox
          key={t.key}
          label={t.label}
          value={t.isMoney ? formatMoney(metrics[t.key], run.currency) : formatNumber(metrics[t.key])}
          noComparisonText="In the period"
        />
      ))}
    </SimpleGrid>
  );
}

type PageRequest = Parameters<FetchPage<unknown>>[0];

/** The table's page request as the report call takes it, with the table's default order. */
const resultsQuery = (request: PageRequest, fallback: { id: string; direction: 'asc' | 'desc' }) => ({
  search: request.filter,
  sort: request.sort?.id ?? fallback.id,
  direction: request.sort?.direction ?? fallback.direction,
  offset: request.offset,
  limit: request.limit,
});

const ASSIGNMENT_ORDER = { id: 'dateTaken', direction: 'desc' } as const;
const COMPANY_ORDER = { id: 'company', direction: 'asc' } as const;

interface ResultsProps {
  filter: RunFilter;
  version: number;
}

function AssignmentResults({ filter, version }: ResultsProps) {
  const hrefs = useMclHrefs();
  const columns = useMemo(() => assignmentColumns(hrefs), [hrefs]);
  const fetchPage = useMemo<FetchPage<AssignmentTableRow>>(
    () => async (request) => {
      const query = resultsQuery(request, ASSIGNMENT_ORDER);
      const answer = await fetchResults(
        'assignments',
        filter,
        { ...query, sort: query.sort as AssignmentSort },
        { signal: request.signal },
      );
      const page = answer.page as { items: AssignmentRow[]; total: number; currency: string };
      return { rows: page.items.map((row) => ({ ...row, currency: page.currency })), total: page.total };
    },
    [filter],
  );
  return (
    <DataTable<AssignmentTableRow>
      label="Assignments matching the report"
      columns={columns}
      queryKey={['mcl', 'report', 'assignments', filter, version]}
      fetchPage={fetchPage}
      getRowId={(row) => String(row.Id)}
      emptyMessage={NO_ASSIGNMENTS}
      onRowClick={(row) => openInNewTab(hrefs.assignment(row.Id))}
      defaultSort={ASSIGNMENT_ORDER}
      maxHeight="calc(100vh - 12rem)"
    />
  );
}

function CompanyResults({ filter, version }: ResultsProps) {
  const hrefs = useMclHrefs();
  const columns = useMemo(() => companyColumns(hrefs), [hrefs]);
  const fetchPage = useMemo<FetchPage<CompanyRow>>(
    () => async (request) => {
      const query = resultsQuery(request, COMPANY_ORDER);
      const answer = await fetchResults(
        'companies',
        filter,
        { ...query, sort: query.sort as CompanySort },
        { signal: request.signal },
      );
      return { rows: answer.page.items as CompanyRow[], total: answer.page.total };
    },
    [filter],
  );
  return (
    <DataTable<CompanyRow>
      label="Companies matching the report"
      columns={columns}
      queryKey={['mcl', 'report', 'companies', filter, version]}
      fetchPage={fetchPage}
      getRowId={(row) => String(row.Id)}
      emptyMessage={NO_COMPANIES}
      onRowClick={(row) => openInNewTab(hrefs.company(row.Id))}
      defaultSort={COMPANY_ORDER}
      maxHeight="calc(100vh - 12rem)"
    />
  );
}

function SearchScreen({ route, kind }: ScreenProps & { kind: SearchKind }) {
  useDocumentTitle(route.title);
  const user = useCurrentUser();
  const config = KINDS[kind];
  const filterTypes = config.filterTypes as readonly { value: FilterType; label: string }[];
  const runner = useSearchRun(kind);
  const screen = useReportScreen<FilterType, SearchRun>({ runner, filterTypes, fallback: config.fallback });
  return (
    <ReportScreenFrame<FilterType, SearchRun>
      title={route.title}
      description={config.description}
      screen={screen}
      filterTypes={filterTypes}
      canShare
      canExport={holds(user, 'ExportReports')}
      onExport={(run, filter) => exportSearch({ kind, filter, run, filterLabel: screen.filterLabel })}
    >
      {(run, filter) => (
        <>
          <Totals run={run} noun={config.noun} />
          <Paper withBorder radius="lg" p="xs">
            {kind === 'assignments' ? (
              <AssignmentResults filter={filter} version={screen.state.version} />
            ) : (
              <CompanyResults filter={filter} version={screen.state.version} />
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
  return <FinancialsNotShared title={props.route.title} />;
}

export function AssignmentReportScreen(props: ScreenProps) {
  return <PermittedSearch {...props} kind="assignments" />;
}

export function CompanyReportScreen(props: ScreenProps) {
  return <PermittedSearch {...props} kind="companies" />;
}
