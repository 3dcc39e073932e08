// The Details card's tabs (spec 2 §2): labels, which rows link out, and the drill-down order
// region → license → location.
import { type BreakdownRow, type BreakdownType, type MetricKey, MONEY_METRICS } from '@atrium/contracts';
import type { DrillLevel } from '../filter/report-filter.ts';

export const BREAKDOWN_TABS: readonly { type: BreakdownType; label: string }[] = [
  { type: 'region', label: 'Region' },
  { type: 'license', label: 'License' },
  { type: 'location', label: 'Location' },
  { type: 'fullName', label: 'Partner' },
  { type: 'assignmentId', label: 'Assignment' },
  { type: 'company', label: 'Company' },
  { type: 'parent', label: 'Parent' },
  { type: 'function', label: 'Function' },
  { type: 'industry', label: 'Industry' },
  { type: 'reportGroup', label: 'Report Group' },
  { type: 'practiceGroup', label: 'Practice Group' },
  { type: 'subsector', label: 'Subsector' },
];

/** spec 2 §2: the table's columns after Name; money with 0 decimals, the rest 0 to 2. */
export const BREAKDOWN_COLUMNS: readonly { key: MetricKey; label: string; isMoney: boolean }[] = [
  { key: 'totalBillings', label: 'Total Billings', isMoney: true },
  { key: 'teamingValue', label: 'Teaming Value', isMoney: true },
  { key: 'teamingRevenue', label: 'Teaming Revenue', isMoney: true },
  { key: 'teamingTaken', label: 'Teaming Taken', isMoney: false },
  { key: 'teamingFilled', label: 'Teaming Filled', isMoney: false },
  { key: 'assignmentsTaken', label: 'Assignments Taken', isMoney: false },
  { key: 'assignmentsFilled', label: 'Assignments Filled', isMoney: false },
  { key: 'timeToFill', label: 'Time to Fill', isMoney: false },
  { key: 'filledJobValue', label: 'Average Filled Job Value', isMoney: true },
];

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

/** spec 1 §2.1 named routes: the assignment and company pages the breakdown links to. */
export const ASSIGNMENT_DETAIL_ROUTE = '_assignmentDetail';
export const COMPANY_DETAIL_ROUTE = '_companyDetail';

export interface RowTarget {
  name: typeof ASSIGNMENT_DETAIL_ROUTE | typeof COMPANY_DETAIL_ROUTE;
  id: number;
}

/** spec 2 §2: assignment, company and parent names open their page (by route name) in a new tab. */
export function rowTarget(type: BreakdownType, row: BreakdownRow): RowTarget | null {
  const id =
    type === 'assignmentId'
      ? (row.assignmentId ?? row.id)
      : type === 'company'
        ? (row.companyId ?? row.id)
        : type === 'parent'
          ? (row.parentId ?? row.id)
          : 0;
  if (!(id > 0)) return null;
  return { name: type === 'assignmentId' ? ASSIGNMENT_DETAIL_ROUTE : COMPANY_DETAIL_ROUTE, id };
}

const DEFAULT_PATHS: Record<RowTarget['name'], string> = {
  [ASSIGNMENT_DETAIL_ROUTE]: '/mcl/assignments/',
  [COMPANY_DETAIL_ROUTE]: '/mcl/companies/',
};

/** The row's link; `resolve` turns a route name into its path (the app's route registry). */
export function rowHref(
  type: BreakdownType,
  row: BreakdownRow,
  resolve: (target: RowTarget) => string | null = (target) => `${DEFAULT_PATHS[target.name]}${target.id}`,
): string | null {
  const target = rowTarget(type, row);
  return target ? resolve(target) : null;
}

/** Clicking a column: the sorted one flips; another sorts names A–Z and figures largest first. */
export function nextSort<K extends string>(
  current: { sort: K; direction: 'asc' | 'desc' },
  key: K,
): { sort: K; direction: 'asc' | 'desc' } {
  if (current.sort === key) return { sort: key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: key, direction: key === 'name' ? 'asc' : 'desc' };
}
