// One box's quarterly line chart (spec 3 §2.5): complete quarters solid, the quarter in progress
// dashed and faded, the same quarters a year earlier in the compare colour; at most 4 y ticks,
// compact numbers, tooltips in whole numbers with the compare quarter's own (earlier) label.
import { Center, Text, VisuallyHidden } from '@mantine/core';
import { CartesianChart } from '../../../ui/chart/CartesianChart.tsx';
import { CHART_COLORS, ChartTooltipCard, niceTicks } from '../../reports/index.ts';
import { hasChartPoints, NOTHING_TO_CHART, type PanelChartRow } from './panel-data.ts';

interface PanelChartProps {
  title: string;
  rows: PanelChartRow[];
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
}

function PanelTooltip({ row, formatValue }: { row: PanelChartRow; formatValue: (v: number) => string }) {
  const value = row.isPartial ? row.partial : row.current;
  return (
    <ChartTooltipCard title={`${row.label}${row.isPartial ? ' (in progress)' : ''}`} gap={2}>
      <Text size="xs">
        <Text span c={CHART_COLORS.current} fw={700} aria-hidden>
          ●{' '}
        </Text>
        {value === null ? '—' : formatValue(value)}
      </Text>
      {row.previous !== null && (
        <Text size="xs">
          <Text span c={CHART_COLORS.compare} fw={700} aria-hidden>
            ●{' '}
          </Text>
          {row.previousLabel}: {formatValue(row.previous)}
        </Text>
      )}
    </ChartTooltipCard>
  );
}

const orDash = (value: number | null, format: (v: number) => string) =>
  value === null ? '—' : format(value);

const CHART_HEIGHT = 120;

export function PanelChart({ title, rows, formatValue, formatTick }: PanelChartProps) {
  // An average over filled assignments has no value in a quarter without any: with none in all
  // eight quarters there is no line to draw, and empty axes would look like a fault.
  if (!hasChartPoints(rows)) {
    return (
      <Center h={CHART_HEIGHT}>
        <Text size="xs" c="dimmed" ta="center">
          {NOTHING_TO_CHART}
        </Text>
      </Center>
    );
  }
  const ticks = niceTicks(rows.flatMap((r) => [r.current ?? 0, r.partial ?? 0, r.previous ?? 0]));
  return (
    <>
      <CartesianChart
        description={`${title} by quarter, against the year before`}
        rows={rows}
        label={(row) => row.label}
        height={CHART_HEIGHT}
        ticks={ticks}
        formatTick={formatTick}
        fontSize={10}
        yAxisWidth={48}
        margin={{ top: 6, right: 6, bottom: 0 }}
        keepLastLabel
        tooltip={(row) => <PanelTooltip row={row} formatValue={formatValue} />}
        series={[
          { kind: 'line', value: (row) => row.previous, color: CHART_COLORS.compare, dotRadius: 2 },
          { kind: 'line', value: (row) => row.current, color: CHART_COLORS.current, dotRadius: 2 },
          {
            kind: 'line',
            value: (row) => row.partial,
            color: CHART_COLORS.current,
            opacity: 0.45,
            dashArray: '4 3',
            dotRadius: 0,
          },
        ]}
      />
      <VisuallyHidden>
        <table>
          <caption>{title} by quarter</caption>
          <thead>
            <tr>
              <th scope="col">Quarter</th>
              <th scope="col">Value</th>
              <th scope="col">A year earlier</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  {row.label}
                  {row.isPartial ? ' (in progress)' : ''}
                </th>
                <td>{orDash(row.isPartial ? row.partial : row.current, formatValue)}</td>
                <td>
                  {row.previousLabel}: {orDash(row.previous, formatValue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
