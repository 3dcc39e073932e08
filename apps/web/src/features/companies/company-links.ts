import { brand } from '@atrium/contracts';

/** The merge screen (frame mode): the survivor in the path, the duplicate in the query. */
export function mergeUrl(survivorId?: number, duplicateId?: number): string {
  const base = survivorId
    ? `/mcl/companies/${survivorId}/${brand.tracking}/dedupe`
    : `/mcl/companies/${brand.tracking}/dedupe`;
  return duplicateId ? `${base}?duplicate=${duplicateId}` : base;
}

export const companyAdminUrl = (id: number) => `/mcl/companies/${id}/admin`;

/** The company's own page (spec 1 §2.1 named route) and the companies listing. */
export const COMPANY_DETAIL_ROUTE = '_companyDetail';
export const ALL_COMPANIES_URL = '/mcl/companies/all';
