// The chart setup the compare and forecast charts share (spec 2 §2): a period as bars — a bucket
// still in progress grey — with a line over them, on the same grid, axes and number format.
import type { ReactNode } from 'react';
import { CartesianChart } from '../../../ui/chart/CartesianChart.tsx';
import { CHART_COLORS, niceTicks } from './chart-data.ts';

type NumberKey<Row> = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row] & string;

export interface BarLineChartProps<Row extends { label: string; isPartial: boolean }> {
  /** What the chart shows, for screen readers. */
  description: string;
  rows: Row[];
  height: number;
  bar: { dataKey: NumberKey<Row>; maxBarSize: number };
  line?: { dataKey: NumberKey<Row>; isDashed?: boolean };
  formatTick: (value: number) => string;
  /** A row's text on the x axis, when shorter than its label. */
  axisLabel?: (row: Row) => string;
  /** The x axis's line colour. */
  xAxisLine?: string;
  tooltip: (row: Row) => ReactNode;
  onOpen?: (row: Row) => void;
}

export function BarLineChart<Row extends { label: string; isPartial: boolean }>(
  props: BarLineChartProps<Row>,
) {
  const { rows, bar, line } = props;
  const value = (row: Row, key: NumberKey<Row>) => row[key] as number | null;
  const ticks = niceTicks(
    rows.flatMap((row) => [value(row, bar.dataKey) ?? 0, line ? (value(row, line.dataKey) ?? 0) : 0]),
  );
  return (
    <CartesianChart
      description={props.description}
      rows={rows}
      label={(row) => row.label}
      axisLabel={props.axisLabel}
      height={props.height}
      ticks={ticks}
      formatTick={props.formatTick}
      xAxisLine={props.xAxisLine}
      minLabelGap={8}
      cursor={{ kind: 'band', fill: 'rgba(11, 37, 69, 0.05)' }}
      tooltip={props.tooltip}
      onOpen={props.onOpen}
      series={[
        {
          kind: 'bar',
          value: (row) => value(row, bar.dataKey),
          color: (row) => (row.isPartial ? CHART_COLORS.partial : CHART_COLORS.current),
          maxBarSize: bar.maxBarSize,
        },
        ...(line
          ? [
              {
                kind: 'line' as const,
                value: (row: Row) => value(row, line.dataKey),
                color: CHART_COLORS.compare,
                dotRadius: 3,
                ...(line.isDashed ? { dashArray: '5 4' } : {}),
              },
            ]
          : []),
      ]}
    />
  );
}
