// spec 1 §4, spec 2 §4: the Dashboard widget — the KPI boxes for the last 1 year with the widget's
// (or page's) filter, run on load, and the full-report button to the dashboard.
import { Group, Stack, Text } from '@mantine/core';
import { useCurrentUser } from '../../../../core/session/use-session.ts';
import { readAttributes } from '../../../../core/widgets/attributes.ts';
import type { WidgetViewProps } from '../../../../core/widgets/widget-type.ts';
import { formatDateRange } from '../../../../ui/dates.ts';
import { KpiBoxes } from '../../kpis/KpiBoxes.tsx';
import { DashboardWidgetAttributesSchema, fullReportLabel } from './dashboard-widget-attributes.ts';
import { FullReportButton } from './FullReportButton.tsx';
import { useWidgetReport } from './use-widget-report.ts';
import { WidgetReportStatus } from './WidgetReportStatus.tsx';
import { dashboardWidgetFilter, reportKeysFromFilterRows, widgetFilterRows } from './widget-report.ts';

export function DashboardWidgetView({ section, page }: WidgetViewProps) {
  const user = useCurrentUser();
  const attributes = readAttributes(DashboardWidgetAttributesSchema, section.Attributes);
  const filter = dashboardWidgetFilter(
    reportKeysFromFilterRows(widgetFilterRows({ json: attributes.json, page })),
  );
  const { state, hasResults } = useWidgetReport(filter);
  const { current, compare } = state;

  return (
    <Stack gap="sm">
      <WidgetReportStatus state={state} hasResults={hasResults} skeletonCount={10} />
      {current && hasResults && (
        <KpiBoxes
          metrics={current.results.metrics}
          previous={compare?.results.metrics ?? null}
          isCompareLoading={state.isCompareLoading}
          currency={current.currency || user.Currency}
          isInWidget
        />
      )}
      {(current || attributes.fullReport) && (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {current ? `${formatDateRange(current.filter.date)} · vs the year before` : ''}
          </Text>
          {attributes.fullReport && <FullReportButton filter={filter} label={fullReportLabel(attributes)} />}
        </Group>
      )}
    </Stack>
  );
}
