// The KPI boxes (spec 2 §2, §9): which metrics, how each is shown, and the change against the
// compare period by the shared KPI change rule (spec 2 §9, spec 3 §4).
import { changeArrow, type MetricKey, metricChange } from '@atrium/contracts';
import { formatChange, formatMoney, formatNumber, formatWhole } from '../format.ts';

export type KpiKind = 'money' | 'count' | 'days';

export interface Kpi {
  key: MetricKey;
  label: string;
  kind: KpiKind;
}

/** The headline boxes, in the order the firm reads them. */
export const HEADLINE_KPIS: readonly Kpi[] = [
  { key: 'totalBillings', label: 'Total Billings', kind: 'money' },
  { key: 'teamingValue', label: 'Teaming Value', kind: 'money' },
  { key: 'teamingRevenue', label: 'Teaming Revenue', kind: 'money' },
  { key: 'teamingTaken', label: 'Teaming Taken', kind: 'count' },
  { key: 'teamingFilled', label: 'Teaming Filled', kind: 'count' },
  { key: 'assignmentsTaken', label: 'Assignments Taken', kind: 'count' },
  { key: 'assignmentsFilled', label: 'Assignments Filled', kind: 'count' },
  { key: 'timeToFill', label: 'Time to Fill', kind: 'days' },
  { key: 'filledJobValue', label: 'Avg Filled Job Value', kind: 'money' },
];

/** The splits (spec 2 §9): Executive, Consulting (with BLM), IM and Strategy. */
export const SPLIT_KPIS: readonly Kpi[] = [
  { key: 'executive', label: 'Executive Search', kind: 'money' },
  { key: 'consulting', label: 'Leadership Consulting', kind: 'money' },
  { key: 'im', label: 'Interim Management', kind: 'money' },
  { key: 'strategyBillings', label: 'Strategy Billings', kind: 'money' },
  { key: 'strategyTaken', label: 'Strategy Taken', kind: 'count' },
];

export function formatKpiValue(kpi: Kpi, value: number, currency: string): string {
  if (kpi.kind === 'money') return formatMoney(value, currency);
  if (kpi.kind === 'days') return `${formatWhole(value)} ${Math.round(value) === 1 ? 'day' : 'days'}`;
  return formatNumber(value);
}

export interface KpiChange {
  /** The ratio: 0.1 is +10%. */
  change: number;
  arrow: 'up' | 'dash' | 'down';
  /** "+10%", "-100%", "0%". */
  label: string;
}

/** spec 2 §9: the change against the previous period and its arrow. */
export function kpiChange(current: number, previous: number): KpiChange {
  const change = metricChange(current, previous);
  return { change, arrow: changeArrow(change), label: formatChange(change) };
}
