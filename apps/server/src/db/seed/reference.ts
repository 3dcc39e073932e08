// Builds the reference rows (geography, taxonomies, skills, group codes) from the data modules,
// with ids assigned up front, plus an in-memory index the people/company/assignment generators
// draw from. Reference data does not grow with --scale.
import type {
  countries,
  functions,
  groupCodes,
  industries,
  licenses,
  locations,
  practiceGroups,
  regions,
  reportGroups,
  skills,
  subsectors,
} from '../schema/index.ts';
import type { IdAllocator } from './bulk-insert.ts';
import { FIRM_WEBSITE, toUrlSlug } from './firm.ts';
import { COUNTRIES, type CountryData, LICENSES, OFFICES, REGIONS } from './geography-data.ts';
import type { Random } from './random.ts';
import {
  FUNCTIONS,
  type FunctionData,
  INDUSTRIES,
  type IndustryData,
  PRACTICE_GROUPS,
  REPORT_GROUPS,
  SKILLS,
} from './taxonomy-data.ts';

export interface CountryRef extends CountryData {
  id: number;
}
export interface LocationRef {
  id: number;
  name: string;
  licenseId: number;
  regionId: number;
  country: CountryRef;
  area: string;
  size: number;
}
export interface FunctionRef extends FunctionData {
  id: number;
}
export interface IndustryRef extends IndustryData {
  id: number;
}
export interface SubsectorRef {
  id: number;
  practiceGroupId: number;
  name: string;
  isDirectorSearch: boolean;
  industryCodes: readonly string[];
  functionCodes: readonly string[];
}

export interface ReferenceIndex {
  countries: CountryRef[];
  countryByIso: Map<string, CountryRef>;
  locations: LocationRef[];
  functions: FunctionRef[];
  industries: IndustryRef[];
  practiceGroups: { id: number; name: string }[];
  subsectors: SubsectorRef[];
  skills: { id: number; name: string }[];
  /** Every currency an office (hence a user or an invoice) uses, USD first. */
  currencies: string[];
}

export interface ReferenceRows {
  regions: (typeof regions.$inferInsert)[];
  countries: (typeof countries.$inferInsert)[];
  licenses: (typeof licenses.$inferInsert)[];
  locations: (typeof locations.$inferInsert)[];
  functions: (typeof functions.$inferInsert)[];
  industries: (typeof industries.$inferInsert)[];
  practiceGroups: (typeof practiceGroups.$inferInsert)[];
  subsectors: (typeof subsectors.$inferInsert)[];
  reportGroups: (typeof reportGroups.$inferInsert)[];
  groupCodes: (typeof groupCodes.$inferInsert)[];
  skills: (typeof skills.$inferInsert)[];
}

/** A plausible switchboard number: US offices use the reserved 555-01xx range. */
function officePhone(random: Random, country: CountryRef, area: string): string {
  const local =
    country.iso === 'US' || country.iso === 'CA'
      ? `555 01${random.digits(2)}`
      : `${random.int(1, 9)}${random.digits(3)} ${random.digits(4)}`;
  return [`+${country.dial}`, area, local].filter(Boolean).join(' ');
}

export function buildReference(
  random: Random,
  ids: IdAllocator,
): { rows: ReferenceRows; index: ReferenceIndex } {
  const regionRows = REGIONS.map((r) => ({
    id: ids.next('regions'),
    sourceId: `REG-${r.key}`,
    name: r.name,
  }));
  const regionId = new Map(REGIONS.map((r, i) => [r.key as string, regionRows[i].id]));

  const countryRefs: CountryRef[] = COUNTRIES.map((c) => ({ ...c, id: ids.next('countries') }));
  const countryByIso = new Map(countryRefs.map((c) => [c.iso, c]));
  const countryRows = countryRefs.map((c) => ({
    id: c.id,
    sourceId: `CTY-${c.iso}`,
    name: c.name,
    isoCode: c.iso,
    currency: c.currency,
  }));

  const licenseRows = LICENSES.map((l) => ({
    id: ids.next('licenses'),
    sourceId: `LIC-${l.key}`,
    regionId: regionId.get(l.region)!,
    name: l.name,
  }));
  const licenseByKey = new Map(LICENSES.map((l, i) => [l.key as string, licenseRows[i]]));

  const locationRefs: LocationRef[] = [];
  const locationRows = OFFICES.map((office, i) => {
    const country = countryByIso.get(office.country)!;
    const license = licenseByKey.get(office.license)!;
    const id = ids.next('locations');
    locationRefs.push({
      id,
      name: office.city,
      licenseId: license.id,
      regionId: license.regionId,
      country,
      area: office.area,
      size: office.size,
    });
    return {
      id,
      sourceId: `LOC-${String(i + 1).padStart(3, '0')}`,
      licenseId: license.id,
      countryId: country.id,
      name: office.city,
      city: office.city,
      address: office.address,
      phone: officePhone(random, country, office.area),
      publicUrl: `${FIRM_WEBSITE}offices/${toUrlSlug(office.city)}`,
      timeZone: office.timeZone,
    };
  });

  const functionRefs = FUNCTIONS.map((f) => ({ ...f, id: ids.next('functions') }));
  const industryRefs = INDUSTRIES.map((d) => ({ ...d, id: ids.next('industries') }));
  const functionId = new Map(functionRefs.map((f) => [f.code, f.id]));
  const industryId = new Map(industryRefs.map((d) => [d.code, d.id]));

  const practiceRows = PRACTICE_GROUPS.map((p) => ({
    id: ids.next('practice_groups'),
    sourceId: `PG-${p.slug}`,
    name: p.name,
    publicUrl: `${FIRM_WEBSITE}practices/${p.slug}`,
  }));
  const subsectorRefs: SubsectorRef[] = PRACTICE_GROUPS.flatMap((p, i) =>
    p.subsectors.map((s) => ({
      id: ids.next('subsectors'),
      practiceGroupId: practiceRows[i].id,
      name: s.name,
      isDirectorSearch: s.isDirectorSearch ?? false,
      industryCodes: s.industryCodes,
      functionCodes: s.functionCodes ?? [],
    })),
  );
  const reportRows = REPORT_GROUPS.map((g, i) => ({
    id: ids.next('report_groups'),
    sourceId: `RG-${String(i + 1).padStart(2, '0')}`,
    name: g.name,
  }));

  // One row per (group, code): a code listed on two groups of a kind yields two rows.
  const groupCodeRows: (typeof groupCodes.$inferInsert)[] = [];
  const addCodes = (
    kind: 'reportGroup' | 'practiceGroup' | 'subsector',
    groupId: number,
    codes: { industryCodes: readonly string[]; functionCodes?: readonly string[] },
  ) => {
    for (const code of codes.industryCodes) {
      groupCodeRows.push({
        id: ids.next('group_codes'),
        groupKind: kind,
        groupId,
        industryId: industryId.get(code)!,
        functionId: null,
      });
    }
    for (const code of codes.functionCodes ?? []) {
      groupCodeRows.push({
        id: ids.next('group_codes'),
        groupKind: kind,
        groupId,
        industryId: null,
        functionId: functionId.get(code)!,
      });
    }
  };
  for (const [i, g] of REPORT_GROUPS.entries()) addCodes('reportGroup', reportRows[i].id, g);
  for (const [i, p] of PRACTICE_GROUPS.entries()) addCodes('practiceGroup', practiceRows[i].id, p);
  for (const s of subsectorRefs) addCodes('subsector', s.id, s);

  const skillRows = SKILLS.map((name, i) => ({
    id: ids.next('skills'),
    sourceId: `SKL-${String(i + 1).padStart(2, '0')}`,
    name,
  }));

  const currencies = ['USD', ...new Set(countryRefs.map((c) => c.currency).filter((c) => c !== 'USD'))];

  return {
    rows: {
      regions: regionRows,
      countries: countryRows,
      licenses: licenseRows,
      locations: locationRows,
      functions: functionRefs.map((f) => ({
        id: f.id,
        sourceId: `FUN-${f.code}`,
        code: f.code,
        name: f.name,
      })),
      industries: industryRefs.map((d) => ({
        id: d.id,
        sourceId: `IND-${d.code}`,
        code: d.code,
        name: d.name,
      })),
      practiceGroups: practiceRows,
      subsectors: subsectorRefs.map((s, i) => ({
        id: s.id,
        sourceId: `SUB-${String(i + 1).padStart(2, '0')}`,
        practiceGroupId: s.practiceGroupId,
        name: s.name,
        isDirectorSearch: s.isDirectorSearch,
      })),
      reportGroups: reportRows,
      groupCodes: groupCodeRows,
      skills: skillRows,
    },
    index: {
      countries: countryRefs,
      countryByIso,
      locations: locationRefs,
      functions: functionRefs,
      industries: industryRefs,
      practiceGroups: practiceRows.map((p) => ({ id: p.id, name: p.name })),
      subsectors: subsectorRefs,
      skills: skillRows.map((s) => ({ id: s.id, name: s.name })),
      currencies,
    },
  };
}
