// The forecast chart (spec 2 §2): firm billings by month for a year — this year or the two
// before — with the projection of the months not yet complete. A failure shows an empty chart.
import { Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { reportToolsApi } from '../client/report-tools-api.ts';
import { formatCompact, formatMoney } from '../format.ts';
import { Swatch } from './ChartParts.tsx';
import { bucketLabel, CHART_COLORS, niceTicks } from './chart-data.ts';

export function forecastYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year, year - 1, year - 2];
}

function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return bucketLabel(y * 12 + m - 1, 'month').slice(0, 3);
}

interface ForecastRow {
  label: string;
  actual: number | null;
  forecast: number | null;
  isPartial: boolean;
}

function ForecastTooltip(props: {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  currency: string;
}) {
  const row = props.payload?.[0]?.payload as ForecastRow | undefined;
  if (!props.active || !row) return null;
  return (
    <Paper withBorder shadow="sm" radius="md" px="sm" py={6}>
      <Text size="xs" fw={600}>
        {row.label}
        {row.isPartial ? ' (in progress)' : ''}
      </Text>
      {row.actual !== null && <Text size="xs">Billed: {formatMoney(row.actual, props.currency)}</Text>}
      {row.forecast !== null && <Text size="xs">Forecast: {formatMoney(row.forecast, props.currency)}</Text>}
    </Paper>
  );
}

export function ForecastChart({ today, currency }: { today: string; currency: string }) {
  const years = forecastYears(today);
  const [year, setYear] = useState(years[0]);
  const { data = [], isPending } = useQuery({
    queryKey: ['report-forecast', year],
    // spec 2 §8: the forecast chart shows an empty list when it fails
    queryFn: ({ signal }) => reportToolsApi.forecast(year, signal).catch(() => []),
    staleTime: 5 * 60_000,
  });
  const rows: ForecastRow[] = data.map((p) => ({
    label: `${monthLabel(p.month)} ${p.month.slice(0, 4)}`,
    actual: p.actual === null ? null : Math.round(p.actual),
    forecast: p.forecast === null ? null : Math.round(p.forecast),
    isPartial: p.isPartial,
  }));
  const ticks = niceTicks(rows.flatMap((r) => [r.actual ?? 0, r.forecast ?? 0]));
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="forecast-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} fz="lg" c="navy.8" id="forecast-title">
            Forecast
          </Title>
          <Select
            label="Year"
            size="xs"
            w={110}
            allowDeselect={false}
            data={years.map(String)}
            value={String(year)}
            onChange={(value) => value && setYear(Number(value))}
            wrapperProps={{ 'data-print-hide': true }}
          />
        </Group>
        {isPending ? (
          <Skeleton height={220} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" size="sm" py="xl" ta="center">
            No forecast for {year}.
          </Text>
        ) : (
          <>
            <div role="img" aria-label={`Billings and forecast by month for ${year}`}>
              <ResponsiveContainer width="100%" height={220}>
                <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                  <CartesianGrid vertical={false} stroke="#e9edf2" />
                  <XAxis
                    dataKey="label"
                    tickFormatter={(v: string) => v.slice(0, 3)}
                    tickLine={false}
                    fontSize={12}
                  />
                  <YAxis
                    ticks={ticks}
                    domain={[ticks[0], ticks.at(-1) ?? 0]}
                    tickFormatter={(v: number) => formatCompact(v, currency)}
                    tickLine={false}
                    axisLine={false}
                    fontSize={12}
                    width={64}
                  />
                  <Tooltip content={(p) => <ForecastTooltip {...p} currency={currency} />} />
                  <Bar
                    dataKey="actual"
                    name="Billed"
                    radius={[3, 3, 0, 0]}
                    maxBarSize={28}
                    isAnimationActive={false}
                  >
                    {rows.map((row) => (
                      <Cell
                        key={row.label}
                        fill={row.isPartial ? CHART_COLORS.partial : CHART_COLORS.current}
                      />
                    ))}
                  </Bar>
                  <Line
                    dataKey="forecast"
                    name="Forecast"
                    stroke={CHART_COLORS.compare}
                    strokeDasharray="5 4"
                    strokeWidth={2}
                    dot={{ r: 3, fill: CHART_COLORS.compare }}
                    connectNulls={false}
                    isAnimationActive={false}
                  />
                </ComposedChart>
              </ResponsiveContainer>
            </div>
            <Group gap="lg" justify="center">
              <Swatch color={CHART_COLORS.current} label="Billed" />
              <Swatch color={CHART_COLORS.partial} label="Month in progress" />
              <Swatch color={CHART_COLORS.compare} label="Forecast" isLine dashed />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
