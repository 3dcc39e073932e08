// /directory/{members}/report, /directory/licenses/report and /directory/locations/report
// (spec 2 §2–§4): the report filter with the people date filter types, Generate / Modify Report,
// cancel in flight, cached time + Refresh, Share and Excel; head counts, a chart of them over the
// period and the people (or licenses, or offices) table, paged on the server.
import { addMonthsIso, brand, type PersonReportRow, type PlaceReportRow } from '@atrium/contracts';
import { Alert, Button, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { DataTable, type FetchPage } from '../../../ui/data-table/index.ts';
import { KpiBox } from '../../../ui/kpi-box/index.ts';
import { toast } from '../../../ui/toast.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import {
  buildRunFilter,
  CachedNote,
  defaultDraft,
  draftFromFilter,
  EDITING_REASON,
  EXPORT_FAILED,
  type FilterDraft,
  formatWhole,
  type PickerKey,
  ReportFilterForm,
  ReportSkeleton,
  ReportToolbar,
  reportRange,
  type SavedFilter,
  ShareButton,
  toIsoDate,
  useReportParams,
} from '../../reports/index.ts';
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
const FILTER_TYPE_VALUES = PEOPLE_FILTER_TYPES.map((t) => t.value);

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

function Totals({ run, noun }: { run: PeopleRun; noun: string }) {
  const { totals } = run;
  const box = (label: string, value: number, note: string) => (
    <KpiBox label={label} value={formatWhole(value)} noComparisonText={note} />
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {box(noun, totals.count, 'Matching the filter')}
      {box('Partners', totals.end.partners, `${formatWhole(totals.start.partners)} at the start`)}
      {box('Researchers', totals.end.researchers, `${formatWhole(totals.start.researchers)} at the start`)}
      {box(
        'Administration',
        totals.end.administration,
        `${formatWhole(totals.start.administration)} at the start`,
      )}
      {box('Joiners', totals.joiners, 'Hired or joined in the period')}
      {box('Leavers', totals.leavers, `Of ${formatWhole(total(totals.start))} at the start`)}
    </SimpleGrid>
  );
}

interface ResultsProps {
  kind: PeopleReportKind;
  filter: PeopleRunFilter;
  version: number;
}

function usePageFetcher<Row>(kind: PeopleReportKind, filter: PeopleRunFilter, role?: RoleTab) {
  return useMemo<FetchPage<Row>>(
    () => async (request) => {
      const answer = await fetchPeopleReport(
        kind,
        filter,
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
    [kind, filter, role],
  );
}

function PeopleResults({ filter, version }: Omit<ResultsProps, 'kind'>) {
  const [params, setParams] = useSearchParams();
  const role = roleTabOf(params.get('role'));
  const profileHref = useProfileHref();
  const columns = useMemo(() => personColumns(profileHref), [profileHref]);
  const fetchPage = usePageFetcher<PersonReportRow>('users', filter, role);
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
        queryKey={['people', 'report', 'users', filter, role, version]}
        fetchPage={fetchPage}
        getRowId={(row) => String(row.id)}
        emptyMessage="No people match this report."
        defaultSort={{ id: 'name', direction: 'asc' }}
        maxHeight="calc(100vh - 12rem)"
      />
    </Stack>
  );
}

function PlaceResults({ kind, filter, version }: ResultsProps & { kind: 'licenses' | 'locations' }) {
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
  const fetchPage = usePageFetcher<PlaceReportRow>(kind, filter);
  return (
    <DataTable<PlaceReportRow>
      label={isLicense ? 'Licenses matching the report' : 'Offices matching the report'}
      columns={columns}
      queryKey={['people', 'report', kind, filter, version]}
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
  const [today] = useState(() => toIsoDate(new Date()));
  // spec 3 §5: site admins may pick user-report dates up to one year ahead.
  const maxDate = kind === 'users' && user?.SiteAdmin ? addMonthsIso(today, 12) : today;
  const [draft, setDraft] = useState<FilterDraft<FilterType>>(() => ({ ...defaultDraft(), type: 'none' }));
  const [applied, setApplied] = useState<PeopleRunFilter | null>(null);
  const [mode, setMode] = useState<'edit' | 'report'>('edit');
  const [isExporting, setExporting] = useState(false);
  const { state, run, cancel } = usePeopleReport(kind);

  const generate = useCallback(
    (next: FilterDraft<FilterType>, options: { refresh?: boolean } = {}) => {
      const filter = buildRunFilter(next, []);
      setDraft(next);
      setApplied(filter);
      setMode('report');
      void run(filter, options);
    },
    [run],
  );
  const toDraft = useCallback(
    (filter: SavedFilter) => draftFromFilter(filter, { types: FILTER_TYPE_VALUES, fallback: 'none' }),
    [],
  );
  const params = useReportParams<FilterType>({ setDraft, generate, toDraft });

  const modify = () => {
    cancel(EDITING_REASON);
    setMode('edit');
  };
  const current = state.run;
  const filterLabel = PEOPLE_FILTER_TYPES.find((t) => t.value === applied?.type)?.label ?? '';
  const exportExcel = async () => {
    if (!current || !applied) return;
    setExporting(true);
    try {
      await exportPeopleReport({ kind, filter: applied, run: current, filterLabel, countLabel: config.noun });
    } catch {
      toast.error(EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz={30} c="navy.8">
          {route.title}
        </Title>
        <Text size="sm" c="dimmed">
          {config.description}
        </Text>
      </Stack>
      {params.error && (
        <Alert color="red" variant="light" title="The shared report could not be opened">
          {params.error}
        </Alert>
      )}
      {params.isInitialising ? (
        <ReportSkeleton />
      ) : mode === 'edit' || !applied ? (
        <ReportFilterForm<FilterType>
          draft={draft}
          today={today}
          maxDate={maxDate}
          onChange={setDraft}
          onGenerate={() => generate(draft)}
          filterTypes={PEOPLE_FILTER_TYPES}
          keys={KEYS}
        />
      ) : (
        <ReportToolbar
          filter={applied}
          range={current?.filter.date ?? reportRange(applied.date, today)}
          onModify={modify}
          filterTypes={PEOPLE_FILTER_TYPES}
          actions={
            current ? (
              <>
                {/* The share-link calls belong to the financial reports and ask for ViewFinancials. */}
                {holds(user, 'ViewFinancials') && (
                  <ShareButton reportId={current.Id} isExporting={isExporting} />
                )}
                {holds(user, 'ExportReports') && (
                  <Button
                    variant="default"
                    leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                    onClick={exportExcel}
                    loading={isExporting}
                  >
                    Excel
                  </Button>
                )}
              </>
            ) : null
          }
        />
      )}
      {mode === 'report' && applied && state.status === 'loading' && !current && <ReportSkeleton />}
      {mode === 'report' && state.status === 'failed' && (
        <Alert color="red" variant="light" title="Report failed to run.">
          Check the filter and try again.
        </Alert>
      )}
      {mode === 'report' && applied && current && (
        <Stack gap="sm" aria-busy={state.status === 'loading' || undefined}>
          <CachedNote
            lastCached={current.lastCached}
            isLoading={state.status === 'loading'}
            onRefresh={() => generate(draft, { refresh: true })}
          />
          <Totals run={current} noun={config.noun} />
          <HeadcountChart points={current.headcount} />
          <Paper withBorder radius="lg" p="xs">
            {kind === 'users' ? (
              <PeopleResults filter={applied} version={state.version} />
            ) : (
              <PlaceResults kind={kind} filter={applied} version={state.version} />
            )}
          </Paper>
        </Stack>
      )}
    </Stack>
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
