// Which people a list shows: the directory's query and the widgets' filter rows both become one
// PersonFilter, which the repository turns into SQL. Values of one key are alternatives; different
// keys must all match (as for report keys, docs/metrics.md).
import type { Role, WidgetFilterRow } from '@atrium/contracts';

export interface PersonFilter {
  /** Words that must each appear in the name or the title. */
  words: string[];
  regionIds: number[];
  licenseIds: number[];
  locationIds: number[];
  countryIds: number[];
  practiceGroupIds: number[];
  /** Any of these skills. */
  skillIds: number[];
  userIds: number[];
  roles: Role[];
  /** Members of this group only (its name, any case). */
  adgroup?: string;
  /** Partners who became one between these days (inclusive, YYYY-MM-DD). */
  becamePartnerBetween?: { from: string; to: string };
}

export const emptyPersonFilter = (): PersonFilter => ({
  words: [],
  regionIds: [],
  licenseIds: [],
  locationIds: [],
  countryIds: [],
  practiceGroupIds: [],
  skillIds: [],
  userIds: [],
  roles: [],
});

const MAX_WORDS = 5;

/** "  ann  van " → ['ann', 'van']: at most five words, lower case. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

type IdKey = Exclude<keyof PersonFilter, 'words' | 'roles' | 'adgroup' | 'becamePartnerBetween'>;

/** Filter-row keys (spec 3 §3 key ids) that describe people. */
const ID_KEYS: Record<string, IdKey> = {
  RegionId: 'regionIds',
  LicenseId: 'licenseIds',
  LocationId: 'locationIds',
  CountryId: 'countryIds',
  PracticeGroupId: 'practiceGroupIds',
  SkillId: 'skillIds',
  UserId: 'userIds',
};
const ROLE_KEYS: ReadonlySet<string> = new Set(['Role', 'RoleId']);
const ROLES: readonly Role[] = ['Partner', 'Researcher', 'Administrator'];

/**
 * A widget's filter rows as a PersonFilter. Keys about assignments or companies (FunctionId,
 * CompanyId…) do not describe people and are ignored, as are values that are not ids.
 */
export function filterFromRows(rows: readonly WidgetFilterRow[], adgroup?: string): PersonFilter {
  const filter = emptyPersonFilter();
  for (const { key, value } of rows) {
    const target = ID_KEYS[key.Id];
    if (target) {
      const id = Number(value.Id);
      if (Number.isInteger(id) && id > 0 && !filter[target].includes(id)) filter[target].push(id);
      continue;
    }
    if (ROLE_KEYS.has(key.Id)) {
      const role = ROLES.find((r) => r.toLowerCase() === String(value.Id).toLowerCase());
      if (role && !filter.roles.includes(role)) filter.roles.push(role);
    }
  }
  if (adgroup) filter.adgroup = adgroup;
  return filter;
}
