// The Excel workbook's sheets (spec 2 §7): Metrics, Metrics Extended, {member} Details and one
// sheet per breakdown, with typed columns so numbers land in Excel as numbers.
import {
  type BreakdownRow,
  brand,
  type MemberDetails,
  type Metrics,
  type XlsxRequest,
} from '@atrium/contracts';
import { BREAKDOWN_COLUMNS } from '../breakdown/breakdown-tabs.ts';
import type { DateRange } from '../filter/report-period.ts';
import { HEADLINE_KPIS, type Kpi, SPLIT_KPIS } from '../kpis/kpis.ts';

type Sheet = XlsxRequest['sheets'][number];

export interface PeriodMetrics {
  label: string;
  range: DateRange;
  metrics: Metrics;
}

const kpiFormat = (kpi: Kpi) => (kpi.kind === 'money' ? ('currency' as const) : ('number' as const));

function metricsSheet(title: string, kpis: readonly Kpi[], periods: readonly PeriodMetrics[]): Sheet {
  return {
    title,
    headers: [
      'Period',
      'Start date',
      'End date',
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

export function membersSheet(members: MemberDetails): Sheet {
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

export function breakdownSheet(title: string, rows: readonly BreakdownRow[]): Sheet {
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

export function buildWorkbookRequest(options: {
  periods: readonly PeriodMetrics[];
  members: MemberDetails | null;
  breakdowns: readonly { title: string; rows: readonly BreakdownRow[] }[];
  /** The currency the report answered in, so money columns match the figures. */
  currency?: string;
}): XlsxRequest {
  return {
    type: 'Financial',
    currency: options.currency,
    sheets: [
      metricsSheet('Metrics', HEADLINE_KPIS, options.periods),
      metricsSheet('Metrics Extended', SPLIT_KPIS, options.periods),
      ...(options.members ? [membersSheet(options.members)] : []),
      ...options.breakdowns.map((b) => breakdownSheet(b.title, b.rows)),
    ],
  };
}

/** spec 2 §7: MMDDYYYY-hhmm, the report type and "report.xlsx" (the user's local time). */
export function workbookFileName(now: Date, type = 'Financial'): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${two(now.getMonth() + 1)}${two(now.getDate())}${now.getFullYear()}-${two(now.getHours())}${two(now.getMinutes())}`;
  return `${stamp} ${type} report.xlsx`;
}
