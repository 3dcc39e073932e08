// The User, License and Location report types (spec 2 §3): their date filter types with labels,
// their first sort, and the Excel sheets of their results (typed cells).
import type {
  PeopleFilterType,
  PeopleReportType,
  PersonReportRow,
  PlaceReportRow,
  RoleCounts,
  XlsxRequest,
} from '@atrium/contracts';

export type PeopleReportKind = 'users' | 'licenses' | 'locations';

export const PEOPLE_FILTER_TYPES: readonly { value: PeopleFilterType; label: string }[] = [
  { value: 'none', label: 'No date filter' },
  { value: 'hire', label: 'Hire Date' },
  { value: 'inactive', label: 'Inactive Date' },
  { value: 'role', label: 'Role Changed' },
  { value: 'roleORhire', label: 'Role Changed or Hired' },
];

export const REPORT_TYPE: Record<PeopleReportKind, PeopleReportType> = {
  users: 'User',
  licenses: 'License',
  locations: 'Location',
};

/** The role tabs of the user report; the At a Glance tiles open one by its role. */
export const ROLE_TABS = [
  { value: 'all', label: 'Everyone' },
  { value: 'Partner', label: 'Partners' },
  { value: 'Researcher', label: 'Researchers' },
  { value: 'Administrator', label: 'Administration' },
] as const;
export type RoleTab = (typeof ROLE_TABS)[number]['value'];

/** A role from the address (?role=Partner), or everyone. */
export function roleTabOf(value: string | null): RoleTab {
  return ROLE_TABS.find((tab) => tab.value.toLowerCase() === value?.toLowerCase())?.value ?? 'all';
}

export const total = (counts: RoleCounts) => counts.partners + counts.researchers + counts.administration;

type Sheet = NonNullable<XlsxRequest['sheets']>[number];

export function summarySheet(options: {
  period: { startDate: string; endDate: string };
  filterLabel: string;
  countLabel: string;
  totals: { count: number; start: RoleCounts; end: RoleCounts; joiners: number; leavers: number };
}): Sheet {
  const { totals } = options;
  const int = (text: string) => ({ text, format: 'integer' as const });
  return {
    title: 'Totals',
    headers: [
      'Period',
      'Date filter',
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
        `${options.period.startDate} – ${options.period.endDate}`,
        options.filterLabel,
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

export function peopleSheet(rows: readonly PersonReportRow[]): Sheet {
  return {
    title: 'People',
    headers: [
      'Name',
      'Title',
      'Role',
      'Office',
      'License',
      'Status',
      'Hire date',
      'Join date',
      'Role changed',
      'Inactive date',
    ],
    rows: rows.map((r) => [
      r.name,
      r.title,
      r.role,
      r.location ?? '',
      r.license ?? '',
      r.status,
      r.hireDate ?? '',
      r.joinDate ?? '',
      r.roleChangedDate ?? '',
      r.inactiveDate ?? '',
    ]),
  };
}

export function placeSheet(kind: 'licenses' | 'locations', rows: readonly PlaceReportRow[]): Sheet {
  const int = (text: string) => ({ text, format: 'integer' as const });
  return {
    title: kind === 'licenses' ? 'Licenses' : 'Locations',
    headers: [
      kind === 'licenses' ? 'License' : 'Office',
      kind === 'licenses' ? 'Region' : 'License',
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
