// The Excel workbook of a Financial report (spec 2 §7): Metrics, Metrics Extended, {member}
// Details and one sheet per breakdown, with typed columns so numbers land in Excel as numbers.
// The KPI and breakdown column lists are the dashboard's own, so the workbook reads like the screen.
import { brand } from './brand.ts';
import type { MetricKey } from './report-rules.ts';
import type { MemberDetails } from './report-tools.ts';
import type { BreakdownRow, BreakdownType, Metrics } from './reports.ts';

export type KpiKind = 'money' | 'count' | 'days';

export interface KpiDefinition {
  key: MetricKey;
  label: string;
  kind: KpiKind;
}

/** The headline boxes, in the order the firm reads them. */
export const HEADLINE_KPIS: readonly KpiDefinition[] = [
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
export const SPLIT_KPIS: readonly KpiDefinition[] = [
  { key: 'executive', label: 'Executive Search', kind: 'money' },
  { key: 'consulting', label: 'Leadership Consulting', kind: 'money' },
  { key: 'im', label: 'Interim Management', kind: 'money' },
  { key: 'strategyBillings', label: 'Strategy Billings', kind: 'money' },
  { key: 'strategyTaken', label: 'Strategy Taken', kind: 'count' },
];

/** spec 2 §2: the Details card's tabs, in order. */
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

/** spec 2 §2: the breakdown's columns after Name; money with 0 decimals, the rest 0 to 2. */
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

/** How a column's cells are written: text, numbers in a number format, or real Excel dates. */
export type WorkbookColumnFormat = 'text' | 'number' | 'integer' | 'currency' | 'percent' | 'date';
export type WorkbookHeader = string | { text: string; format: WorkbookColumnFormat };
/** A cell; in a date column a YYYY-MM-DD string is written as an Excel date. */
export type WorkbookCell = number | string | boolean | null;

/** One worksheet as the server's writer takes it. */
export interface XlsxSheet {
  title: string;
  headers: WorkbookHeader[];
  rows: WorkbookCell[][];
}

export interface WorkbookPeriod {
  label: string;
  range: { startDate: string; endDate: string };
  metrics: Metrics;
}

export interface WorkbookContent {
  periods: readonly WorkbookPeriod[];
  members: MemberDetails | null;
  breakdowns: readonly { title: string; rows: readonly BreakdownRow[] }[];
}

const kpiFormat = (kpi: KpiDefinition) =>
  kpi.kind === 'money' ? ('currency' as const) : ('number' as const);

function metricsSheet(
  title: string,
  kpis: readonly KpiDefinition[],
  periods: readonly WorkbookPeriod[],
): XlsxSheet {
  return {
    title,
    headers: [
      'Period',
      { text: 'Start date', format: 'date' },
      { text: 'End date', format: 'date' },
      ...kpis.map((kpi) => ({ text: kpi.label, format: kpiFormat(kpi) })),
    ],
    rows: periods.map((p) => [
      p.label,
      p.range.startDate,
      p.range.endDate,
      ...kpis.map((kpi) => p.metrics[kpi.key]),
    ]),
  };
}

export function membersSheet(members: MemberDetails): XlsxSheet {
  return {
    title: `${brand.memberSingular} Details`,
    headers: [
      'Group',
      { text: 'Current', format: 'number' },
      { text: 'Start of period', format: 'number' },
      { text: 'Previous', format: 'number' },
    ],
    rows: [
      [
        'Partners',
        members.partners.currentCount,
        members.partners.currentCountStart,
        members.partners.previousCount,
      ],
      ['Researchers', members.researchers.current, null, members.researchers.previous],
      ['Administration', members.administration.current, null, members.administration.previous],
    ],
  };
}

export function breakdownSheet(title: string, rows: readonly BreakdownRow[]): XlsxSheet {
  return {
    title,
    headers: [
      'Name',
      ...BREAKDOWN_COLUMNS.map((c) => ({
        text: c.label,
        format: c.isMoney ? ('currency' as const) : ('number' as const),
      })),
    ],
    rows: rows.map((row) => [row.name, ...BREAKDOWN_COLUMNS.map((c) => row[c.key])]),
  };
}

/** spec 2 §7: Metrics, Metrics Extended, {member} Details, then one sheet per breakdown. */
export function buildReportSheets(content: WorkbookContent): XlsxSheet[] {
  return [
    metricsSheet('Metrics', HEADLINE_KPIS, content.periods),
    metricsSheet('Metrics Extended', SPLIT_KPIS, content.periods),
    ...(content.members ? [membersSheet(content.members)] : []),
    ...content.breakdowns.map((b) => breakdownSheet(b.title, b.rows)),
  ];
}
