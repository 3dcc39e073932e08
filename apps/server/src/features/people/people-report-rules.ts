// What the User, License and Location reports select and count (docs/metrics.md, "People
// reports"): pure functions over the people list, so the rules are read and tested in one place.
import {
  addMonthsIso,
  type HeadcountPoint,
  type PeopleFilterType,
  type PlaceReportRow,
  type ReportKey,
  type RoleCounts,
} from '@atrium/contracts';
import type { ReportPersonRow } from './people-reports.repo.ts';

export interface Period {
  startDate: string;
  endDate: string;
}

const within = (date: string | null, period: Period) =>
  date !== null && date >= period.startDate && date <= period.endDate;

/** On staff on `date`: hired by then and not yet inactive (status Active when no inactive date). */
export function isActiveOn(person: ReportPersonRow, date: string): boolean {
  if (person.hireDate && person.hireDate > date) return false;
  if (person.inactiveDate) return date < person.inactiveDate;
  return person.statusId === 1;
}

/**
 * Counted in their role on `date`: on staff and already in that role (the data keeps no role
 * history, so before a role change the person counts in none) — as the dashboard counts.
 */
function isInRoleOn(person: ReportPersonRow, date: string): boolean {
  if (!isActiveOn(person, date)) return false;
  return !person.roleChangedDate || person.roleChangedDate <= date;
}

export const isJoiner = (person: ReportPersonRow, period: Period) =>
  within(person.hireDate, period) || within(person.joinDate, period);
export const isLeaver = (person: ReportPersonRow, period: Period) => within(person.inactiveDate, period);

/** spec 2 §3: what each date filter type selects; `none` is everyone on staff today. */
export function isSelected(
  person: ReportPersonRow,
  options: { type: PeopleFilterType; period: Period; today: string },
): boolean {
  const { period } = options;
  switch (options.type) {
    case 'none':
      return isActiveOn(person, options.today);
    case 'hire':
      return isJoiner(person, period);
    case 'inactive':
      return isLeaver(person, period);
    case 'role':
      return within(person.roleChangedDate, period);
    case 'roleORhire':
      return isJoiner(person, period) || within(person.roleChangedDate, period);
  }
}

/** Only the place and person keys narrow the people: region, license, location, partner. */
export function matchesKeys(
  person: ReportPersonRow,
  keys: readonly Pick<ReportKey, 'key' | 'value'>[],
): boolean {
  const own: Partial<Record<ReportKey['key'], number | null>> = {
    partner: person.id,
    region: person.regionId,
    license: person.licenseId,
    location: person.locationId,
  };
  const byKey = new Map<ReportKey['key'], Set<number>>();
  for (const { key, value } of keys) {
    if (!(key in own)) continue;
    byKey.set(key, (byKey.get(key) ?? new Set()).add(Number(value)));
  }
  return [...byKey].every(([key, ids]) => {
    const id = own[key];
    return id !== null && id !== undefined && ids.has(id);
  });
}

export function countRoles(people: readonly ReportPersonRow[], date: string): RoleCounts {
  const counts: RoleCounts = { partners: 0, researchers: 0, administration: 0 };
  for (const person of people) {
    if (!isInRoleOn(person, date)) continue;
    if (person.role === 'Partner') counts.partners += 1;
    else if (person.role === 'Researcher') counts.researchers += 1;
    else counts.administration += 1;
  }
  return counts;
}

/** The chart's dates: the period's first day, every month end inside it, its last day. */
export function headcountDates(period: Period): string[] {
  const dates = [period.startDate];
  let monthStart = `${period.startDate.slice(0, 7)}-01`;
  for (;;) {
    monthStart = addMonthsIso(monthStart, 1);
    const monthEnd = new Date(Date.parse(`${monthStart}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    if (monthEnd >= period.endDate) break;
    if (monthEnd > period.startDate) dates.push(monthEnd);
  }
  if (period.endDate !== period.startDate) dates.push(period.endDate);
  return dates;
}

export function headcountSeries(people: readonly ReportPersonRow[], period: Period): HeadcountPoint[] {
  return headcountDates(period).map((date) => ({ date, ...countRoles(people, date) }));
}

/** The figures of one license or office: its whole staff at both ends of the period, joiners, leavers. */
export function placeFigures(
  place: { id: number; name: string; parent: string | null },
  staff: readonly ReportPersonRow[],
  options: { period: Period; selected: number },
): PlaceReportRow {
  const { period } = options;
  return {
    ...place,
    end: countRoles(staff, period.endDate),
    start: countRoles(staff, period.startDate),
    joiners: staff.filter((p) => isJoiner(p, period)).length,
    leavers: staff.filter((p) => isLeaver(p, period)).length,
    selected: options.selected,
  };
}

export const addCounts = (a: RoleCounts, b: RoleCounts): RoleCounts => ({
  partners: a.partners + b.partners,
  researchers: a.researchers + b.researchers,
  administration: a.administration + b.administration,
});
