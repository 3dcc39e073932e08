// A small cartesian chart in plain SVG: rows along x, bars, lines and stacked areas on a y axis of
// given ticks, a horizontal grid, and a tooltip for the row under the pointer or chosen with the
// arrow keys. The report charts need only these parts, and one render of a few dozen elements
// keeps a screen of charts responsive on a slow laptop.
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useElementWidth } from '../use-element-width.ts';
import {
  areaPath,
  barPath,
  estimateTextWidth,
  keepInside,
  linePath,
  type PlotArea,
  plotArea,
  rowAt,
  rowCentres,
  stackValues,
  valueToY,
  visibleLabels,
} from './chart-geometry.ts';

export type ChartSeries<Row> =
  | {
      kind: 'bar';
      value: (row: Row) => number | null;
      color: (row: Row) => string;
      maxBarSize: number;
    }
  | {
      kind: 'line';
      value: (row: Row) => number | null;
      color: string;
      opacity?: number;
      dashArray?: string;
      /** 0 draws no dots. */
      dotRadius: number;
    }
  | { kind: 'area'; value: (row: Row) => number; color: string };

export interface CartesianChartProps<Row> {
  /** What the chart shows, for screen readers (the figures are in a table beside it). */
  description: string;
  rows: readonly Row[];
  /** A row's x label, and its text on the axis when that is shorter. */
  label: (row: Row) => string;
  axisLabel?: (row: Row) => string;
  height: number;
  /** The y axis runs from the first tick to the last; each gets a grid line. */
  ticks: readonly number[];
  formatTick: (value: number) => string;
  /** Areas stack in order; bars, then lines and dots, are drawn over them. */
  series: ChartSeries<Row>[];
  tooltip: (row: Row) => ReactNode;
  /** The hovered row's highlight: a band behind it (bar charts) or a line through it. */
  cursor?: { kind: 'band'; fill: string } | { kind: 'line' };
  fontSize?: number;
  yAxisWidth?: number;
  margin?: { top: number; right: number; bottom: number };
  /** The x axis's line colour. */
  xAxisLine?: string;
  gridDashArray?: string;
  /** The least space between two x labels; closer ones are skipped. */
  minLabelGap?: number;
  keepLastLabel?: boolean;
  /** Opens what is behind a row's bar or point: a click on it, or Enter on the highlighted one. */
  onOpen?: (row: Row) => void;
}

/** Tick labels and, unless a chart says otherwise, the x axis line. */
const AXIS_COLOR = '#666';
const GRID_COLOR = '#e9edf2';

export function CartesianChart<Row>(props: CartesianChartProps<Row>) {
  const frame = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const { rows, height } = props;
  // Where everything goes, once the chart's width is known.
  const layout = frame.width === null ? null : chartLayout(props, Math.floor(frame.width));

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!layout) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    setActive(rowAt(x, layout.area, rows.length));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = rows.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, (active ?? -1) + 1),
      ArrowLeft: Math.max(0, (active ?? 1) - 1),
      Home: 0,
      End: last,
    };
    if ((event.key === 'Enter' || event.key === ' ') && props.onOpen && active !== null && rows[active]) {
      event.preventDefault();
      props.onOpen(rows[active]);
      return;
    }
    if (!(event.key in moves) || last < 0) return;
    event.preventDefault();
    setActive(moves[event.key]);
  };

  return (
    // The chart is one image to assistive technology; the arrow keys move its tooltip for sighted
    // keyboard users, as the pointer does.
    <div
      ref={frame.ref}
      role="img"
      aria-label={
        props.onOpen
          ? `${props.description}. Arrow keys move between bars; Enter shows the rows behind one`
          : props.description
      }
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys move the tooltip
      tabIndex={0}
      className="mantine-focus-auto"
      style={{ position: 'relative', height, borderRadius: 4, cursor: props.onOpen ? 'pointer' : undefined }}
      onPointerMove={onPointerMove}
      onPointerLeave={() => setActive(null)}
      onClick={(event) => {
        if (!props.onOpen || !layout) return;
        const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
        const row = rows[rowAt(x, layout.area, rows.length)];
        if (row !== undefined) props.onOpen(row);
      }}
      onFocus={() => setActive((current) => current ?? 0)}
      onBlur={() => setActive(null)}
      onKeyDown={onKeyDown}
    >
      {layout && <Plot {...props} layout={layout} active={active} />}
      {layout && active !== null && rows[active] !== undefined && (
        <TooltipBox x={layout.centres[active]} width={layout.width} top={layout.area.top}>
          {props.tooltip(rows[active])}
        </TooltipBox>
      )}
    </div>
  );
}

interface ChartLayout {
  width: number;
  area: PlotArea;
  /** Each row's x centre, and the width each row owns. */
  centres: number[];
  step: number;
}

function chartLayout<Row>(props: CartesianChartProps<Row>, width: number): ChartLayout {
  const area = plotArea({
    width,
    height: props.height,
    margin: props.margin ?? { top: 8, right: 8, bottom: 0 },
    yAxisWidth: props.yAxisWidth ?? 64,
  });
  return { width, area, ...rowCentres(props.rows.length, area) };
}

/**
 * The tooltip beside the row, on whichever side has more room, and moved back inside the chart
 * when it is wider than that side (a phone's narrow chart).
 */
function TooltipBox({
  x,
  width,
  top,
  children,
}: {
  x: number;
  width: number;
  top: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  useLayoutEffect(() => {
    setBoxWidth(box.current?.offsetWidth ?? 0);
  });
  const wanted = x > width / 2 ? x - 12 - boxWidth : x + 12;
  const left = Math.max(0, Math.min(wanted, width - boxWidth));
  return (
    <div
      ref={box}
      style={{
        position: 'absolute',
        top,
        left,
        maxWidth: width,
        pointerEvents: 'none',
        zIndex: 1,
        visibility: boxWidth === 0 ? 'hidden' : 'visible',
      }}
    >
      {children}
    </div>
  );
}

function Plot<Row>(props: CartesianChartProps<Row> & { layout: ChartLayout; active: number | null }) {
  const { rows, ticks, height, active } = props;
  const { area, width, centres, step } = props.layout;
  const fontSize = props.fontSize ?? 12;
  const y = (value: number) => valueToY(value, ticks, area);
  const baseY = y(Math.min(Math.max(0, ticks[0] ?? 0), ticks.at(-1) ?? 0));
  const axisLabels = rows.map((row) => (props.axisLabel ?? props.label)(row));
  const isLabelShown = visibleLabels({
    centres,
    labels: axisLabels,
    fontSize,
    minGap: props.minLabelGap ?? 4,
    keepLast: props.keepLastLabel,
  });
  const areas = props.series.flatMap((s) => (s.kind === 'area' ? [s] : []));
  const stacked = stackValues(areas.map((s) => rows.map(s.value)));
  const cursor = props.cursor ?? { kind: 'line' };

  return (
    <svg width={width} height={height} aria-hidden="true" style={{ display: 'block', overflow: 'visible' }}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={area.left}
            x2={area.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={GRID_COLOR}
            strokeDasharray={props.gridDashArray}
          />
          <text
            x={area.left - 6}
            y={y(tick)}
            dy="0.355em"
            textAnchor="end"
            fontSize={fontSize}
            fill={AXIS_COLOR}
          >
            {props.formatTick(tick)}
          </text>
        </g>
      ))}
      {active !== null &&
        centres[active] !== undefined &&
        (cursor.kind === 'band' ? (
          <rect
            x={centres[active] - step / 2}
            y={area.top}
            width={step}
            height={area.bottom - area.top}
            fill={cursor.fill}
          />
        ) : (
          <line x1={centres[active]} x2={centres[active]} y1={area.top} y2={area.bottom} stroke="#ccc" />
        ))}
      {areas.map((s, i) => (
        <path
          key={`area-${s.color}`}
          d={areaPath(centres, stacked[i].upper.map(y), stacked[i].lower.map(y))}
          fill={s.color}
          fillOpacity={0.35}
          stroke={s.color}
          strokeWidth={1}
        />
      ))}
      {props.series.map((s, i) => {
        if (s.kind !== 'bar') return null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a chart's series keep their order
          <g key={`bar-${i}`}>
            {rows.map((row, r) => {
              const value = s.value(row);
              if (value === null || value === 0) return null;
              return (
                <path
                  key={axisLabels[r] + String(r)}
                  d={barPath({
                    centre: centres[r],
                    step,
                    maxWidth: s.maxBarSize,
                    baseY,
                    valueY: y(value),
                    radius: 3,
                  })}
                  fill={s.color(row)}
                />
              );
            })}
          </g>
        );
      })}
      {props.series.map((s, i) => {
        if (s.kind !== 'line') return null;
        const points = rows.map((row, r) => {
          const value = s.value(row);
          return value === null ? null : { x: centres[r], y: y(value) };
        });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a chart's series keep their order
          <g key={`line-${i}`} opacity={s.opacity}>
            <path
              d={linePath(points)}
              fill="none"
              stroke={s.color}
              strokeWidth={2}
              strokeDasharray={s.dashArray}
            />
            {s.dotRadius > 0 &&
              points.map((point, r) =>
                point ? (
                  <circle
                    key={axisLabels[r] + String(r)}
                    cx={point.x}
                    cy={point.y}
                    r={s.dotRadius}
                    fill={s.color}
                  />
                ) : null,
              )}
          </g>
        );
      })}
      <line
        x1={area.left}
        x2={area.right}
        y1={area.bottom}
        y2={area.bottom}
        stroke={props.xAxisLine ?? AXIS_COLOR}
      />
      {axisLabels.map((text, r) =>
        isLabelShown[r] ? (
          <text
            key={text + String(r)}
            x={keepInside(centres[r], estimateTextWidth(text, fontSize) / 2, width)}
            y={area.bottom + 16}
            textAnchor="middle"
            fontSize={fontSize}
            fill={AXIS_COLOR}
          >
            {text}
          </text>
        ) : null,
      )}
    </svg>
  );
}
