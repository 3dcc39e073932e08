// /mcl/dashboard (spec 2 §2): the Financial report with its filter, KPIs against the same period
// a year earlier, the compare chart and the Details breakdown.
import type { BreakdownRow, MetricKey, ReportResponse } from '@atrium/contracts';
import { Alert, Box, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import type { ScreenProps } from '../../../core/routes/screen-props.ts';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { NotShared } from '../../../ui/NotShared.tsx';
import { useRevealInTurn } from '../../../ui/use-reveal-in-turn.ts';
import { DetailsCard } from '../breakdown/DetailsCard.tsx';
import { DrillModal, type DrillTarget } from '../breakdown/DrillModal.tsx';
import { ReportBreadcrumb } from '../breakdown/ReportBreadcrumb.tsx';
import { CompareChart } from '../charts/CompareChart.tsx';
import { ForecastChart } from '../charts/ForecastChart.tsx';
import { ReportFilterForm } from '../filter/ReportFilterForm.tsx';
import { ReportToolbar } from '../filter/ReportToolbar.tsx';
import { buildRunFilter, formLevels } from '../filter/report-filter.ts';
import { GlossaryLink } from '../glossary/GlossaryModal.tsx';
import { KpiBoxes } from '../kpis/KpiBoxes.tsx';
import { MemberDetailsCard } from '../kpis/MemberDetailsCard.tsx';
import { DetailsSkeleton, ReportSkeleton } from '../kpis/ReportSkeleton.tsx';
import { type SavedLayout, useFacadeAutosave } from '../run/use-facade-autosave.ts';
import { useReportParams } from '../run/use-report-params.ts';
import { ReportActions } from './ReportActions.tsx';
import { type DashboardController, useDashboard } from './use-dashboard.ts';

const chartFallback = (
  <Paper withBorder radius="lg" p="md">
    <Skeleton height={300} />
  </Paper>
);

/** spec 2 §4: the saved facade read back into the layout while the report runs. */
function SavedLayoutPreview({ layout, currency }: { layout: SavedLayout; currency: string }) {
  return (
    <Stack gap="md" aria-busy="true">
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed" role="status">
          Showing your last saved report while this one runs…
        </Text>
      </Group>
      <Box opacity={0.6}>
        <Stack gap="md">
          <KpiBoxes
            metrics={layout.metrics}
            previous={layout.compare}
            isCompareLoading={false}
            currency={currency}
          />
          {layout.members && <MemberDetailsCard members={layout.members} />}
        </Stack>
      </Box>
      {chartFallback}
    </Stack>
  );
}

/** The charts and the Details card follow the figures, each in its own turn (the KPIs paint first). */
const LATER_SECTIONS = 3;

function ReportSections({
  dashboard,
  current,
  currency,
  drillTarget,
  onDrillTarget,
}: {
  dashboard: DashboardController;
  current: ReportResponse;
  currency: string;
  drillTarget: DrillTarget | null;
  onDrillTarget: (target: DrillTarget | null) => void;
}) {
  const { state } = dashboard;
  const shown = useRevealInTurn(LATER_SECTIONS);
  const { compare } = state;
  const pageType = current.results.breakdown.type;
  const onCell = useCallback(
    (row: BreakdownRow, column: { key: MetricKey; label: string }) =>
      onDrillTarget({
        metric: column.key,
        title: `${column.label} — ${row.name}`,
        group: { type: pageType, id: row.id },
      }),
    [onDrillTarget, pageType],
  );
  const onOpenBar = useCallback(
    (bar: { metric: MetricKey; label: string; months: { first: string; last: string } }) =>
      onDrillTarget({ metric: bar.metric, title: bar.label, months: bar.months }),
    [onDrillTarget],
  );
  const { goToLevel } = dashboard;
  const clearFilters = useCallback(() => goToLevel(0), [goToLevel]);
  return (
    <Stack gap="md">
      <DrillModal target={drillTarget} runId={current.runId} onClose={() => onDrillTarget(null)} />
      <KpiBoxes
        metrics={current.results.metrics}
        previous={compare?.results.metrics ?? null}
        isCompareLoading={state.isCompareLoading}
        currency={currency}
        onOpen={(kpi) => onDrillTarget({ metric: kpi.key, title: kpi.label })}
      />
      {(state.members || state.isMembersLoading) && <MemberDetailsCard members={state.members} />}
      {shown >= 1 ? (
        <CompareChart current={current} compare={compare} currency={currency} onOpenBar={onOpenBar} />
      ) : (
        chartFallback
      )}
      {shown >= 2 ? (
        <ForecastChart
          today={dashboard.today}
          currency={currency}
          isReportFiltered={current.filter.keys.length > 0}
        />
      ) : (
        chartFallback
      )}
      {shown >= 3 ? (
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
          onCell={onCell}
          onClearFilters={clearFilters}
          onRefresh={dashboard.refresh}
        />
      ) : (
        <DetailsSkeleton />
      )}
    </Stack>
  );
}

function ReportBody({ dashboard, currency }: { dashboard: DashboardController; currency: string }) {
  const { state } = dashboard;
  const [drillTarget, setDrillTarget] = useState<DrillTarget | null>(null);
  if (state.status === 'loading') {
    return dashboard.layout ? (
      <SavedLayoutPreview layout={dashboard.layout} currency={currency} />
    ) : (
      <ReportSkeleton />
    );
  }
  if (state.status !== 'done' || !state.current) return null;
  if (!dashboard.hasResults) {
    return (
      <Title order={2} fz="lg" c="dimmed" ta="center" py="xl">
        No results
      </Title>
    );
  }
  return (
    <ReportSections
      dashboard={dashboard}
      current={state.current}
      currency={currency}
      drillTarget={drillTarget}
      onDrillTarget={setDrillTarget}
    />
  );
}

/** The report needs the ViewFinancials flag (docs/permissions.md); without it the screen says so. */
export function DashboardScreen({ route }: ScreenProps) {
  const user = useCurrentUser();
  if (!holds(user, 'ViewFinancials'))
    return <NotShared permission="ViewFinancials" screenTitle={route.title} />;
  return <DashboardReport route={route} />;
}

function DashboardReport({ route }: Pick<ScreenProps, 'route'>) {
  const user = useCurrentUser();
  const dashboard = useDashboard();
  const params = useReportParams({ setDraft: dashboard.setDraft, generate: dashboard.generate });
  const currency = dashboard.state.current?.currency ?? user.Currency;
  const { applied, levels } = dashboard;
  const runFilter = useMemo(() => (applied ? buildRunFilter(applied, levels) : null), [applied, levels]);
  useFacadeAutosave({ state: dashboard.state, filter: runFilter, hasDrill: levels.length > 0 });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={30} c="navy.8">
            {route.title}
          </Title>
          <ReportBreadcrumb
            levels={dashboard.levels}
            formLevels={dashboard.applied ? formLevels(dashboard.applied) : []}
            onGoTo={dashboard.goToLevel}
          />
        </Stack>
        <div>
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
