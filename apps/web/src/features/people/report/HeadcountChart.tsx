// The head count over the report's period by role: stacked areas on the period's first day,
// each month end and its last day, with the same figures as a table for screen readers.
import type { HeadcountPoint } from '@atrium/contracts';
import { Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { CartesianChart } from '../../../ui/chart/CartesianChart.tsx';
import { formatDate } from '../../../ui/dates.ts';
import { formatWhole } from '../../../ui/numbers.ts';
import { ChartLegend, ChartTooltipCard, niceTicks } from '../../reports/index.ts';

const SERIES = [
  { key: 'partners', label: 'Partners', color: '#0b2d5b' },
  { key: 'researchers', label: 'Researchers', color: '#00aeef' },
  { key: 'administration', label: 'Administration', color: '#d9017a' },
] as const;

export function HeadcountChart({ points }: { points: HeadcountPoint[] }) {
  const totals = points.map((p) => p.partners + p.researchers + p.administration);
  const ticks = niceTicks([0, ...totals]);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="headcount-title">
      <Stack gap="sm">
        <Title order={2} fz="md" c="navy.8" id="headcount-title">
          Head count over the period
        </Title>
        <CartesianChart
          description="Head count by role over the period (the table below has the figures)"
          rows={points}
          label={(point) => formatDate(point.date)}
          height={220}
          ticks={ticks}
          formatTick={formatWhole}
          fontSize={11}
          yAxisWidth={40}
          margin={{ top: 8, right: 12, bottom: 0 }}
          gridDashArray="3 3"
          minLabelGap={24}
          tooltip={(point) => (
            <ChartTooltipCard title={formatDate(point.date)}>
              {SERIES.map((s) => (
                <Text key={s.key} size="xs">
                  <Text span c={s.color} fw={700} aria-hidden>
                    ●{' '}
                  </Text>
                  {s.label}: {formatWhole(point[s.key])}
                </Text>
              ))}
            </ChartTooltipCard>
          )}
          series={SERIES.map((s) => ({
            kind: 'area' as const,
            value: (point: HeadcountPoint) => point[s.key],
            color: s.color,
          }))}
        />
        <ChartLegend items={SERIES.map((s) => ({ color: s.color, label: s.label }))} />
        <VisuallyHidden>
          <Table>
            <caption>Head count by role</caption>
            <thead>
              <tr>
                <th>Date</th>
                {SERIES.map((s) => (
                  <th key={s.key}>{s.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.date}>
                  <td>{p.date}</td>
                  {SERIES.map((s) => (
                    <td key={s.key}>{formatWhole(p[s.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
