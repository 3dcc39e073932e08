// The company read model (spec 3 §3 Company), the company search, and what other parts read of
// companies: the connectors' status and the sandboxes' first records.
import {
  COMPANY_MESSAGES,
  type Company,
  CompanyMetadataSchema,
  type CompanySummary,
  companyNameWords,
} from '@atrium/contracts';
import type { Executor } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { SystemContext } from '../../platform/service-context.ts';
import type { SandboxSeedCompany } from '../integrations/index.ts';
import * as repo from './companies.repo.ts';
import type { CompanyContext } from './company-context.ts';

export const mclCompanyMissing = () => notFound(COMPANY_MESSAGES.mclCompanyMissing);

/** Metadata as stored (any JSON) → the known keys, or null. */
export function readMetadata(value: unknown) {
  if (value === null || value === undefined) return null;
  const parsed = CompanyMetadataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function isRemovable(row: Pick<repo.CompanyRow, 'inveniasId'>, dependants: repo.Dependants): boolean {
  return (
    dependants.assignments === 0 &&
    dependants.subsidiaries === 0 &&
    dependants.invoices === 0 &&
    !row.inveniasId
  );
}

export function toCompany(
  row: repo.CompanyRow,
  lists: { countries: repo.ListRow[]; industries: repo.ListRow[] },
  dependants: repo.Dependants,
): Company {
  const parentId = row.parentId ?? row.id;
  const band = row.globalRevenue;
  return {
    ID: row.id,
    Name: row.name,
    City: row.city,
    WebAddress: row.webAddress,
    GlobalRevenue: band === 1 || band === 2 || band === 3 ? band : null,
    isPrivateEquity: row.isPrivateEquity,
    ParentID: parentId,
    Parent: parentId !== row.id && row.parentName !== null ? { ID: parentId, Name: row.parentName } : null,
    IsKeyAccount: row.isKeyAccount,
    IsClient: row.isClient,
    ClientStatus: row.status,
    CompanyCountries: lists.countries
      .filter((c) => c.companyId === row.id)
      .map((c) => ({ ID: c.id, CompanyID: c.companyId, CountryID: c.refId, Name: c.name })),
    CompanyIndustries: lists.industries
      .filter((c) => c.companyId === row.id)
      .map((c) => ({ ID: c.id, CompanyID: c.companyId, IndustryID: c.refId, Name: c.name })),
    InveniasID: row.inveniasId,
    ZoomInfoId: row.zoominfoId,
    ExternalId2: row.externalId2,
    ExternalId3: readMetadata(row.externalId3),
    Owner:
      row.ownerUserId !== null && row.ownerName !== null
        ? { ID: row.ownerUserId, Name: row.ownerName }
        : null,
    OffLimitsDate: row.offLimitsDate,
    removable: isRemovable(row, dependants),
  };
}

/** The company as the API answers it; 'Mcl company does not exist.' when it does not. */
export async function loadCompany(db: Executor, id: number): Promise<Company> {
  const row = await repo.findCompany(db, id);
  if (!row) throw mclCompanyMissing();
  const [countries, industries, dependants] = await Promise.all([
    repo.listCountries(db, [id]),
    repo.listIndustries(db, [id]),
    repo.countDependants(db, id),
  ]);
  return toCompany(row, { countries, industries }, dependants);
}

export function getCompany(ctx: CompanyContext, input: { id: number }): Promise<Company> {
  return loadCompany(ctx.db, input.id);
}

export function toSummary(row: repo.SummaryRow): CompanySummary {
  return {
    ID: row.id,
    Name: row.name,
    City: row.city,
    WebAddress: row.webAddress,
    ParentID: row.parentId ?? row.id,
    ParentName: row.parentName,
    InveniasID: row.inveniasId,
    ZoomInfoId: row.zoominfoId,
  };
}

/** 'Link to MCL' and pickers: every word of the name must appear (legal forms are ignored). */
export async function searchCompanies(
  ctx: CompanyContext,
  input: { companyName: string; limit: number },
): Promise<CompanySummary[]> {
  const words = companyNameWords(input.companyName);
  const rows = await repo.searchCompanies(ctx.db, {
    words: words.length ? words : [input.companyName.trim().toLowerCase()],
    limit: input.limit,
  });
  return rows.map(toSummary);
}

export function getConnectorsStatus(ctx: CompanyContext) {
  return { invenias: ctx.connectors.invenias.status, zoominfo: ctx.connectors.zoominfo.status };
}

/** The firm's companies as the sandboxes seed from them (injected into the sandbox by the app). */
export async function listCompaniesForSandbox(ctx: SystemContext): Promise<SandboxSeedCompany[]> {
  const rows = await repo.listForSandbox(ctx.db);
  return rows.map((r) => ({ ...r, countries: r.countries ?? [], industries: r.industries ?? [] }));
}
