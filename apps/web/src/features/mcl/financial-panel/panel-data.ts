// The financial panel's boxes and charts as the screen shows them (spec 3 §2.5): labels, value
// formats, and one chart row per quarter with the compare quarter a year back beside it.
import { changeArrow, type FinancialPanel, type PanelMetric } from '@atrium/contracts';

export const NO_RECENT_ACTIVITY = 'No recent finacial activity';
export const NOTHING_TO_CHART = 'No filled assignments in these quarters or the year before';

export const PANEL_LABELS: Record<PanelMetric, string> = {
  totalBillings: 'Total Billings',
  assignmentsTaken: 'Assignments Taken',
  teamingRevenue: 'Teaming Revenue',
  teamingTaken: 'Teaming Taken',
  filledJobValue: 'Filled Job Value',
  timeToFill: 'Time to Fill',
};

export type PanelValueKind = 'money' | 'count' | 'days';
export const PANEL_KINDS: Record<PanelMetric, PanelValueKind> = {
  totalBillings: 'money',
  assignmentsTaken: 'count',
  teamingRevenue: 'money',
  teamingTaken: 'count',
  filledJobValue: 'money',
  timeToFill: 'days',
};

export const TONE_OF_ARROW = { up: 'up', down: 'down', dash: 'flat' } as const;
export const toneOf = (change: number) => TONE_OF_ARROW[changeArrow(change)];

/** 'YYYY-Qn' → 'Qn YYYY'. */
export function quarterLabel(quarter: string): string {
  const [year, q] = quarter.split('-');
  return `${q} ${year}`;
}

export interface PanelChartRow {
  label: string;
  /** The compare quarter's own label: the same quarter a year earlier (spec 3 §2.5). */
  previousLabel: string;
  /** Complete quarters; null for the quarter in progress (drawn by `partial`). */
  current: number | null;
  /** The quarter in progress, and the last complete one so the dashed stretch joins the line. */
  partial: number | null;
  previous: number | null;
  isPartial: boolean;
}

/** spec 3 §2.5: tooltips without decimals. */
const whole = (value: number | null) => (value === null ? null : Math.round(value));

/** Averages have no value in a quarter without filled assignments: a gap, not a zero. */
const AVERAGED: readonly PanelMetric[] = ['filledJobValue', 'timeToFill'];

export function panelChartRows(metric: FinancialPanel['metrics'][number]): PanelChartRow[] {
  const last = metric.current.length - 1;
  const value = (v: number | null) => whole(v === null && !AVERAGED.includes(metric.key) ? 0 : v);
  return metric.current.map((point, i) => {
    const compare = metric.compare[i];
    return {
      label: quarterLabel(point.quarter),
      previousLabel: compare ? quarterLabel(compare.quarter) : '',
      current: point.isPartial ? null : value(point.value),
      partial: point.isPartial || i === last - 1 ? value(point.value) : null,
      previous: compare ? value(compare.value) : null,
      isPartial: point.isPartial,
    };
  });
}

/** Whether any quarter, current or a year back, has a value to draw. */
export const hasChartPoints = (rows: readonly PanelChartRow[]) =>
  rows.some((row) => row.current !== null || row.partial !== null || row.previous !== null);
