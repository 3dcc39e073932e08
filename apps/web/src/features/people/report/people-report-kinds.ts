// The User, License and Location report types (spec 2 §3): their date filter types with labels,
// their first sort and role tabs.
import type { PeopleFilterType, PeopleReportType, RoleCounts } from '@atrium/contracts';

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
