// How a ZoomInfo record maps onto a company: its revenue range to our bands, and enrichment as a
// list of field changes — the same list the review shows and the write applies (spec 3 §2.11).
import {
  COMPANY_LIMITS,
  type Company,
  ENRICH_FIELDS,
  type EnrichChange,
  GLOBAL_REVENUE_BANDS,
  type GlobalRevenue,
  webDomain,
  withWebScheme,
} from '@atrium/contracts';
import type { ZoomInfoRecord } from '../integrations/index.ts';

const MILLIONS: Record<string, number> = {
  billion: 1000,
  bil: 1000,
  b: 1000,
  million: 1,
  mil: 1,
  m: 1,
  thousand: 0.001,
  k: 0.001,
};

/** ZoomInfo's revenue range → our band (spec 3 §9): up to $1B is 1, up to $5B is 2, beyond is 3. */
export function revenueBandOf(range: string | null | undefined): GlobalRevenue | null {
  if (!range) return null;
  const text = range.toLowerCase().replace(/,/g, '');
  const amounts = [...text.matchAll(/(\d+(?:\.\d+)?)\s*(billion|bil|b|million|mil|m|thousand|k)?\b/g)].map(
    ([, figure, unit]) => Number(figure) * (MILLIONS[unit ?? 'm'] ?? 1),
  );
  if (amounts.length === 0) return null;
  const isOpenEnded = /over|more than|\+|and above/.test(text);
  if (isOpenEnded) {
    const lower = amounts[0];
    return lower >= 5000 ? 3 : lower >= 1000 ? 2 : 1;
  }
  const upper = amounts[amounts.length - 1];
  return upper <= 1000 ? 1 : upper <= 5000 ? 2 : 3;
}

export interface EnrichmentValues {
  city?: string;
  webAddress?: string;
  globalRevenue?: GlobalRevenue;
  countryIds?: number[];
  industryIds?: number[];
  zoominfoId?: string;
}

export interface EnrichmentPlan {
  changes: EnrichChange[];
  values: EnrichmentValues;
}

const listText = (names: string[]) => names.join(', ');

/**
 * What enriching `company` from `record` changes. Only what ZoomInfo knows is used; countries and
 * industries are added to, never removed, within the limits of spec 3 §9.
 */
export function planEnrichment(input: {
  company: Company;
  record: ZoomInfoRecord;
  /** Lower-cased country and industry names → ids, for the names the record carries. */
  countryIds: Map<string, number>;
  industryIds: Map<string, number>;
}): EnrichmentPlan {
  const { company, record } = input;
  const changes: EnrichChange[] = [];
  const values: EnrichmentValues = {};
  const change = (field: EnrichChange['field'], from: string, to: string) =>
    changes.push({ field, label: ENRICH_FIELDS[field], from, to });

  const city = record.ZI_C_CITY?.trim();
  if (city && city !== company.City) {
    change('City', company.City, city);
    values.city = city;
  }

  const url = record.ZI_C_URL ? withWebScheme(record.ZI_C_URL) : '';
  if (url && webDomain(url) !== webDomain(company.WebAddress)) {
    change('WebAddress', company.WebAddress, url);
    values.webAddress = url;
  }

  const band = revenueBandOf(record.ZI_C_REVENUE_RANGE);
  if (band && band !== company.GlobalRevenue) {
    change(
      'GlobalRevenue',
      company.GlobalRevenue ? GLOBAL_REVENUE_BANDS[company.GlobalRevenue] : '',
      GLOBAL_REVENUE_BANDS[band],
    );
    values.globalRevenue = band;
  }

  const countryId = record.ZI_C_COUNTRY ? input.countryIds.get(record.ZI_C_COUNTRY.toLowerCase()) : undefined;
  const currentCountries = company.CompanyCountries.map((c) => c.CountryID);
  if (
    countryId !== undefined &&
    !currentCountries.includes(countryId) &&
    currentCountries.length < COMPANY_LIMITS.maxCountries
  ) {
    const names = company.CompanyCountries.map((c) => c.Name);
    change('CompanyCountries', listText(names), listText([...names, record.ZI_C_COUNTRY!]));
    values.countryIds = [...currentCountries, countryId];
  }

  const currentIndustries = company.CompanyIndustries.map((c) => c.IndustryID);
  const room = COMPANY_LIMITS.maxIndustries - currentIndustries.length;
  const added: { id: number; name: string }[] = [];
  for (const name of record.ZI_C_INDUSTRIES) {
    const id = input.industryIds.get(name.toLowerCase());
    if (id === undefined || currentIndustries.includes(id) || added.some((a) => a.id === id)) continue;
    if (added.length >= room) break;
    added.push({ id, name });
  }
  if (added.length > 0) {
    const names = company.CompanyIndustries.map((c) => c.Name);
    change('CompanyIndustries', listText(names), listText([...names, ...added.map((a) => a.name)]));
    values.industryIds = [...currentIndustries, ...added.map((a) => a.id)];
  }

  if (company.ZoomInfoId !== record.ZI_C_ID) {
    change('ZoomInfoId', company.ZoomInfoId ?? '', record.ZI_C_ID);
    values.zoominfoId = record.ZI_C_ID;
  }
  return { changes, values };
}
