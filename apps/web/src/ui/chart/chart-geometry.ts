// Where a cartesian chart draws its parts: the plot area inside the axes, the x position of each
// row, the y position of a value, which x labels fit, and the SVG paths of bars, lines and stacked
// areas. Pure arithmetic, so the chart itself is one render of plain SVG.

export interface PlotArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The x axis's labels take this much height under the plot. */
export const X_AXIS_HEIGHT = 24;

export function plotArea(options: {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number };
  yAxisWidth: number;
}): PlotArea {
  const { width, height, margin, yAxisWidth } = options;
  return {
    left: yAxisWidth,
    top: margin.top,
    right: Math.max(yAxisWidth + 1, width - margin.right),
    bottom: Math.max(margin.top + 1, height - margin.bottom - X_AXIS_HEIGHT),
  };
}

/**
 * The x centre of each of `count` rows and the width each row owns: bars take a band each; lines
 * and areas put their points at the band centres too, so a point never sits on the plot's edge
 * where its label would be cut.
 */
export function rowCentres(count: number, area: PlotArea): { centres: number[]; step: number } {
  const step = (area.right - area.left) / Math.max(1, count);
  return { centres: Array.from({ length: count }, (_, i) => area.left + (i + 0.5) * step), step };
}

/** The y of a value on an axis from the first tick (bottom) to the last (top). */
export function valueToY(value: number, ticks: readonly number[], area: PlotArea): number {
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? low;
  if (high === low) return area.bottom;
  return area.bottom - ((value - low) / (high - low)) * (area.bottom - area.top);
}

/** A label's width estimated from its length, enough to keep neighbours from overlapping. */
export const estimateTextWidth = (text: string, fontSize: number) => text.length * fontSize * 0.6;

/** A label's centre moved so that the whole label stays within 0 and `width`. */
export const keepInside = (centre: number, halfWidth: number, width: number) =>
  Math.max(halfWidth, Math.min(width - halfWidth, centre));

/**
 * Which x labels to show: each one that clears the one shown before it by `minGap`, and always the
 * last when `keepLast` (then the one before it gives way if they would overlap).
 */
export function visibleLabels(options: {
  centres: readonly number[];
  labels: readonly string[];
  fontSize: number;
  minGap: number;
  keepLast?: boolean;
}): boolean[] {
  const { centres, labels, fontSize, minGap } = options;
  const half = (i: number) => estimateTextWidth(labels[i] ?? '', fontSize) / 2;
  const shown = labels.map(() => false);
  let lastShown = -1;
  for (let i = 0; i < labels.length; i++) {
    if (lastShown < 0 || centres[i] - half(i) >= centres[lastShown] + half(lastShown) + minGap) {
      shown[i] = true;
      lastShown = i;
    }
  }
  const last = labels.length - 1;
  if (options.keepLast && last >= 0 && !shown[last]) {
    if (lastShown >= 0 && centres[last] - half(last) < centres[lastShown] + half(lastShown) + minGap) {
      shown[lastShown] = lastShown === 0 ? shown[lastShown] : false;
    }
    shown[last] = true;
  }
  return shown;
}

/**
 * A bar from `baseY` to `valueY`, as wide as 80% of its band up to `maxWidth`, its far end rounded
 * by `radius` (the top of a positive bar, the bottom of a negative one).
 */
export function barPath(options: {
  centre: number;
  step: number;
  maxWidth: number;
  baseY: number;
  valueY: number;
  radius: number;
}): string {
  const { centre, step, maxWidth, baseY, valueY } = options;
  const width = Math.min(maxWidth, step * 0.8);
  const left = centre - width / 2;
  const right = centre + width / 2;
  const height = Math.abs(baseY - valueY);
  const r = Math.min(options.radius, width / 2, height);
  if (r <= 0) return `M${left},${baseY}V${valueY}H${right}V${baseY}Z`;
  const towards = valueY < baseY ? 1 : -1;
  const sweep = towards === 1 ? 1 : 0;
  return (
    `M${left},${baseY}V${valueY + towards * r}` +
    `A${r},${r} 0 0 ${sweep} ${left + r},${valueY}H${right - r}` +
    `A${r},${r} 0 0 ${sweep} ${right},${valueY + towards * r}V${baseY}Z`
  );
}

export interface ChartPointXY {
  x: number;
  y: number;
}

/** A line through the points, broken where a value is missing; one path with a move per stretch. */
export function linePath(points: readonly (ChartPointXY | null)[]): string {
  let path = '';
  let isDrawing = false;
  for (const point of points) {
    if (!point) {
      isDrawing = false;
      continue;
    }
    path += `${isDrawing ? 'L' : 'M'}${point.x},${point.y}`;
    isDrawing = true;
  }
  return path;
}

/** The band between an upper and a lower line over the same x positions (a stacked area). */
export function areaPath(xs: readonly number[], upper: readonly number[], lower: readonly number[]): string {
  if (xs.length === 0) return '';
  const top = xs.map((x, i) => `${i === 0 ? 'M' : 'L'}${x},${upper[i]}`).join('');
  const bottom = xs
    .map((_, i) => xs.length - 1 - i)
    .map((i) => `L${xs[i]},${lower[i]}`)
    .join('');
  return `${top}${bottom}Z`;
}

/** Running totals of stacked series, row by row: the first series sits on zero. */
export function stackValues(series: readonly (readonly number[])[]): { lower: number[]; upper: number[] }[] {
  const rows = series[0]?.length ?? 0;
  const base = new Array<number>(rows).fill(0);
  return series.map((values) => {
    const lower = [...base];
    for (let i = 0; i < rows; i++) base[i] += values[i] ?? 0;
    return { lower, upper: [...base] };
  });
}

/** The row under a pointer at `x`: the band it falls in, clamped to the first and last. */
export function rowAt(x: number, area: PlotArea, count: number): number {
  if (count <= 0) return -1;
  const step = (area.right - area.left) / count;
  return Math.min(count - 1, Math.max(0, Math.floor((x - area.left) / step)));
}
