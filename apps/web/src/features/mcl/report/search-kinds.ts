// The two advanced searches (spec 2 §3): the Assignment and Company report types, their date
// filter types (labels and defaults), their totals and the columns of their Excel sheets.
import type {
  AssignmentFilterType,
  AssignmentRow,
  CompanyFilterType,
  CompanyRow,
  Metrics,
  XlsxRequest,
} from '@atrium/contracts';

export const ASSIGNMENT_FILTER_TYPES: readonly { value: AssignmentFilterType; label: string }[] = [
  { value: 'taken', label: 'Date Taken' },
  { value: 'activity', label: 'Activity' },
  { value: 'invoice', label: 'Invoice Date' },
  { value: 'status', label: 'Status Date' },
  { value: 'created', label: 'Created Date' },
  { value: 'markedfilled', label: 'Marked Filled' },
];

export const COMPANY_FILTER_TYPES: readonly { value: CompanyFilterType; label: string }[] = [
  { value: 'none', label: 'No date filter' },
  { value: 'activity', label: 'Activity' },
  { value: 'noActivity', label: 'No Activity' },
  { value: 'invoice', label: 'Invoice Date' },
  { value: 'taken', label: 'Date Taken' },
];

/** The totals boxes under the toolbar. */
export const TOTALS: readonly { key: keyof Metrics; label: string; isMoney: boolean }[] = [
  { key: 'totalBillings', label: 'Total Billings', isMoney: true },
  { key: 'assignmentsTaken', label: 'Assignments Taken', isMoney: false },
  { key: 'assignmentsFilled', label: 'Assignments Filled', isMoney: false },
  { key: 'teamingRevenue', label: 'Teaming Revenue', isMoney: true },
];

type Sheet = NonNullable<XlsxRequest['sheets']>[number];

/** The totals sheet: the period, the count and the figures, as typed cells. */
export function totalsSheet(options: {
  countLabel: string;
  count: number;
  metrics: Metrics;
  period: { startDate: string; endDate: string };
  filterLabel: string;
}): Sheet {
  const { metrics } = options;
  return {
    title: 'Totals',
    headers: [
      'Period',
      'Date filter',
      { text: options.countLabel, format: 'integer' },
      ...TOTALS.map((t) => ({
        text: t.label,
        format: t.isMoney ? ('currency' as const) : ('number' as const),
      })),
    ],
    rows: [
      [
        `${options.period.startDate} – ${options.period.endDate}`,
        options.filterLabel,
        options.count,
        ...TOTALS.map((t) => metrics[t.key]),
      ],
    ],
  };
}

export function assignmentSheet(rows: readonly AssignmentRow[]): Sheet {
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
      'Taken',
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
      r.dateTaken ?? '',
      r.totalBillings ?? null,
    ]),
  };
}

export function companySheet(rows: readonly CompanyRow[]): Sheet {
  return {
    title: 'Companies',
    headers: ['Company', 'Subsidiary of', 'Owner', 'Status', 'Off limits date', 'Invenias', 'ZoomInfo'],
    rows: rows.map((r) => [
      r.company,
      r.parent ?? '',
      r.owner ?? '',
      r.status,
      r.offLimitsText ?? '',
      r.inveniasId ?? '',
      r.zoominfoId ?? '',
    ]),
  };
}
