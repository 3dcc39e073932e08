// The forecast chart (spec 2 §2): firm billings by month for a year — this year or the two
// before — with the projection of the months not yet complete. It is always firm-wide and says so
// beside a filtered report. A failure shows an empty chart.
import { Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { formatMonth } from '../../../ui/dates.ts';
import { formatCompact, formatMoney } from '../../../ui/numbers.ts';
import { OPTIONS_ON_OPEN } from '../../../ui/select-options-on-open.ts';
import { reportToolsApi } from '../tools/report-tools-api.ts';
import { BarLineChart } from './BarLineChart.tsx';
import { ChartLegend, ChartTooltipCard } from './ChartParts.tsx';
import { CHART_COLORS } from './chart-data.ts';

export function forecastYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year, year - 1, year - 2];
}

const monthLabel = (month: string) => formatMonth(month, { withYear: false });

interface ForecastRow {
  label: string;
  actual: number | null;
  forecast: number | null;
  isPartial: boolean;
}

function ForecastTooltip({ row, currency }: { row: ForecastRow; currency: string }) {
  return (
    <ChartTooltipCard title={`${row.label}${row.isPartial ? ' (in progress)' : ''}`}>
      {row.actual !== null && <Text size="xs">Billed: {formatMoney(row.actual, currency)}</Text>}
      {row.forecast !== null && <Text size="xs">Forecast: {formatMoney(row.forecast, currency)}</Text>}
    </ChartTooltipCard>
  );
}

/** Memoised: the report's own updates do not change the firm-wide forecast. */
export const ForecastChart = memo(function ForecastChart({
  today,
  currency,
  isReportFiltered = false,
}: {
  today: string;
  currency: string;
  /** The report above is filtered or drilled; the forecast still covers the whole firm. */
  isReportFiltered?: boolean;
}) {
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
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="forecast-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={2} fz="lg" c="navy.8" id="forecast-title">
              Forecast — Firm-wide
            </Title>
            {isReportFiltered && (
              <Text size="sm" c="dimmed">
                The forecast covers the whole firm, not the filter of the report above.
              </Text>
            )}
          </Stack>
          <Select
            label="Year"
            size="xs"
            w={110}
            allowDeselect={false}
            comboboxProps={OPTIONS_ON_OPEN}
            data={years.map(String)}
            value={String(year)}
            onChange={(value) => value && setYear(Number(value))}
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
            <BarLineChart
              description={`Billings and forecast by month for ${year}`}
              rows={rows}
              height={220}
              bar={{ dataKey: 'actual', maxBarSize: 28 }}
              line={{ dataKey: 'forecast', isDashed: true }}
              formatTick={(v) => formatCompact(v, currency)}
              axisLabel={(row) => row.label.slice(0, 3)}
              tooltip={(row) => <ForecastTooltip row={row} currency={currency} />}
            />
            <ChartLegend
              items={[
                { color: CHART_COLORS.current, label: 'Billed' },
                { color: CHART_COLORS.partial, label: 'Month in progress' },
                { color: CHART_COLORS.compare, label: 'Forecast', isLine: true, dashed: true },
              ]}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
});
