// What a dashboard widget shows before its figures: the skeleton while it runs, 'No results', or
// (after the 'Report failed to run.' toast) the same words in place — or, refused for a missing
// flag, that the figures are not shared, with no toast.
import { Text } from '@mantine/core';
import { NotShared } from '../../../../ui/NotShared.tsx';
import { KpiSkeleton } from '../../kpis/ReportSkeleton.tsx';
import type { FinancialRunState } from '../../run/financial-run.ts';
import { REPORT_FAILED } from '../../run/use-report-run.ts';

export function WidgetReportStatus({
  state,
  hasResults,
  skeletonCount,
}: {
  state: FinancialRunState;
  hasResults: boolean;
  skeletonCount: number;
}) {
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <div role="status" aria-live="polite" aria-label="Loading report">
        <KpiSkeleton count={skeletonCount} isInWidget />
      </div>
    );
  }
  if (state.status === 'failed' && state.notShared) return <NotShared permission={state.notShared} />;
  if (state.status === 'failed') {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {REPORT_FAILED}
      </Text>
    );
  }
  if (!hasResults) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md" fw={600}>
        No results
      </Text>
    );
  }
  return null;
}
