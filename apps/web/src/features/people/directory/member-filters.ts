// The member directory's controls (search, filters, sort) → the members call's query.
import type { LookupOption, MemberSort, MembersQuery, Role, SortDirection } from '@atrium/contracts';

export interface MemberFilters {
  search: string;
  region: LookupOption[];
  license: LookupOption[];
  location: LookupOption[];
  practiceGroup: LookupOption[];
  skill: LookupOption[];
  role: Role[];
}

export const EMPTY_MEMBER_FILTERS: MemberFilters = {
  search: '',
  region: [],
  license: [],
  location: [],
  practiceGroup: [],
  skill: [],
  role: [],
};

/** The directory's sort until the reader picks another. */
export const DEFAULT_MEMBER_SORT = 'lastName:ASC';

/** The sort choices: value `field:direction`. */
export const MEMBER_SORT_OPTIONS: { value: string; label: string }[] = [
  { value: 'lastName:ASC', label: 'Last name (A–Z)' },
  { value: 'lastName:DESC', label: 'Last name (Z–A)' },
  { value: 'joinDate:DESC', label: 'Joined (newest)' },
  { value: 'joinDate:ASC', label: 'Joined (oldest)' },
  { value: 'hireDate:DESC', label: 'Hired (newest)' },
  { value: 'hireDate:ASC', label: 'Hired (oldest)' },
  { value: 'roleChanged:DESC', label: 'Role changed (newest)' },
  { value: 'roleChanged:ASC', label: 'Role changed (oldest)' },
];

export function parseSortValue(value: string | null): { sort: MemberSort; sortDirection: SortDirection } {
  const [field, direction] = (value ?? '').split(':');
  const sort = (['lastName', 'joinDate', 'hireDate', 'roleChanged'] as const).find((s) => s === field);
  return { sort: sort ?? 'lastName', sortDirection: direction === 'DESC' ? 'DESC' : 'ASC' };
}

const ids = (options: LookupOption[]) => options.map((o) => o.ID);

/** The query for one page; empty lists and blank search are left out. */
export function membersQuery(
  filters: MemberFilters,
  sortValue: string,
  page: { offset: number; limit: number },
): MembersQuery {
  const { sort, sortDirection } = parseSortValue(sortValue);
  return {
    search: filters.search.trim(),
    region: ids(filters.region),
    license: ids(filters.license),
    location: ids(filters.location),
    practiceGroup: ids(filters.practiceGroup),
    skill: ids(filters.skill),
    role: filters.role,
    sort,
    sortDirection,
    offset: page.offset,
    limit: page.limit,
  };
}

/** How many filters are set (not the search). */
export function activeFilterCount(filters: MemberFilters): number {
  return (
    filters.region.length +
    filters.license.length +
    filters.location.length +
    filters.practiceGroup.length +
    filters.skill.length +
    filters.role.length
  );
}
