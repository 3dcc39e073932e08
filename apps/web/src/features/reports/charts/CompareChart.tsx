// The compare chart (spec 2 §2): one metric with data over 7 samples of the period, the current
// period as bars (partial samples grey), the previous period as a line that 'Show compare' turns on and off.
import { AVERAGED_METRICS, type MetricKey, type ReportResponse } from '@atrium/contracts';
import { Group, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { formatCompact, formatMoney, formatWhole } from '../../../ui/numbers.ts';
import { OPTIONS_ON_OPEN } from '../../../ui/select-options-on-open.ts';
import { BarLineChart } from './BarLineChart.tsx';
import { ChartDataTable, ChartLegend, ChartTooltipCard } from './ChartParts.tsx';
import {
  buildChartData,
  CHART_COLORS,
  CHART_METRICS,
  type ChartPoint,
  metricsWithData,
} from './chart-data.ts';

/** The hovered bucket, with the previous period's date a year back (spec 2 §2). */
function CompareTooltip({
  point,
  formatValue,
}: {
  point: ChartPoint;
  formatValue: (value: number) => string;
}) {
  return (
    <ChartTooltipCard title={`${point.label}${point.isPartial ? ' (partial)' : ''}`} gap={2}>
      <Text size="xs">
        <Text span c={point.isPartial ? 'dimmed' : CHART_COLORS.current} fw={700}>
          ●{' '}
        </Text>
        Current Period: {formatValue(point.current)}
      </Text>
      {point.previous !== null && (
        <Text size="xs">
          <Text span c={CHART_COLORS.compare} fw={700}>
            ●{' '}
          </Text>
          Previous Period ({point.previousLabel}): {formatValue(point.previous)}
        </Text>
      )}
    </ChartTooltipCard>
  );
}

interface CompareChartProps {
  current: ReportResponse;
  compare: ReportResponse | null;
  currency: string;
  /** Opens the rows behind a bar; offered for summed metrics, whose rows add up to the bar. */
  onOpenBar?: (target: { metric: MetricKey; label: string; months: ChartPoint['months'] }) => void;
}

/** Memoised: the headcounts arriving leave the chart as it is. */
export const CompareChart = memo(function CompareChart({
  current,
  compare,
  currency,
  onOpenBar,
}: CompareChartProps) {
  const available = useMemo(
    () => metricsWithData(current.results.series, compare?.results.series),
    [current, compare],
  );
  const [chosen, setChosen] = useState<MetricKey>('totalBillings');
  const [isCompareShown, setCompareShown] = useState(true);
  const metricKey = available.includes(chosen) ? chosen : (available[0] ?? chosen);
  const metric = CHART_METRICS.find((m) => m.key === metricKey) ?? CHART_METRICS[0];
  const showPrevious = isCompareShown && compare !== null;

  const data = useMemo(
    () =>
      buildChartData({
        metric: metricKey,
        range: current.filter.date,
        current: current.results.series,
        compare: showPrevious ? compare?.results.series : undefined,
      }),
    [metricKey, current, compare, showPrevious],
  );
  const formatValue = (value: number) =>
    // spec 2 §2: the chart's values are whole numbers, counts included
    metric.isMoney ? formatMoney(value, currency) : formatWhole(value);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="compare-chart-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} fz="lg" c="navy.8" id="compare-chart-title">
            {metric.label} over the period
          </Title>
          <Group gap="md" align="flex-end">
            <Select
              label="Metric"
              w={240}
              size="xs"
              allowDeselect={false}
              comboboxProps={OPTIONS_ON_OPEN}
              data={CHART_METRICS.map((m) => ({
                value: m.key,
                label: m.label,
                disabled: !available.includes(m.key),
              }))}
              value={metricKey}
              onChange={(value) => value && setChosen(value as MetricKey)}
            />
            <Switch
              label="Show compare"
              checked={isCompareShown}
              disabled={compare === null}
              onChange={(event) => setCompareShown(event.currentTarget.checked)}
              mb={6}
            />
          </Group>
        </Group>
        {available.length === 0 ? (
          <Text c="dimmed" size="sm" py="xl" ta="center">
            No data to chart for this period.
          </Text>
        ) : (
          <>
            <BarLineChart
              description={`${metric.label}, current period${showPrevious ? ' and previous period' : ''}`}
              rows={data}
              height={260}
              bar={{ dataKey: 'current', maxBarSize: 36 }}
              line={showPrevious ? { dataKey: 'previous' } : undefined}
              formatTick={(v) => formatCompact(v, metric.isMoney ? currency : undefined)}
              xAxisLine="#d5dbe3"
              tooltip={(point) => <CompareTooltip point={point} formatValue={formatValue} />}
              onOpen={
                onOpenBar && !AVERAGED_METRICS.includes(metricKey)
                  ? (point) =>
                      onOpenBar({
                        metric: metricKey,
                        label: `${metric.label} — ${point.label}`,
                        months: point.months,
                      })
                  : undefined
              }
            />
            <ChartLegend
              items={[
                { color: CHART_COLORS.current, label: 'Current Period' },
                ...(showPrevious
                  ? [{ color: CHART_COLORS.compare, label: 'Previous Period', isLine: true }]
                  : []),
                ...(data.some((p) => p.isPartial)
                  ? [{ color: CHART_COLORS.partial, label: 'Partial period' }]
                  : []),
              ]}
            />
            <ChartDataTable
              caption={metric.label}
              data={data}
              formatValue={formatValue}
              showPrevious={showPrevious}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
});
