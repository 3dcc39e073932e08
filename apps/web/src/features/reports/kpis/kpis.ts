// The KPI boxes (spec 2 §2, §9): which metrics, how each is shown, and the change against the
// compare period by the shared KPI change rule (spec 2 §9, spec 3 §4).
import {
  changeArrow,
  HEADLINE_KPIS,
  type KpiDefinition,
  type KpiKind,
  metricChange,
  SPLIT_KPIS,
} from '@atrium/contracts';
import { formatChange, formatMoney, formatNumber, formatWhole } from '../../../ui/numbers.ts';

export type Kpi = KpiDefinition;
export type { KpiKind };
// The KPI lists are shared with the server's Excel export, so the workbook reads like the screen.
export { HEADLINE_KPIS, SPLIT_KPIS };

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
