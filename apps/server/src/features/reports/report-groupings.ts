// The groups a report adds into: the firm total, months, and the 12 breakdown dimensions of
// spec 2 §2. Region, license, location and partner follow the user credited on each row (their
// office); every other dimension follows the assignment. Built once per store.
import type { BreakdownType } from '@atrium/contracts';
import type { Grouping } from './report-kernel.ts';
import { type Csr, type Dictionary, derivedView, type ReportStore } from './report-store.ts';

export interface GroupLabel {
  id: number;
  name: string;
  assignmentId?: number;
  companyId?: number;
  parentId?: number;
}

export interface DimensionGrouping extends Grouping {
  label(group: number): GroupLabel;
}

const identity = (n: number): Csr => ({
  offsets: Int32Array.from({ length: n + 1 }, (_, i) => i),
  values: Int32Array.from({ length: n }, (_, i) => i),
});

/** entity → one group; −1 (no value) goes to the extra group `none`. */
function single(groupOf: Int32Array, none: number): Csr {
  const csr = identity(groupOf.length);
  for (let e = 0; e < groupOf.length; e++) csr.values[e] = groupOf[e] < 0 ? none : groupOf[e];
  return csr;
}

/** entity → several groups; entities without any go to the extra group `none`. */
function multi(lists: Csr, none: number): Csr {
  const count = lists.offsets.length - 1;
  const offsets = new Int32Array(count + 1);
  const values: number[] = [];
  for (let e = 0; e < count; e++) {
    const from = lists.offsets[e];
    const to = lists.offsets[e + 1];
    if (from === to) values.push(none);
    for (let k = from; k < to; k++) values.push(lists.values[k]);
    offsets[e + 1] = values.length;
  }
  return { offsets, values: Int32Array.from(values) };
}

function dictionaryLabels(dict: Dictionary, noneName: string, extra?: (id: number) => Partial<GroupLabel>) {
  return (g: number): GroupLabel => {
    if (g >= dict.ids.length) return { id: 0, name: noneName };
    const id = dict.ids[g];
    return { id, name: dict.names[g], ...extra?.(id) };
  };
}

export const ALL_GROUPING: Grouping = { entity: 'all', groupCount: 1, groups: identity(1) };

export function monthGrouping(store: ReportStore): Grouping {
  return { entity: 'month', groupCount: store.monthCount, groups: identity(store.monthCount) };
}

/**
 * Calendar quarters from `firstMonth` (a month index, year × 12 + month − 1, on a quarter's first
 * month): group q holds its three months; every other month falls in the extra group `count`.
 */
export function quarterGrouping(store: ReportStore, firstMonth: number, count: number): Grouping {
  const groups = identity(store.monthCount);
  for (let m = 0; m < store.monthCount; m++) {
    const q = Math.floor((store.minMonth + m - firstMonth) / 3);
    groups.values[m] = q >= 0 && q < count ? q : count;
  }
  return { entity: 'month', groupCount: count + 1, groups };
}

function build(store: ReportStore, dim: BreakdownType): DimensionGrouping {
  const U = store.users;
  const A = store.assignments;
  const C = store.companies;
  const userLocation = U.location;
  const userLicense = Int32Array.from(userLocation, (l) => (l < 0 ? -1 : store.locations.license[l]));
  const byUser = (groupOf: Int32Array, dict: Dictionary, noneName: string): DimensionGrouping => ({
    entity: 'user',
    groupCount: dict.ids.length + 1,
    groups: single(groupOf, dict.ids.length),
    label: dictionaryLabels(dict, noneName),
  });
  const byAssignment = (
    groups: Csr,
    dict: Dictionary,
    noneName: string,
    extra?: (id: number) => Partial<GroupLabel>,
  ): DimensionGrouping => ({
    entity: 'assignment',
    groupCount: dict.ids.length + 1,
    groups,
    label: dictionaryLabels(dict, noneName, extra),
  });
  switch (dim) {
    case 'region':
      return byUser(
        Int32Array.from(userLicense, (l) => (l < 0 ? -1 : store.licenses.region[l])),
        store.regions,
        'No region',
      );
    case 'license':
      return byUser(userLicense, store.licenses, 'No license');
    case 'location':
      return byUser(userLocation, store.locations, 'No office');
    case 'fullName':
      return {
        entity: 'user',
        groupCount: U.ids.length,
        groups: identity(U.ids.length),
        label: partnerLabels(store),
      };
    case 'assignmentId':
      return {
        entity: 'assignment',
        groupCount: A.count,
        groups: identity(A.count),
        label: (g) => ({
          id: A.ids[g],
          name: A.names[g],
          assignmentId: A.ids[g],
          ...(A.company[g] >= 0 ? { companyId: C.ids[A.company[g]] } : {}),
        }),
      };
    case 'company':
      return byAssignment(single(A.company, C.ids.length), C, 'No company', (id) => ({ companyId: id }));
    case 'parent':
      return byAssignment(
        single(
          Int32Array.from(A.company, (c) => (c < 0 ? -1 : C.parent[c])),
          C.ids.length,
        ),
        C,
        'No parent company',
        (id) => ({ parentId: id }),
      );
    case 'function':
      return byAssignment(single(A.fn, store.functions.ids.length), store.functions, 'No function');
    case 'industry':
      return byAssignment(single(A.industry, store.industries.ids.length), store.industries, 'No industry');
    case 'reportGroup':
      return byAssignment(
        multi(A.reportGroups, store.reportGroups.ids.length),
        store.reportGroups,
        'No report group',
      );
    case 'practiceGroup':
      return byAssignment(
        multi(A.practiceGroups, store.practiceGroups.ids.length),
        store.practiceGroups,
        'No practice group',
      );
    case 'subsector':
      return byAssignment(multi(A.subsectors, store.subsectors.ids.length), store.subsectors, 'No subsector');
  }
}

/**
 * Partner names as the Partner tab shows them: the name alone, with the office when someone else
 * has the same name, and with their e-mail too when they also share the office.
 */
function partnerLabels(store: ReportStore): (g: number) => GroupLabel {
  const U = store.users;
  const office = (u: number) => (U.location[u] < 0 ? 'No office' : store.locations.names[U.location[u]]);
  const count = (keys: string[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  };
  const byName = count(U.names);
  const byNameAndOffice = count(U.names.map((name, u) => `${name}\u0000${office(u)}`));
  const names = U.names.map((name, u) => {
    if ((byName.get(name) ?? 0) < 2) return name;
    if ((byNameAndOffice.get(`${name}\u0000${office(u)}`) ?? 0) < 2) return `${name} (${office(u)})`;
    return `${name} (${office(u)}, ${U.emails[u] ?? `#${U.ids[u]}`})`;
  });
  return (g) => ({ id: U.ids[g], name: names[g] });
}

export function dimensionGrouping(store: ReportStore, dim: BreakdownType): DimensionGrouping {
  return derivedView(store, `grouping ${dim}`, () => build(store, dim));
}
