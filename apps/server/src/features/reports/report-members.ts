// spec 2 §3 {product}ian details: headcounts by role on the last day of the period (and on its first
// day, and a year earlier). spec 2 §9: headcount is amount × percentage ÷ 100; every person counts
// amount 1 at 100% here, as the data model has no part-time shares.
import type { MemberDetails, ReportKey } from '@atrium/contracts';
import type { StaffRow } from './reports.repo.ts';

/** On staff in `role` on `date`: hired by then, not yet inactive, and already in that role. */
export function isOnStaff(person: StaffRow, role: StaffRow['role'], date: string): boolean {
  if (person.role !== role) return false;
  if (person.hireDate && person.hireDate > date) return false;
  if (person.roleChangedDate && person.roleChangedDate > date) return false;
  if (person.inactiveDate) return date < person.inactiveDate;
  return person.statusId === 1;
}

/** Only the people-based keys narrow a headcount: partner, region, license, location. */
function matchesKeys(person: StaffRow, keys: Pick<ReportKey, 'key' | 'value'>[]): boolean {
  const byKey = new Map<string, Set<number>>();
  for (const { key, value } of keys) {
    if (!['partner', 'region', 'license', 'location'].includes(key)) continue;
    byKey.set(key, (byKey.get(key) ?? new Set()).add(Number(value)));
  }
  const own: Record<string, number | null> = {
    partner: person.id,
    region: person.regionId,
    license: person.licenseId,
    location: person.locationId,
  };
  return [...byKey].every(([key, ids]) => own[key] !== null && ids.has(own[key] as number));
}

const HEADCOUNT_AMOUNT = 1;
const HEADCOUNT_PERCENTAGE = 100;

export function countMembers(
  staff: StaffRow[],
  options: {
    startDate: string;
    endDate: string;
    previousEndDate: string;
    keys: Pick<ReportKey, 'key' | 'value'>[];
  },
): MemberDetails {
  const people = staff.filter((person) => matchesKeys(person, options.keys));
  const count = (role: StaffRow['role'], date: string) =>
    people.filter((p) => isOnStaff(p, role, date)).length * ((HEADCOUNT_AMOUNT * HEADCOUNT_PERCENTAGE) / 100);
  return {
    partners: {
      currentCount: count('Partner', options.endDate),
      currentCountStart: count('Partner', options.startDate),
      previousCount: count('Partner', options.previousEndDate),
    },
    researchers: {
      current: count('Researcher', options.endDate),
      previous: count('Researcher', options.previousEndDate),
    },
    administration: {
      current: count('Administrator', options.endDate),
      previous: count('Administrator', options.previousEndDate),
    },
  };
}
