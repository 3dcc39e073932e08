// /mcl/dashboard (spec 2 §2): the Financial report with its filter, KPIs against the same period
// a year earlier, the compare chart and the Details breakdown.
import { Alert, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ScreenProps } from '../../app/router/screen-props.ts';
import { useCurrentUser } from '../../app/session/use-session.ts';
import { DetailsCard } from './DetailsCard.tsx';
import { DrillModal, type DrillTarget } from './DrillModal.tsx';
import { GlossaryLink } from './GlossaryModal.tsx';
import { KpiBoxes } from './KpiBoxes.tsx';
import { MemberDetailsCard } from './MemberDetailsCard.tsx';
import { PRINT_ROOT_ID } from './PrintButton.tsx';
import { ReportActions } from './ReportActions.tsx';
import { ReportBreadcrumb } from './ReportBreadcrumb.tsx';
import { ReportFilterForm } from './ReportFilterForm.tsx';
import { ReportSkeleton } from './ReportSkeleton.tsx';
import { ReportToolbar } from './ReportToolbar.tsx';
import { buildRunFilter } from './report-filter.ts';
import { type DashboardController, useDashboard } from './use-dashboard.ts';
import { useFacadeAutosave } from './use-facade-autosave.ts';
import { useReportParams } from './use-report-params.ts';

// Recharts is the heaviest part of the screen: it loads beside the report instead of before it.
const loadCompareChart = () => import('./CompareChart.tsx');
const CompareChart = lazy(() => loadCompareChart().then((m) => ({ default: m.CompareChart })));
const ForecastChart = lazy(() => import('./ForecastChart.tsx').then((m) => ({ default: m.ForecastChart })));

const chartFallback = (
  <Paper withBorder radius="lg" p="md">
    <Skeleton height={300} />
  </Paper>
);

function ReportBody({ dashboard, currency }: { dashboard: DashboardController; currency: string }) {
  const { state } = dashboard;
  const [drillTarget, setDrillTarget] = useState<DrillTarget | null>(null);
  if (state.status === 'loading') return <ReportSkeleton />;
  if (state.status !== 'done' || !state.current) return null;
  if (!dashboard.hasResults) {
    return (
      <Title order={2} fz="lg" c="dimmed" ta="center" py="xl">
        No results
      </Title>
    );
  }
  const { current, compare } = state;
  const page = current.results.breakdown;
  return (
    <Stack gap="md">
      {dashboard.applied && (
        <DrillModal
          target={drillTarget}
          filter={buildRunFilter(dashboard.applied, dashboard.levels)}
          onClose={() => setDrillTarget(null)}
        />
      )}
      <KpiBoxes
        metrics={current.results.metrics}
        previous={compare?.results.metrics ?? null}
        isCompareLoading={state.isCompareLoading}
        currency={currency}
        onOpen={(kpi) => setDrillTarget({ metric: kpi.key, title: kpi.label })}
      />
      {state.members && <MemberDetailsCard members={state.members} />}
      <Suspense fallback={chartFallback}>
        <CompareChart current={current} compare={compare} currency={currency} />
      </Suspense>
      <Suspense fallback={chartFallback}>
        <ForecastChart today={dashboard.today} currency={currency} />
      </Suspense>
      <DetailsCard
        page={current.results.breakdown}
        tab={dashboard.breakdown.type}
        currency={currency}
        search={dashboard.searchText}
        isLoading={state.isBreakdownLoading}
        isTabDisabled={dashboard.isTabDisabled}
        lastCached={current.lastCached}
        hasDrill={dashboard.levels.length > 0}
        onTab={dashboard.setTab}
        onSearch={dashboard.setSearch}
        onSort={dashboard.setSort}
        onPage={dashboard.setPage}
        onDrill={dashboard.drill}
        onCell={(row, column) =>
          setDrillTarget({
            metric: column.key,
            title: `${column.label} — ${row.name}`,
            group: { type: page.type, id: row.id },
          })
        }
        onClearFilters={() => dashboard.goToLevel(0)}
        onRefresh={dashboard.refresh}
      />
    </Stack>
  );
}

export function DashboardScreen({ route }: ScreenProps) {
  const user = useCurrentUser();
  const dashboard = useDashboard();
  const params = useReportParams({ setDraft: dashboard.setDraft, generate: dashboard.generate });
  const currency = dashboard.state.current?.currency ?? user.Currency;
  const { applied, levels } = dashboard;
  const runFilter = useMemo(() => (applied ? buildRunFilter(applied, levels) : null), [applied, levels]);
  useFacadeAutosave({ state: dashboard.state, filter: runFilter, hasDrill: levels.length > 0 });
  useEffect(() => {
    void loadCompareChart();
  }, []);

  return (
    <Stack gap="md" id={PRINT_ROOT_ID}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={30} c="navy.8">
            {route.title}
          </Title>
          <ReportBreadcrumb levels={dashboard.levels} onGoTo={dashboard.goToLevel} />
        </Stack>
        <div data-print-hide>
          <GlossaryLink />
        </div>
      </Group>
      {params.error && (
        <Alert color="red" variant="light" title="The shared report could not be opened">
          {params.error}
        </Alert>
      )}
      {params.isInitialising ? (
        <ReportSkeleton />
      ) : dashboard.mode === 'edit' || !dashboard.applied || !dashboard.range ? (
        <ReportFilterForm
          draft={dashboard.draft}
          today={dashboard.today}
          onChange={dashboard.setDraft}
          onGenerate={() => dashboard.generate()}
        />
      ) : (
        <ReportToolbar
          filter={buildRunFilter(dashboard.applied, [])}
          range={dashboard.range}
          onModify={dashboard.modify}
          actions={<ReportActions dashboard={dashboard} />}
        />
      )}
      <ReportBody dashboard={dashboard} currency={currency} />
    </Stack>
  );
}
