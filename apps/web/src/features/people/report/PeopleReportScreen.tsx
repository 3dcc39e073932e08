// /directory/{members}/report, /directory/licenses/report and /directory/locations/report
// (spec 2 §2–§4): the report filter with the people date filter types, Generate / Modify Report,
// cancel in flight, cached time + Refresh, Share and Excel; head counts, a chart of them over the
// period and the people (or licenses, or offices) table, paged on the server.
import { addMonthsIso, brand, type PersonReportRow, type PlaceReportRow } from '@atrium/contracts';
import { Paper, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { DataTable, type FetchPage } from '../../../ui/data-table/index.ts';
import { KpiBox } from '../../../ui/kpi-box/index.ts';
import { formatWhole } from '../../../ui/numbers.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { type PickerKey, ReportScreenFrame, useReportScreen } from '../../reports/index.ts';
import { usePlaceHref, useProfileHref } from '../directory/person-links.ts';
import { HeadcountChart } from './HeadcountChart.tsx';
import { personColumns, placeColumns } from './people-report-columns.tsx';
import { exportPeopleReport } from './people-report-export.ts';
import {
  PEOPLE_FILTER_TYPES,
  type PeopleReportKind,
  ROLE_TABS,
  type RoleTab,
  roleTabOf,
  total,
} from './people-report-kinds.ts';
import {
  fetchPeopleReport,
  type PeopleRun,
  type PeopleRunFilter,
  usePeopleReport,
} from './use-people-report.ts';

type FilterType = PeopleRunFilter['type'];

const KEYS: readonly PickerKey[] = ['region', 'license', 'location', 'partner'];
const _FILTER_TYPE_VALUES = PEOPLE_FILTER_TYPES.map((t) => t.value);

const KINDS = {
  users: {
    noun: 'People',
    description: `Everyone at ${brand.firmName} the date filter selects: role, office, status and their dates.`,
  },
  licenses: {
    noun: 'Licenses',
    description: 'Head counts per license at the start and end of the period, with joiners and leavers.',
  },
  locations: {
    noun: 'Offices',
    description: 'Head counts per office at the start and end of the period, with joiners and leavers.',
  },
} as const;

function Totals({ run, noun, kind }: { run: PeopleRun; noun: string; kind: PeopleReportKind }) {
  const { totals } = run;
  const box = (label: string, value: number, note: string) => (
    <KpiBox label={label} value={formatWhole(value)} noComparisonText={note} />
  );
  // The User report counts the people its filter lists (with no date filter, today's staff), so
  // its "at the start" leaves out those who have left since; the places count their whole staff
  // then (docs/metrics.md). Each note says which, as the dashboard counts everyone then on staff.
  const atStart = (n: number) =>
    kind === 'users' ? `${formatWhole(n)} of these at the start` : `${formatWhole(n)} on staff at the start`;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {box(noun, totals.count, 'Matching the filter')}
      {box('Partners', totals.end.partners, atStart(totals.start.partners))}
      {box('Researchers', totals.end.researchers, atStart(totals.start.researchers))}
      {box('Administration', totals.end.administration, atStart(totals.start.administration))}
      {box('Joiners', totals.joiners, 'Hired or joined in the period')}
      {box('Leavers', totals.leavers, `Of ${atStart(total(totals.start))}`)}
    </SimpleGrid>
  );
}

interface ResultsProps {
  kind: PeopleReportKind;
  /** The run on screen: its results pages are asked for by its Id. */
  runId: string;
  version: number;
}

function usePageFetcher<Row>(kind: PeopleReportKind, runId: string, role?: RoleTab) {
  return useMemo<FetchPage<Row>>(
    () => async (request) => {
      const answer = await fetchPeopleReport(
        kind,
        { runId },
        {
          search: request.filter,
          sort: (request.sort?.id ?? 'name') as 'name',
          direction: request.sort?.direction ?? 'asc',
          role: role && role !== 'all' ? role : undefined,
          offset: request.offset,
          limit: request.limit,
        },
        { signal: request.signal },
      );
      return { rows: answer.page.items as Row[], total: answer.page.total };
    },
    [kind, runId, role],
  );
}

function PeopleResults({ runId, version }: Omit<ResultsProps, 'kind'>) {
  const [params, setParams] = useSearchParams();
  const role = roleTabOf(params.get('role'));
  const profileHref = useProfileHref();
  const columns = useMemo(() => personColumns(profileHref), [profileHref]);
  const fetchPage = usePageFetcher<PersonReportRow>('users', runId, role);
  const setRole = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('role');
    else next.set('role', value);
    setParams(next, { replace: true });
  };
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Role"
        data={ROLE_TABS.map((tab) => ({ value: tab.value, label: tab.label }))}
        value={role}
        onChange={setRole}
        color="navy"
        styles={{ root: { flexWrap: 'wrap', maxWidth: '100%', alignSelf: 'flex-start' } }}
      />
      <DataTable<PersonReportRow>
        label="People matching the report"
        columns={columns}
        queryKey={['people', 'report', 'users', runId, role, version]}
        fetchPage={fetchPage}
        getRowId={(row) => String(row.id)}
        emptyMessage="No people match this report."
        defaultSort={{ id: 'name', direction: 'asc' }}
        maxHeight="calc(100vh - 12rem)"
      />
    </Stack>
  );
}

function PlaceResults({ kind, runId, version }: ResultsProps & { kind: 'licenses' | 'locations' }) {
  const href = usePlaceHref(kind === 'licenses' ? 'license' : 'location');
  const isLicense = kind === 'licenses';
  const columns = useMemo(
    () =>
      placeColumns({
        nameHeader: isLicense ? 'License' : 'Office',
        parentHeader: isLicense ? 'Region' : 'License',
        href,
      }),
    [isLicense, href],
  );
  const fetchPage = usePageFetcher<PlaceReportRow>(kind, runId);
  return (
    <DataTable<PlaceReportRow>
      label={isLicense ? 'Licenses matching the report' : 'Offices matching the report'}
      columns={columns}
      queryKey={['people', 'report', kind, runId, version]}
      fetchPage={fetchPage}
      getRowId={(row) => String(row.id)}
      emptyMessage={isLicense ? 'No licenses match this report.' : 'No offices match this report.'}
      defaultSort={{ id: 'name', direction: 'asc' }}
      maxHeight="calc(100vh - 12rem)"
    />
  );
}

function PeopleReportScreen({ route, kind }: ScreenProps & { kind: PeopleReportKind }) {
  useDocumentTitle(route.title);
  const user = useCurrentUser();
  const config = KINDS[kind];
  const runner = usePeopleReport(kind);
  const screen = useReportScreen<FilterType, PeopleRun>({
    runner,
    filterTypes: PEOPLE_FILTER_TYPES,
    fallback: 'none',
  });
  // spec 3 §5: site admins may pick user-report dates up to one year ahead.
  const maxDate = kind === 'users' && user?.SiteAdmin ? addMonthsIso(screen.today, 12) : screen.today;
  return (
    <ReportScreenFrame<FilterType, PeopleRun>
      title={route.title}
      description={config.description}
      screen={screen}
      filterTypes={PEOPLE_FILTER_TYPES}
      keys={KEYS}
      maxDate={maxDate}
      // The share-link calls belong to the financial reports and ask for ViewFinancials.
      canShare={holds(user, 'ViewFinancials')}
      canExport={holds(user, 'ExportReports')}
      onExport={(run) => exportPeopleReport({ kind, run })}
    >
      {(run) => (
        <>
          <Totals run={run} noun={config.noun} kind={kind} />
          <HeadcountChart points={run.headcount} />
          <Paper withBorder radius="lg" p="xs">
            {kind === 'users' ? (
              <PeopleResults runId={run.runId} version={screen.state.version} />
            ) : (
              <PlaceResults kind={kind} runId={run.runId} version={screen.state.version} />
            )}
          </Paper>
        </>
      )}
    </ReportScreenFrame>
  );
}

export function UserReportScreen(props: ScreenProps) {
  return <PeopleReportScreen {...props} kind="users" />;
}

export function LicenseReportScreen(props: ScreenProps) {
  return <PeopleReportScreen {...props} kind="licenses" />;
}

export function LocationReportScreen(props: ScreenProps) {
  return <PeopleReportScreen {...props} kind="locations" />;
}
