// The chart setup the compare and forecast charts share (spec 2 §2): a period as bars — a bucket
// still in progress grey — with a line over them, on the same grid, axes, number format and
// container. Recharts finds its parts by type, so the parts stay direct children of the chart.
import { type ReactNode, type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  type TooltipProps,
  XAxis,
  type XAxisProps,
  YAxis,
} from 'recharts';
import { CHART_COLORS, niceTicks } from './chart-data.ts';

type NumberKey<Row> = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row] & string;

export interface BarLineChartProps<Row extends { label: string; isPartial: boolean }> {
  /** What the chart shows, for screen readers. */
  description: string;
  rows: Row[];
  height: number;
  bar: { dataKey: NumberKey<Row>; name: string; maxBarSize: number; rowKey: (row: Row) => string };
  line?: { dataKey: NumberKey<Row>; name: string; isDashed?: boolean };
  formatTick: (value: number) => string;
  /** What differs on the x axis: the tick format, the axis line. */
  xAxis?: Pick<XAxisProps, 'tickFormatter' | 'axisLine' | 'minTickGap'>;
  tooltip: (props: TooltipContentProps) => ReactNode;
  tooltipCursor?: TooltipProps['cursor'];
}

/**
 * The plot's width, read in a task after the card around it has been drawn, so that Recharts (which
 * lays a chart out in several passes) draws the plot in a task of its own. Starting the container
 * at that width spares it the pass that would only measure; the first pass is a transition, which
 * yields to input.
 */
function usePlotWidth(frame: RefObject<HTMLDivElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // Rounded as the container rounds what it measures, so it finds the size it started with.
      const measured = Math.round(frame.current?.getBoundingClientRect().width ?? 0);
      startTransition(() => setWidth(measured));
    });
    return () => window.clearTimeout(timer);
  }, [frame]);
  return width;
}

export function BarLineChart<Row extends { label: string; isPartial: boolean }>(
  props: BarLineChartProps<Row>,
) {
  const { rows, bar, line } = props;
  const frame = useRef<HTMLDivElement>(null);
  const value = (row: Row, key: NumberKey<Row>) => (row[key] as number | null) ?? 0;
  const ticks = niceTicks(
    rows.flatMap((row) => [value(row, bar.dataKey), line ? value(row, line.dataKey) : 0]),
  );
  const plotWidth = usePlotWidth(frame);
  return (
    <div ref={frame} role="img" aria-label={props.description} style={{ minHeight: props.height }}>
      {plotWidth !== null && (
        <ResponsiveContainer
          width="100%"
          height={props.height}
          initialDimension={{ width: plotWidth, height: props.height }}
        >
          <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#e9edf2" />
            <XAxis dataKey="label" tickLine={false} fontSize={12} {...props.xAxis} />
            {/* Every tick shown (at most four on a chart this tall), which spares Recharts
                measuring each label in the page to find the ones that would overlap. */}
            <YAxis
              ticks={ticks}
              interval={0}
              domain={[ticks[0], ticks.at(-1) ?? 0]}
              tickFormatter={props.formatTick}
              tickLine={false}
              axisLine={false}
              fontSize={12}
              width={64}
            />
            <Tooltip
              {...(props.tooltipCursor === undefined ? {} : { cursor: props.tooltipCursor })}
              content={props.tooltip}
            />
            <Bar
              dataKey={bar.dataKey}
              name={bar.name}
              radius={[3, 3, 0, 0]}
              maxBarSize={bar.maxBarSize}
              isAnimationActive={false}
            >
              {rows.map((row) => (
                <Cell
                  key={bar.rowKey(row)}
                  fill={row.isPartial ? CHART_COLORS.partial : CHART_COLORS.current}
                />
              ))}
            </Bar>
            {line && (
              <Line
                dataKey={line.dataKey}
                name={line.name}
                stroke={CHART_COLORS.compare}
                strokeWidth={2}
                {...(line.isDashed ? { strokeDasharray: '5 4' } : {})}
                dot={{ r: 3, fill: CHART_COLORS.compare }}
                isAnimationActive={false}
              />
            )}
          </ComposedChart>
        </ResponsiveContainer>
      )}
    </div>
  );
}
