// The Details card's tabs (spec 2 §2): labels, which rows link out, and the drill-down order
// region → license → location.
import {
  BREAKDOWN_COLUMNS,
  BREAKDOWN_TABS,
  type BreakdownRow,
  type BreakdownType,
  type MetricKey,
  MONEY_METRICS,
} from '@atrium/contracts';
import type { DrillLevel } from '../filter/report-filter.ts';

// The tabs and columns are shared with the server's Excel export.
export { BREAKDOWN_COLUMNS, BREAKDOWN_TABS };

export type SortKey = 'name' | MetricKey;

export const MONEY_METRIC_SET: ReadonlySet<MetricKey> = new Set(MONEY_METRICS);

/** spec 2 §2: shown on the tabs whose codes may belong to several groups. */
export const SHARED_CODES_WARNING =
  'Industry and function codes may be shared across multiple groups. Therefore the sum of the subtotals below may exceed the Total Billings shown above.';

export function hasSharedCodes(type: BreakdownType): boolean {
  return type === 'reportGroup' || type === 'practiceGroup' || type === 'subsector';
}

const DRILL_ORDER = ['region', 'license', 'location'] as const;
type DrillType = (typeof DRILL_ORDER)[number];

export function isDrillTab(type: BreakdownType): type is DrillType {
  return (DRILL_ORDER as readonly string[]).includes(type);
}

/** The tab after drilling into a row: region → license → location; a location shows its partners. */
export function nextTabAfterDrill(type: DrillType): BreakdownType {
  const index = DRILL_ORDER.indexOf(type);
  return DRILL_ORDER[index + 1] ?? 'fullName';
}

/** The levels after clicking a row: the row's level replaces itself and anything deeper. */
export function drillInto(levels: readonly DrillLevel[], row: { type: DrillType; id: number; name: string }) {
  const depth = DRILL_ORDER.indexOf(row.type);
  const kept = levels.filter((level) => DRILL_ORDER.indexOf(level.key) < depth);
  return [...kept, { key: row.type, id: row.id, name: row.name }];
}

/** The tab to show at a drill depth: global shows regions, a region its licenses, and so on. */
export function tabForLevels(levels: readonly DrillLevel[]): BreakdownType {
  const last = levels.at(-1);
  return last ? nextTabAfterDrill(last.key) : 'region';
}

/** spec 2 §2: assignment, company and parent names open their page in a new tab. */
export function rowHref(type: BreakdownType, row: BreakdownRow): string | null {
  if (type === 'assignmentId') {
    const id = row.assignmentId ?? row.id;
    return id > 0 ? `/mcl/assignments/${id}` : null;
  }
  if (type === 'company') {
    const id = row.companyId ?? row.id;
    return id > 0 ? `/mcl/companies/${id}` : null;
  }
  if (type === 'parent') {
    const id = row.parentId ?? row.id;
    return id > 0 ? `/mcl/companies/${id}` : null;
  }
  return null;
}

/** Clicking a column: the sorted one flips; another sorts names A–Z and figures largest first. */
export function nextSort<K extends string>(
  current: { sort: K; direction: 'asc' | 'desc' },
  key: K,
): { sort: K; direction: 'asc' | 'desc' } {
  if (current.sort === key) return { sort: key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: key, direction: key === 'name' ? 'asc' : 'desc' };
}
