// The sandboxes' first records, derived from the firm's own companies so that linking and
// enrichment have something to find: every linked company has its record under the linked id;
// of the others some have an exact match, some a near duplicate ('Northgate Pharma AG' →
// 'Northgate Pharma Group') and some none; a few records exist only in the provider. Deterministic:
// the same companies always give the same records.
import { createHash } from 'node:crypto';
import { normaliseCompanyName, webDomain } from '@atrium/contracts';
import { INVENIAS_CLIENT_STATUS_IDS } from '../invenias/invenias-shapes.ts';

/** What a sandbox needs to know of one of the firm's companies. */
export interface SandboxSeedCompany {
  id: number;
  name: string;
  city: string;
  webAddress: string;
  isClient: boolean;
  status: string;
  globalRevenue: number | null;
  inveniasId: string | null;
  zoominfoId: string | null;
  /** Marked 'Cannot be linked' to ZoomInfo: the provider has no record of it. */
  cannotLink: boolean;
  parentName: string | null;
  countries: string[];
  industries: string[];
}

export interface SeedRecord {
  recordId: string;
  searchKey: string;
  domain: string;
  record: Record<string, unknown>;
}

/** FNV-1a: a small stable hash to make per-company choices without a random generator. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function stableUuid(key: string): string {
  const hex = createHash('sha1').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const NEAR_SUFFIXES = ['Group', 'Holdings', 'International', 'Company'];
const PROVIDER_ONLY_WORDS = ['Partners', 'Ventures', 'Capital', 'Labs', 'Logistics', 'Analytics'];

/** Another spelling of the same company: legal form dropped or changed, a suffix added, '&' for 'and'. */
export function nearDuplicateName(name: string, hash: number): string {
  const words = name.split(' ');
  const last = words[words.length - 1] ?? '';
  const hasLegalForm = words.length > 1 && normaliseCompanyName(last) === '';
  const stem = hasLegalForm ? words.slice(0, -1).join(' ') : name;
  switch (hash % 3) {
    case 0:
      return `${stem} ${NEAR_SUFFIXES[hash % NEAR_SUFFIXES.length]}`;
    case 1:
      return hasLegalForm ? stem : `${stem} Inc.`;
    default:
      return stem.includes(' and ') ? stem.replace(' and ', ' & ') : `${stem.toUpperCase()}`;
  }
}

function providerOnlyName(company: SandboxSeedCompany, hash: number, taken: Set<string>): string | null {
  const first = company.name.split(' ')[0];
  const name = `${first} ${PROVIDER_ONLY_WORDS[hash % PROVIDER_ONLY_WORDS.length]}`;
  const key = normaliseCompanyName(name);
  if (taken.has(key)) return null;
  taken.add(key);
  return name;
}

const slug = (name: string) =>
  normaliseCompanyName(name).replace(/\s+/g, '-') || `company-${stableHash(name).toString(36)}`;
const withScheme = (address: string) => (/^https?:\/\//i.test(address) ? address : `https://${address}`);

// ---------------------------------------------------------------------------------------------
// Invenias
// ---------------------------------------------------------------------------------------------

export function inveniasRecord(fields: {
  itemId: string;
  name: string;
  website: string;
  fullAddress: string;
  isClient: boolean;
  status: string | null;
  externalId2: string | null;
  hash: number;
}): SeedRecord {
  const statusId =
    fields.isClient && fields.status && fields.status in INVENIAS_CLIENT_STATUS_IDS
      ? INVENIAS_CLIENT_STATUS_IDS[fields.status as keyof typeof INVENIAS_CLIENT_STATUS_IDS]
      : null;
  return {
    recordId: fields.itemId,
    searchKey: normaliseCompanyName(fields.name),
    domain: webDomain(fields.website),
    record: {
      ItemId: fields.itemId,
      DisplayName: fields.name,
      CompanyName: fields.name,
      IsClient: fields.isClient,
      ClientStatusId: statusId,
      Websites: fields.website
        ? [
            {
              ItemValue: withScheme(fields.website),
              DefaultValue: true,
              FieldName: 'Website',
              IsVisibleAsDefault: true,
            },
          ]
        : [],
      DefaultLocation: fields.fullAddress ? { AddressComponents: { FullAddress: fields.fullAddress } } : null,
      People: fields.hash % 240,
      Assignments: { TotalCandidates: (fields.hash >>> 8) % 180 },
      ExternalId2: fields.externalId2,
      ExternalId3: null,
    },
  };
}

export function seedInveniasRecords(companies: SandboxSeedCompany[]): SeedRecord[] {
  const records: SeedRecord[] = [];
  const taken = new Set(companies.map((c) => normaliseCompanyName(c.name)));
  const address = (c: SandboxSeedCompany) => [c.city, c.countries[0]].filter(Boolean).join(', ');
  for (const company of companies) {
    const hash = stableHash(`invenias:${company.id}`);
    const base = {
      website: company.webAddress,
      fullAddress: address(company),
      isClient: company.isClient,
      status: company.status,
      hash,
    };
    if (company.inveniasId) {
      records.push(
        inveniasRecord({
          ...base,
          itemId: company.inveniasId,
          name: company.name,
          externalId2: String(company.id),
        }),
      );
    } else if (hash % 10 < 3) {
      const itemId = stableUuid(`invenias-exact:${company.id}`);
      records.push(inveniasRecord({ ...base, itemId, name: company.name, externalId2: null }));
    } else if (hash % 10 < 6) {
      const itemId = stableUuid(`invenias-near:${company.id}`);
      const name = nearDuplicateName(company.name, hash >>> 4);
      records.push(inveniasRecord({ ...base, itemId, name, externalId2: null }));
    }
    if (hash % 20 === 7) {
      const name = providerOnlyName(company, hash >>> 6, taken);
      if (name)
        records.push(
          inveniasRecord({
            ...base,
            itemId: stableUuid(`invenias-only:${company.id}`),
            name,
            website: `www.${slug(name)}.example`,
            isClient: false,
            status: null,
            externalId2: null,
          }),
        );
    }
  }
  return records;
}

// ---------------------------------------------------------------------------------------------
// ZoomInfo
// ---------------------------------------------------------------------------------------------

/** ZoomInfo's revenue ranges by our band, with a neighbour so some records disagree with the firm. */
const REVENUE_RANGES: Record<number, string[]> = {
  1: ['$100 mil. - $250 mil.', '$250 mil. - $500 mil.', '$500 mil. - $1 bil.'],
  2: ['$1 bil. - $5 bil.'],
  3: ['Over $5 bil.'],
};
const EMPLOYEES_BY_BAND: Record<number, number> = { 1: 900, 2: 6_500, 3: 42_000 };
const PROVIDER_ONLY_INDUSTRIES = ['Business Services', 'Software'];

export function zoomInfoRecord(fields: {
  id: string;
  name: string;
  city: string;
  country: string | null;
  website: string;
  band: number;
  industries: string[];
  parentName: string | null;
  hash: number;
}): SeedRecord {
  const { hash } = fields;
  const s = slug(fields.name);
  const ranges = REVENUE_RANGES[fields.band] ?? REVENUE_RANGES[1];
  // ZI_C_INDUSTRIES arrives in both of the provider's forms.
  const industries = hash % 2 === 0 ? JSON.stringify(fields.industries) : fields.industries.join('|') || null;
  const numericId = /^\d+$/.test(fields.id) ? Number(fields.id) : fields.id;
  return {
    recordId: fields.id,
    searchKey: normaliseCompanyName(fields.name),
    domain: webDomain(fields.website),
    record: {
      ZI_C_ID: numericId,
      ZI_C_COMPANY_NAME: fields.name,
      ZI_C_URL: fields.website ? withScheme(fields.website) : null,
      ZI_C_STREET: `${(hash % 899) + 1} ${['Market', 'Harbour', 'King', 'Station', 'Park'][hash % 5]} Street`,
      ZI_C_CITY: fields.city || null,
      ZI_C_STATE: null,
      ZI_C_ZIP: String(10_000 + (hash % 89_999)),
      ZI_C_COUNTRY: fields.country,
      ZI_C_REVENUE_RANGE: ranges[hash % ranges.length],
      ZI_C_IMMEDIATE_PARENT_NAME: fields.parentName,
      ZI_C_EMPLOYEES: Math.round((EMPLOYEES_BY_BAND[fields.band] ?? 900) * (0.5 + (hash % 100) / 100)),
      ZI_C_EMPLOYEE_GROWTH_2YR: (((hash >>> 3) % 400) - 100) / 10,
      ZI_C_INDUSTRIES: industries,
      ZI_C_TICKER: fields.band === 3 ? s.replace(/-/g, '').slice(0, 4).toUpperCase() : null,
      ZI_C_TICKERS_ALT: fields.band === 3 && hash % 3 === 0 ? `XETRA:${s.slice(0, 3).toUpperCase()}` : null,
      ZI_C_LATEST_FUNDING_AMOUNT: hash % 5 === 0 ? ((hash >>> 5) % 90) * 1_000_000 + 5_000_000 : null,
      ZI_C_LATEST_FUNDING_DATE: hash % 5 === 0 ? `20${18 + (hash % 7)}-0${1 + (hash % 9)}-15` : null,
      ZI_C_FACEBOOK_URL: hash % 4 === 0 ? `https://www.facebook.com/${s}` : null,
      ZI_C_LINKEDIN_URL: `https://www.linkedin.com/company/${s}`,
      ZI_C_TWITTER_URL: hash % 3 === 0 ? `https://twitter.com/${s.replace(/-/g, '')}` : null,
      ZoomInfoUrl: `https://www.zoominfo.com/c/${s}/${fields.id}`,
    },
  };
}

export function seedZoomInfoRecords(companies: SandboxSeedCompany[]): SeedRecord[] {
  const records: SeedRecord[] = [];
  const usedIds = new Set(companies.map((c) => c.zoominfoId).filter((id): id is string => Boolean(id)));
  const cities = [...new Set(companies.map((c) => c.city).filter(Boolean))].sort();
  const countries = [...new Set(companies.flatMap((c) => c.countries))].sort();
  const taken = new Set(companies.map((c) => normaliseCompanyName(c.name)));
  const freshId = (hash: number) => {
    let id = 100_000_000 + (hash % 899_999_999);
    while (usedIds.has(String(id))) id = id >= 999_999_999 ? 100_000_000 : id + 1;
    usedIds.add(String(id));
    return String(id);
  };
  for (const company of companies) {
    const hash = stableHash(`zoominfo:${company.id}`);
    const band = company.globalRevenue ?? 1;
    // Some records disagree with the firm's data, so enrichment has something to change.
    const fields = {
      city: hash % 5 === 0 && cities.length > 1 ? cities[hash % cities.length] : company.city,
      country:
        hash % 6 === 0 && countries.length > 1
          ? countries[hash % countries.length]
          : (company.countries[0] ?? null),
      website: company.webAddress || `www.${slug(company.name)}.example`,
      band: hash % 4 === 0 ? Math.min(3, band + 1) : band,
      industries:
        hash % 3 === 0 ? [...company.industries, PROVIDER_ONLY_INDUSTRIES[hash % 2]] : company.industries,
      parentName: company.parentName,
      hash,
    };
    if (company.cannotLink) continue;
    if (company.zoominfoId) {
      records.push(zoomInfoRecord({ ...fields, id: company.zoominfoId, name: company.name }));
    } else if (hash % 10 < 4) {
      records.push(zoomInfoRecord({ ...fields, id: freshId(hash), name: company.name }));
    } else if (hash % 10 < 7) {
      const name = nearDuplicateName(company.name, hash >>> 4);
      records.push(zoomInfoRecord({ ...fields, id: freshId(hash), name }));
    }
    if (hash % 20 === 11) {
      const name = providerOnlyName(company, hash >>> 6, taken);
      if (name)
        records.push(
          zoomInfoRecord({
            ...fields,
            id: freshId(hash >>> 2),
            name,
            website: `www.${slug(name)}.example`,
            parentName: null,
          }),
        );
    }
  }
  return records;
}
