// One box's quarterly line chart (spec 3 §2.5): complete quarters solid, the quarter in progress
// dashed and faded, the same quarters a year earlier in the compare colour; at most 4 y ticks,
// compact numbers, tooltips in whole numbers with the compare quarter's own (earlier) label.
import { Text, VisuallyHidden } from '@mantine/core';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS, ChartTooltipCard, type ChartTooltipProps, niceTicks } from '../../reports/index.ts';
import type { PanelChartRow } from './panel-data.ts';

interface PanelChartProps {
  title: string;
  rows: PanelChartRow[];
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
}

function PanelTooltip({
  active,
  payload,
  formatValue,
}: ChartTooltipProps & { formatValue: (v: number) => string }) {
  const row = payload?.[0]?.payload as PanelChartRow | undefined;
  if (!active || !row) return null;
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

export function PanelChart({ title, rows, formatValue, formatTick }: PanelChartProps) {
  const ticks = niceTicks(rows.flatMap((r) => [r.current ?? 0, r.partial ?? 0, r.previous ?? 0]));
  return (
    <>
      <div role="img" aria-label={`${title} by quarter, against the year before`}>
        <ResponsiveContainer width="100%" height={120}>
          <LineChart data={rows} margin={{ top: 6, right: 6, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#e9edf2" />
            <XAxis
              dataKey="label"
              tickLine={false}
              fontSize={10}
              interval="preserveStartEnd"
              minTickGap={4}
            />
            <YAxis
              ticks={ticks}
              domain={[ticks[0], ticks.at(-1) ?? 0]}
              tickFormatter={formatTick}
              tickLine={false}
              axisLine={false}
              fontSize={10}
              width={48}
            />
            <Tooltip content={(props) => <PanelTooltip {...props} formatValue={formatValue} />} />
            <Line
              dataKey="previous"
              stroke={CHART_COLORS.compare}
              strokeWidth={2}
              dot={{ r: 2, fill: CHART_COLORS.compare }}
              isAnimationActive={false}
            />
            <Line
              dataKey="current"
              stroke={CHART_COLORS.current}
              strokeWidth={2}
              dot={{ r: 2, fill: CHART_COLORS.current }}
              isAnimationActive={false}
            />
            <Line
              dataKey="partial"
              stroke={CHART_COLORS.current}
              strokeOpacity={0.45}
              strokeWidth={2}
              strokeDasharray="4 3"
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
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
