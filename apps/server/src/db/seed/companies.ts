// Client companies in families: a parent (parent_id = its own id, spec 3 §3) with subsidiaries in
// other countries. Status, owner and off-limits dates are settled after the assignments exist,
// so a company with recent searches is 'Current' and owned by the partner who won them.
import type { companies, companyCountries, companyIndustries } from '../schema/index.ts';
import type { IdAllocator } from './bulk-insert.ts';
import {
  COINED_STEMS,
  LEGAL_FORMS,
  STEM_PREFIXES,
  STEM_SUFFIXES,
  SUBSIDIARY_WORDS,
} from './company-names-data.ts';
import { addDays, fromDayNumber, toDayNumber } from './dates.ts';
import { EXTRA_CLIENT_CITIES, OFFICES } from './geography-data.ts';
import { toAsciiSlug } from './names-data.ts';
import type { StaffMember } from './people.ts';
import { type Random, WeightedTable } from './random.ts';
import type { CountryRef, IndustryRef, ReferenceIndex } from './reference.ts';

type CompanyRow = typeof companies.$inferInsert & { id: number };

export interface CompanyRef {
  id: number;
  parentId: number;
  country: CountryRef;
  industry: IndustryRef;
  isKeyAccount: boolean;
  /** Relative share of assignments; 0 for companies the firm never worked for. */
  weight: number;
}

export interface CompanyResult {
  companies: CompanyRow[];
  companyCountries: (typeof companyCountries.$inferInsert)[];
  companyIndustries: (typeof companyIndustries.$inferInsert)[];
  refs: CompanyRef[];
}

/** What the assignments left behind for a company, to settle its status. */
export interface CompanyActivity {
  lastTakenDay: number;
  hasOpenSearch: boolean;
  /** Lead partner of the most recent assignment: the natural relationship owner. */
  lastLeadPartnerId: number;
  count: number;
}

/** Off-limits dates after 2220-01-01 display as 'Off Limits' (spec 3 §4): a standing agreement. */
export const PERMANENT_OFF_LIMITS = '2299-12-31';

function citiesByCountry(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const { city, country } of [...OFFICES, ...EXTRA_CLIENT_CITIES])
    map.set(country, [...(map.get(country) ?? []), city]);
  return map;
}

export function buildCompanies(
  random: Random,
  options: { count: number; reference: ReferenceIndex; ids: IdAllocator },
): CompanyResult {
  const { reference, ids } = options;
  const cities = citiesByCountry();
  // Clients cluster where the firm has offices.
  const countrySize = new Map<string, number>();
  for (const office of OFFICES)
    countrySize.set(office.country, (countrySize.get(office.country) ?? 0) + office.size);
  const countryTable = new WeightedTable(reference.countries, (c) => countrySize.get(c.iso) ?? 0.5);
  const industryTable = new WeightedTable(reference.industries, (d) => d.weight);
  const takenNames = new Set<string>();
  const result: CompanyResult = { companies: [], companyCountries: [], companyIndustries: [], refs: [] };
  const target = Math.max(options.count, 10);

  const claimName = (base: string, country: CountryRef): string => {
    const forms = LEGAL_FORMS[country.iso];
    for (let attempt = 0; attempt < 4; attempt++) {
      const name = forms && random.chance(0.55) ? `${base} ${random.pick(forms)}` : base;
      if (!takenNames.has(name)) {
        takenNames.add(name);
        return name;
      }
    }
    for (let n = 2; ; n++) {
      const name = `${base} ${n}`;
      if (!takenNames.has(name)) {
        takenNames.add(name);
        return name;
      }
    }
  };

  const addCompany = (p: {
    stem: string;
    parent: CompanyRef | null;
    country: CountryRef;
    industry: IndustryRef;
  }) => {
    const id = ids.next('companies');
    const word = random.pick(p.industry.companyWords);
    const base = p.parent
      ? `${p.stem} ${word} ${random.chance(0.6) ? p.country.name : random.pick(SUBSIDIARY_WORDS)}`
      : `${p.stem} ${word}`;
    const name = claimName(base, p.country);
    const revenue = p.parent
      ? random.weighted([
          { value: 1, weight: 8 },
          { value: 2, weight: 2 },
        ])
      : random.weighted([
          { value: 1, weight: 5 },
          { value: 2, weight: 3 },
          { value: 3, weight: 2 },
        ]);
    const isProspectOnly = random.chance(p.parent ? 0.45 : 0.3);
    const weight = isProspectOnly ? 0 : revenue * (p.parent ? 0.6 : 1) * Math.exp(random.normal(0, 0.7));
    const ref: CompanyRef = {
      id,
      parentId: p.parent?.id ?? id,
      country: p.country,
      industry: p.industry,
      isKeyAccount: false,
      weight,
    };
    result.refs.push(ref);
    result.companies.push({
      id,
      sourceId: `CMP-${String(id).padStart(6, '0')}`,
      name,
      city: random.pick(cities.get(p.country.iso) ?? [p.country.name]),
      webAddress: `www.${toAsciiSlug(`${p.stem}${word}`)}${p.parent ? `-${p.country.iso.toLowerCase()}` : ''}.example`,
      globalRevenue: revenue,
      isPrivateEquity: p.industry.code === 'PEQ',
      parentId: ref.parentId,
      isKeyAccount: false,
      ownerUserId: null,
      isClient: false,
      status: 'Prospect',
      offLimitsDate: null,
      offLimitsApart: false,
      inveniasId: null,
      zoominfoId: null,
      externalId2: null,
      externalId3: null,
    });
    const extraCountries = random.sample(
      reference.countries,
      revenue === 3 ? random.int(1, 4) : random.int(0, 1),
    );
    for (const country of [p.country, ...extraCountries.filter((c) => c.id !== p.country.id)]) {
      result.companyCountries.push({
        id: ids.next('company_countries'),
        companyId: id,
        countryId: country.id,
      });
    }
    const industries = [
      p.industry,
      ...random.sample(reference.industries, random.int(0, 2)).filter((d) => d.id !== p.industry.id),
    ];
    for (const industry of industries) {
      result.companyIndustries.push({
        id: ids.next('company_industries'),
        companyId: id,
        industryId: industry.id,
      });
    }
    return ref;
  };

  while (result.companies.length < target) {
    const stem = random.chance(0.5)
      ? random.pick(COINED_STEMS)
      : `${random.pick(STEM_PREFIXES)}${random.pick(STEM_SUFFIXES)}`;
    const country = countryTable.pick(random);
    const industry = industryTable.pick(random);
    const parent = addCompany({ stem, parent: null, country, industry });
    const subsidiaries = random.weighted([
      { value: 0, weight: 70 },
      { value: random.int(1, 2), weight: 20 },
      { value: random.int(3, 8), weight: 10 },
    ]);
    for (let i = 0; i < subsidiaries && result.companies.length < target; i++) {
      addCompany({
        stem,
        parent,
        country: countryTable.pick(random),
        industry: random.chance(0.8) ? industry : industryTable.pick(random),
      });
    }
  }

  // ~5% key accounts: large parent companies the firm manages as global relationships.
  const revenueOf = new Map(result.companies.map((c) => [c.id, c.globalRevenue ?? 1]));
  const parents = result.refs.filter((r) => r.parentId === r.id);
  const byRevenue = new WeightedTable(parents, (r) => revenueOf.get(r.id)! ** 2);
  const keyCount = Math.max(1, Math.round(target * 0.05));
  for (let guard = 0, chosen = 0; chosen < keyCount && guard < keyCount * 20; guard++) {
    const ref = byRevenue.pick(random);
    if (ref.isKeyAccount) continue;
    ref.isKeyAccount = true;
    ref.weight = Math.max(ref.weight, 1) * 8;
    chosen++;
  }
  return result;
}

/**
 * Settles what depends on the firm's work for each company: status, client flag, owner,
 * off-limits date and the links to Invenias and ZoomInfo.
 */
export function settleCompanies(
  random: Random,
  options: {
    result: CompanyResult;
    activity: Map<number, CompanyActivity>;
    partners: StaffMember[];
    today: string;
  },
): void {
  const todayDay = toDayNumber(options.today);
  const rowById = new Map(options.result.companies.map((c) => [c.id, c]));
  const partnerById = new Map(options.partners.map((p) => [p.id, p]));
  const activePartners = options.partners.filter((p) => p.leftDay === Number.POSITIVE_INFINITY);
  for (const ref of options.result.refs) {
    const row = rowById.get(ref.id)!;
    const activity = options.activity.get(ref.id);
    row.isKeyAccount = ref.isKeyAccount;
    const isRecent =
      activity !== undefined && (activity.hasOpenSearch || todayDay - activity.lastTakenDay <= 730);
    row.status = activity === undefined ? 'Prospect' : isRecent ? 'Current' : 'Previous';
    row.isClient = activity !== undefined;
    if (ref.isKeyAccount || (activity && random.chance(0.7)) || random.chance(0.15)) {
      const lead = activity && partnerById.get(activity.lastLeadPartnerId);
      row.ownerUserId =
        lead && lead.leftDay === Number.POSITIVE_INFINITY ? lead.id : random.pick(activePartners).id;
    }
    if (ref.isKeyAccount && random.chance(0.5)) row.offLimitsDate = PERMANENT_OFF_LIMITS;
    else if (activity?.hasOpenSearch) row.offLimitsDate = addDays(options.today, random.int(120, 540));
    else if (activity && random.chance(0.2))
      row.offLimitsDate = fromDayNumber(activity.lastTakenDay + random.int(365, 730));
    // A few subsidiaries run apart from their family's off-limits; chosen by id so the random draws stay as they were.
    row.offLimitsApart = ref.parentId !== null && ref.parentId !== row.id && row.id % 13 === 0;
    const linkChance = row.isClient ? 0.8 : 0.35;
    if (random.chance(linkChance)) row.inveniasId = random.uuid();
    if (random.chance(0.55)) row.zoominfoId = String(random.int(100_000_000, 999_999_999));
    else if (random.chance(0.02))
      row.externalId3 = { cannotLink: true, reason: 'No matching ZoomInfo record' };
  }
}

/** Days from today on which the demo partner's soonest off-limits end. */
const DEMO_PARTNER_ENDING_IN_DAYS = [24, 67];

/**
 * The demo partner's profile lists off-limits ending in the next 90 days: two companies whose latest
 * assignment they led, with no search running, end theirs within that time. Chosen by id, without
 * random draws, so nothing else the seed generates moves.
 */
export function endDemoPartnerOffLimitsSoon(options: {
  result: CompanyResult;
  activity: Map<number, CompanyActivity>;
  partnerId: number;
  today: string;
}): void {
  const led = options.result.companies
    .filter((row) => {
      const activity = options.activity.get(row.id);
      return activity?.lastLeadPartnerId === options.partnerId && !activity.hasOpenSearch;
    })
    .sort((a, b) => a.id - b.id);
  DEMO_PARTNER_ENDING_IN_DAYS.forEach((days, index) => {
    const row = led[index];
    if (row) row.offLimitsDate = addDays(options.today, days);
  });
}
