// The compare chart (spec 2 §2): one metric with data, the current period as bars (partial
// buckets grey), the previous period as a line that 'Show compare' turns on and off.
import type { MetricKey, ReportResponse } from '@atrium/contracts';
import { Group, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCompact, formatMoney, formatNumber } from '../format.ts';
import { ChartDataTable, ChartLegend, ChartTooltipContent } from './ChartParts.tsx';
import { buildChartData, CHART_COLORS, CHART_METRICS, metricsWithData, niceTicks } from './chart-data.ts';

interface CompareChartProps {
  current: ReportResponse;
  compare: ReportResponse | null;
  currency: string;
}

export function CompareChart({ current, compare, currency }: CompareChartProps) {
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
  const ticks = niceTicks(data.flatMap((p) => [p.current, p.previous ?? 0]));
  const formatValue = (value: number) =>
    metric.isMoney ? formatMoney(value, currency) : formatNumber(value);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="compare-chart-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} fz="lg" c="navy.8" id="compare-chart-title">
            {metric.label} by {data.length > 0 && data[0].label.startsWith('Q') ? 'quarter' : 'month'}
          </Title>
          <Group gap="md" align="flex-end" data-print-hide>
            <Select
              label="Metric"
              w={240}
              size="xs"
              allowDeselect={false}
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
            <div
              role="img"
              aria-label={`${metric.label}, current period${showPrevious ? ' and previous period' : ''}`}
            >
              <ResponsiveContainer width="100%" height={260}>
                <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                  <CartesianGrid vertical={false} stroke="#e9edf2" />
                  <XAxis
                    dataKey="label"
                    tickLine={false}
                    axisLine={{ stroke: '#d5dbe3' }}
                    fontSize={12}
                    minTickGap={8}
                  />
                  <YAxis
                    ticks={ticks}
                    domain={[ticks[0], ticks.at(-1) ?? 0]}
                    tickFormatter={(v: number) => formatCompact(v, metric.isMoney ? currency : undefined)}
                    tickLine={false}
                    axisLine={false}
                    fontSize={12}
                    width={64}
                  />
                  <Tooltip
                    cursor={{ fill: 'rgba(11, 37, 69, 0.05)' }}
                    content={(props) => <ChartTooltipContent {...props} formatValue={formatValue} />}
                  />
                  <Bar
                    dataKey="current"
                    name="Current Period"
                    radius={[3, 3, 0, 0]}
                    maxBarSize={36}
                    isAnimationActive={false}
                  >
                    {data.map((point) => (
                      <Cell
                        key={point.bucket}
                        fill={point.isPartial ? CHART_COLORS.partial : CHART_COLORS.current}
                      />
                    ))}
                  </Bar>
                  {showPrevious && (
                    <Line
                      dataKey="previous"
                      name="Previous Period"
                      stroke={CHART_COLORS.compare}
                      strokeWidth={2}
                      dot={{ r: 3, fill: CHART_COLORS.compare }}
                      isAnimationActive={false}
                    />
                  )}
                </ComposedChart>
              </ResponsiveContainer>
            </div>
            <ChartLegend showPrevious={showPrevious} hasPartial={data.some((p) => p.isPartial)} />
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
}
