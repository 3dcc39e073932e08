// The wizard's save (spec 3 §2.12, §5): the contract checks the shape and limits; here the rules
// that need the database — countries and industries exist, the parent exists and is not the
// company or one of its subsidiaries, only site admins rename — then Invenias first (when linked),
// then one transaction, so a failing connector leaves nothing half-written.
import {
  COMPANY_MESSAGES,
  type CompanySaveResultSchema,
  type CompanySaveSchema,
  RELATIONSHIP,
} from '@atrium/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import * as repo from './companies.repo.ts';
import { loadCompany, mclCompanyMissing } from './companies.service.ts';
import type { CompanyContext } from './company-context.ts';
import { reindexCompanies } from './company-search.ts';

type CompanySaveInput = z.output<typeof CompanySaveSchema>;
type CompanySaveResult = z.infer<typeof CompanySaveResultSchema>;

const invalid = (message: string) => new AppError('validation_failed', message, 400);

/**
 * A new company made from an external record (Invenias, ZoomInfo): its id, reserved before that
 * system is told it, the links, what the record adds beyond the wizard's fields, and the audit entry.
 */
export interface NewCompanySource {
  id: number;
  values: Partial<repo.CompanyValues>;
  audit: { action: string; detail: Record<string, unknown> };
}

/** Refuses what the wizard's rules refuse before any external system hears of a new company. */
export async function checkNewCompany(ctx: CompanyContext, company: CompanySaveInput): Promise<void> {
  if (company.ID !== undefined) throw invalid('A new company has no ID.');
  await checkReferences(ctx, company, undefined);
}

async function checkReferences(ctx: CompanyContext, company: CompanySaveInput, ownId: number | undefined) {
  const countryIds = company.CompanyCountries.map((c) => c.CountryID);
  const knownCountries = await repo.existingIds(ctx.db, { table: 'countries', ids: countryIds });
  const unknownCountry = countryIds.find((id) => !knownCountries.has(id));
  if (unknownCountry !== undefined) throw invalid(`There is no country with id ${unknownCountry}.`);
  const industryIds = company.CompanyIndustries.map((c) => c.IndustryID);
  const knownIndustries = await repo.existingIds(ctx.db, { table: 'industries', ids: industryIds });
  const unknownIndustry = industryIds.find((id) => !knownIndustries.has(id));
  if (unknownIndustry !== undefined) throw invalid(`There is no industry with id ${unknownIndustry}.`);
  if (company.Relationship !== RELATIONSHIP.subsidiary || !company.ParentID) return;
  if (company.ParentID === ownId) throw invalid('A company cannot be its own parent.');
  const ancestors = await repo.ancestorIds(ctx.db, company.ParentID);
  if (ancestors.length === 0) throw invalid('The parent company does not exist.');
  if (ownId !== undefined && ancestors.includes(ownId))
    throw invalid('A company cannot be a subsidiary of one of its own subsidiaries.');
}

export async function saveCompany(
  ctx: CompanyContext,
  input: { company: CompanySaveInput; recache: boolean; source?: NewCompanySource },
): Promise<CompanySaveResult> {
  const { company, source } = input;
  if (source && company.ID !== undefined) throw invalid('A new company has no ID.');
  const existing = company.ID === undefined ? undefined : await repo.findCompany(ctx.db, company.ID);
  if (company.ID !== undefined && !existing) throw mclCompanyMissing();
  // spec 3 §5: existing companies' names are editable only by site admins.
  const isRename = existing !== undefined && existing.name !== company.Name;
  if (isRename && !ctx.user.SiteAdmin) throw forbidden('Only site admins can rename a company.');
  await checkReferences(ctx, company, existing?.id);

  let savedToInvenias = false;
  if (existing?.inveniasId) {
    const pushed = await ctx.connectors.invenias.client.update(existing.inveniasId, {
      CompanyName: company.Name,
      Website: company.WebAddress,
    });
    // A record deleted in Invenias is not a reason to lose the user's edit; the link shows it.
    if (pushed) savedToInvenias = true;
    else
      ctx.log.warn(
        { companyId: existing.id, inveniasId: existing.inveniasId },
        'linked Invenias record is gone',
      );
  }

  const values: repo.CompanyValues = {
    name: company.Name,
    city: company.City,
    webAddress: company.WebAddress,
    globalRevenue: company.GlobalRevenue,
    isPrivateEquity: company.isPrivateEquity,
    ...(company.ExternalId2 !== undefined ? { externalId2: company.ExternalId2 } : {}),
    ...(company.ExternalId3 !== undefined ? { externalId3: company.ExternalId3 } : {}),
  };
  const countryIds = company.CompanyCountries.map((c) => c.CountryID);
  const industryIds = company.CompanyIndustries.map((c) => c.IndustryID);

  const id = await ctx.db.transaction(async (tx) => {
    const companyId = existing?.id ?? source?.id ?? (await repo.reserveCompanyId(tx));
    // spec 3 §4: a parent company's ParentID is its own ID.
    const parentId = company.Relationship === RELATIONSHIP.parent ? companyId : company.ParentID!;
    if (existing) await repo.updateCompany(tx, { id: companyId, values: { ...values, parentId } });
    else
      await repo.insertCompany(tx, {
        ...values,
        ...source?.values,
        id: companyId,
        sourceId: `portal:${companyId}`,
        name: company.Name,
        parentId,
      });
    await repo.replaceCountries(tx, { companyId, countryIds });
    await repo.replaceIndustries(tx, { companyId, industryIds });
    await reindexCompanies(tx, [companyId], { withAssignments: isRename });
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: existing ? 'company.update' : (source?.audit.action ?? 'company.create'),
      entity: 'company',
      entityId: companyId,
      detail: { name: company.Name, savedToInvenias, ...source?.audit.detail },
    });
    const isStructural = isRename || !existing || (existing.parentId ?? existing.id) !== parentId;
    if (input.recache || isStructural) await ctx.invalidateReportData(tx);
    return companyId;
  });

  const message = savedToInvenias
    ? COMPANY_MESSAGES.savedToInvenias
    : existing
      ? COMPANY_MESSAGES.savedSuccessfully
      : COMPANY_MESSAGES.saved;
  return { company: await loadCompany(ctx.db, id), message, savedToInvenias };
}
