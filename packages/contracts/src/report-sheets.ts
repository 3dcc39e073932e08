// The sheets of every report type's Excel (spec 2 §7): first the filters the run answered — the
// report type, the period, the compare period, the date filter, each filter key with its value text
// and the currency — then the type's own totals and rows. Dates go in date columns, so Excel holds
// them as dates; money columns are in the run's currency.
import type { AssignmentRow, CompanyRow } from './mcl.ts';
import type { PersonReportRow, PlaceReportRow, RoleCounts } from './people-reports.ts';
import type { XlsxSheet } from './report-workbook.ts';
import type { EngineFilterType, Metrics, ReportKeyName, ReportType } from './reports.ts';

/** The date filter types as the filter forms name them. */
export const FILTER_TYPE_LABELS: Record<EngineFilterType, string> = {
  activity: 'Activity',
  taken: 'Date Taken',
  invoice: 'Invoice Date',
  status: 'Status Date',
  created: 'Created Date',
  markedfilled: 'Marked Filled',
  none: 'No date filter',
  noActivity: 'No Activity',
  hire: 'Hire Date',
  inactive: 'Inactive Date',
  role: 'Role Changed',
  roleORhire: 'Role Changed or Hired',
};

/** The filter keys as the filter forms name them. */
export const FILTER_KEY_LABELS: Record<ReportKeyName, string> = {
  region: 'Region',
  license: 'License',
  location: 'Location',
  partner: 'Partner',
  assignment: 'Assignment',
  company: 'Company',
  parent: 'Parent',
  function: 'Function',
  industry: 'Industry',
  reportGroup: 'Report Group',
  practiceGroup: 'Practice Group',
  subsector: 'Subsector',
  searchType: 'Search Type',
};

export interface RunDescription {
  reportType: ReportType;
  filter: {
    type: EngineFilterType;
    date: { selection: string; startDate: string; endDate: string };
    keys: readonly { key: ReportKeyName; value: number | string; Text?: string }[];
  };
  /** The period compared with (spec 2 §1: 12 months earlier), or null when the report shows one period. */
  compare: { startDate: string; endDate: string } | null;
  currency: string;
}

const date = (text: string) => ({ text, format: 'date' as const });

/** The first sheet of every workbook: what the report shows. */
export function filtersSheet(run: RunDescription): XlsxSheet {
  const { filter } = run;
  const keys = filter.keys.map((k) => [
    FILTER_KEY_LABELS[k.key],
    k.Text?.trim() || String(k.value),
    null,
    null,
  ]);
  return {
    title: 'Filters',
    headers: ['Filter', 'Value', date('From'), date('To')],
    rows: [
      ['Report type', run.reportType, null, null],
      // the preset as picked (1Y, YTD, Custom…) beside the dates it resolved to
      ['Period', filter.date.selection, filter.date.startDate, filter.date.endDate],
      run.compare
        ? ['Compare period', '12 months earlier', run.compare.startDate, run.compare.endDate]
        : ['Compare period', 'None', null, null],
      ['Date filter', FILTER_TYPE_LABELS[filter.type], null, null],
      ...(keys.length > 0 ? keys : [['Filter keys', 'None', null, null]]),
      ['Currency', run.currency, null, null],
    ],
  };
}

/** The totals boxes of an advanced search. */
export const SEARCH_TOTALS: readonly { key: keyof Metrics; label: string; isMoney: boolean }[] = [
  { key: 'totalBillings', label: 'Total Billings', isMoney: true },
  { key: 'assignmentsTaken', label: 'Assignments Taken', isMoney: false },
  { key: 'assignmentsFilled', label: 'Assignments Filled', isMoney: false },
  { key: 'teamingRevenue', label: 'Teaming Revenue', isMoney: true },
];

/** An advanced search's totals: the count and the figures, as typed cells. */
export function searchTotalsSheet(options: {
  countLabel: string;
  count: number;
  metrics: Metrics;
}): XlsxSheet {
  const { metrics } = options;
  return {
    title: 'Totals',
    headers: [
      { text: options.countLabel, format: 'integer' },
      ...SEARCH_TOTALS.map((t) => ({
        text: t.label,
        format: t.isMoney ? ('currency' as const) : ('number' as const),
      })),
    ],
    rows: [[options.count, ...SEARCH_TOTALS.map((t) => metrics[t.key])]],
  };
}

export function assignmentSheet(rows: readonly AssignmentRow[]): XlsxSheet {
  return {
    title: 'Assignments',
    headers: [
      'Job Title',
      'Client',
      'Assignment #',
      'Industry',
      'Search Type',
      'Partners',
      'Location',
      'Status',
      date('Taken'),
      { text: 'Billings', format: 'currency' },
    ],
    rows: rows.map((r) => [
      r.jobTitle,
      r.company,
      r.displayId,
      r.industry ?? '',
      r.searchTypeName,
      r.users.map((u) => `${u.FullName} (${u.role})`).join(', '),
      r.location,
      r.statusName,
      r.dateTaken,
      r.totalBillings ?? null,
    ]),
  };
}

export function companySheet(rows: readonly CompanyRow[]): XlsxSheet {
  return {
    title: 'Companies',
    // spec 3 §4: the off-limits column reads "Off Limits" past 2220-01-01, otherwise a date.
    headers: ['Company', 'Subsidiary of', 'Owner', 'Status', date('Off limits date'), 'Invenias', 'ZoomInfo'],
    rows: rows.map((r) => [
      r.company,
      r.parent ?? '',
      r.owner ?? '',
      r.status,
      r.offLimitsText,
      r.inveniasId ?? '',
      r.zoominfoId ?? '',
    ]),
  };
}

const int = (text: string) => ({ text, format: 'integer' as const });

/** A User, License or Location report's totals: the count, head counts at both ends, joiners, leavers. */
export function peopleTotalsSheet(options: {
  countLabel: string;
  totals: { count: number; start: RoleCounts; end: RoleCounts; joiners: number; leavers: number };
}): XlsxSheet {
  const { totals } = options;
  return {
    title: 'Totals',
    headers: [
      int(options.countLabel),
      int('Partners at start'),
      int('Researchers at start'),
      int('Administration at start'),
      int('Partners at end'),
      int('Researchers at end'),
      int('Administration at end'),
      int('Joiners'),
      int('Leavers'),
    ],
    rows: [
      [
        totals.count,
        totals.start.partners,
        totals.start.researchers,
        totals.start.administration,
        totals.end.partners,
        totals.end.researchers,
        totals.end.administration,
        totals.joiners,
        totals.leavers,
      ],
    ],
  };
}

export function peopleSheet(rows: readonly PersonReportRow[]): XlsxSheet {
  return {
    title: 'People',
    headers: [
      'Name',
      'Title',
      'Role',
      'Office',
      'License',
      'Status',
      date('Hire date'),
      date('Join date'),
      date('Role changed'),
      date('Inactive date'),
    ],
    rows: rows.map((r) => [
      r.name,
      r.title,
      r.role,
      r.location ?? '',
      r.license ?? '',
      r.status,
      r.hireDate,
      r.joinDate,
      r.roleChangedDate,
      r.inactiveDate,
    ]),
  };
}

export function placeSheet(type: 'License' | 'Location', rows: readonly PlaceReportRow[]): XlsxSheet {
  const isLicense = type === 'License';
  return {
    title: isLicense ? 'Licenses' : 'Locations',
    headers: [
      isLicense ? 'License' : 'Office',
      isLicense ? 'Region' : 'License',
      int('Partners'),
      int('Researchers'),
      int('Administration'),
      int('Partners at start'),
      int('Researchers at start'),
      int('Administration at start'),
      int('Joiners'),
      int('Leavers'),
      int('Selected'),
    ],
    rows: rows.map((r) => [
      r.name,
      r.parent ?? '',
      r.end.partners,
      r.end.researchers,
      r.end.administration,
      r.start.partners,
      r.start.researchers,
      r.start.administration,
      r.joiners,
      r.leavers,
      r.selected,
    ]),
  };
}
