// The financial panel's body (spec 3 §2.5): six metric boxes over the last 4 complete quarters
// with the change against the year before, a quarterly chart under each, and a legend; 'No
// recent finacial activity' when there is nothing to show. Shared by the company and partner panels.
import { type FinancialPanel, PANEL_METRICS } from '@atrium/contracts';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatMonth } from '../../../ui/dates.ts';
import { EmptyState } from '../../../ui/empty-state/index.ts';
import { KpiBox } from '../../../ui/kpi-box/index.ts';
import { formatChange, formatCompact, formatMoney, formatNumber, formatWhole } from '../../../ui/numbers.ts';
import { CHART_COLORS, ChartLegend } from '../../reports/index.ts';
import { PanelChart } from './PanelChart.tsx';
import {
  NO_RECENT_ACTIVITY,
  PANEL_KINDS,
  PANEL_LABELS,
  panelChartRows,
  quarterLabel,
  toneOf,
} from './panel-data.ts';

export function FinancialPanelView({
  panel,
  isLoading,
}: {
  panel: FinancialPanel | undefined;
  isLoading: boolean;
}) {
  if (!panel) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" aria-busy>
        {PANEL_METRICS.map((key) => (
          <Paper key={key} withBorder radius="lg" p="md">
            <Skeleton height={14} width="50%" mb={8} />
            <Skeleton height={24} width="70%" mb={8} />
            <Skeleton height={110} />
          </Paper>
        ))}
      </SimpleGrid>
    );
  }
  if (!panel.hasActivity) return <EmptyState title={NO_RECENT_ACTIVITY} isCompact />;
  const { currency } = panel;
  const first = panel.metrics[0]?.current[0]?.quarter;
  const last = panel.metrics[0]?.current.at(-2)?.quarter;
  return (
    <Stack gap="sm" aria-busy={isLoading || undefined} style={{ opacity: isLoading ? 0.6 : 1 }}>
      <Text size="xs" c="dimmed">
        {first && last ? `${quarterLabel(first)} – ${quarterLabel(last)}` : ''} (
        {formatMonth(panel.period.startDate)} to {formatMonth(panel.period.endDate)}), against the same
        quarters a year earlier
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {panel.metrics.map((metric) => {
          const kind = PANEL_KINDS[metric.key];
          const label = PANEL_LABELS[metric.key];
          const format = (value: number) =>
            kind === 'money'
              ? formatMoney(value, currency)
              : kind === 'days'
                ? `${formatWhole(value)} days`
                : formatNumber(value);
          const formatTooltip = (value: number) =>
            kind === 'money'
              ? formatMoney(value, currency)
              : kind === 'days'
                ? `${formatWhole(value)} days`
                : formatWhole(value);
          return (
            <Stack key={metric.key} gap={4}>
              <KpiBox
                label={label}
                value={format(metric.value)}
                comparison={{
                  value: format(metric.previous),
                  changeLabel: formatChange(metric.change),
                  tone: toneOf(metric.change),
                }}
                caption={
                  <PanelChart
                    title={label}
                    rows={panelChartRows(metric)}
                    formatValue={formatTooltip}
                    formatTick={(v) => formatCompact(v, kind === 'money' ? currency : undefined)}
                  />
                }
              />
            </Stack>
          );
        })}
      </SimpleGrid>
      <ChartLegend
        items={[
          { color: CHART_COLORS.current, label: 'Last 4 quarters', isLine: true },
          { color: CHART_COLORS.current, label: 'Quarter in progress', isLine: true, dashed: true },
          { color: CHART_COLORS.compare, label: 'A year earlier', isLine: true },
        ]}
      />
    </Stack>
  );
}
