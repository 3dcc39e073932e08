// The league table's Excel workbook: the filters it answered on the first sheet, then the table as
// the screen shows it. Money columns are the ones the contract marks money(): a reader without
// ViewFinancials would get none of them (docs/permissions.md, "Money fields").
import {
  isMoneyField,
  LEAGUE_BY_LABELS,
  type League,
  type LeagueRow,
  LeagueRowSchema,
  type ReportFilter,
  TARGET_STATUS_LABELS,
} from '@atrium/contracts';
import type { WorkbookSheet } from '../reports/index.ts';

type Format = 'text' | 'number' | 'integer' | 'currency' | 'percent';
type Cell = string | number | boolean | null;

interface Column {
  header: string;
  format: Format;
  /** The row field the column shows: money when the contract marks it so. */
  field: keyof LeagueRow;
  value: (row: LeagueRow) => Cell;
}

const COLUMNS: readonly Column[] = [
  { header: 'Rank', format: 'integer', field: 'rank', value: (r) => r.rank },
  { header: 'Change in rank', format: 'integer', field: 'rankChange', value: (r) => r.rankChange },
  { header: 'Name', format: 'text', field: 'name', value: (r) => r.name },
  {
    header: 'Credited billings',
    format: 'currency',
    field: 'totalBillings',
    value: (r) => r.totalBillings ?? null,
  },
  {
    header: 'Compare period billings',
    format: 'currency',
    field: 'compareTotalBillings',
    value: (r) => r.compareTotalBillings ?? null,
  },
  { header: 'Compare period rank', format: 'integer', field: 'compareRank', value: (r) => r.compareRank },
  {
    header: 'Teaming revenue',
    format: 'currency',
    field: 'teamingRevenue',
    value: (r) => r.teamingRevenue ?? null,
  },
  { header: 'Taken', format: 'number', field: 'assignmentsTaken', value: (r) => r.assignmentsTaken },
  { header: 'Filled', format: 'number', field: 'assignmentsFilled', value: (r) => r.assignmentsFilled },
  { header: 'Target', format: 'currency', field: 'target', value: (r) => r.target ?? null },
  {
    header: 'Pro-rata target',
    format: 'currency',
    field: 'proRataTarget',
    value: (r) => r.proRataTarget ?? null,
  },
  { header: 'Reached', format: 'percent', field: 'targetShare', value: (r) => r.targetShare },
  {
    header: 'Status',
    format: 'text',
    field: 'targetStatus',
    value: (r) => (r.targetStatus ? TARGET_STATUS_LABELS[r.targetStatus] : null),
  },
];

const isMoneyColumn = (column: Column) => isMoneyField(LeagueRowSchema.shape[column.field]);

const FILTER_TYPE_LABELS: Record<ReportFilter['type'], string> = {
  activity: 'Activity',
  taken: 'Date taken',
  invoice: 'Invoice date',
  status: 'Status date',
};

const keyLabel = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

function filtersSheet(league: League, filter: ReportFilter): WorkbookSheet {
  const range = (r: { startDate: string; endDate: string }) => `${r.startDate} to ${r.endDate}`;
  return {
    title: 'Filters',
    headers: ['Filter', 'Value'],
    rows: [
      ['Ranked', LEAGUE_BY_LABELS[league.by]],
      ['Period', range(league.period)],
      ['Compare period', range(league.comparePeriod)],
      ['Dates by', FILTER_TYPE_LABELS[filter.type]],
      ['Currency', league.currency],
      ...filter.keys.map((k): Cell[] => [keyLabel(k.key), k.Text ?? String(k.value)]),
    ],
  };
}

/** The Filters sheet, then the table; without `canSeeMoney` no money column at all. */
export function buildLeagueSheets(input: {
  league: League;
  filter: ReportFilter;
  canSeeMoney: boolean;
}): WorkbookSheet[] {
  const columns = COLUMNS.filter((c) => input.canSeeMoney || !isMoneyColumn(c));
  return [
    filtersSheet(input.league, input.filter),
    {
      title: `League table - ${LEAGUE_BY_LABELS[input.league.by]}`,
      headers: columns.map((c) => ({ text: c.header, format: c.format })),
      rows: input.league.rows.map((row) => columns.map((c) => c.value(row))),
    },
  ];
}
