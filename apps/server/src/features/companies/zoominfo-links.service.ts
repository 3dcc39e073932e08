// ZoomInfo for the firm's companies (spec 3 §2.11, §7): search, link, enrich, unlink, and a new
// company from a ZoomInfo record (created in Invenias too). ZoomInfo is only read; what changes is
// written here in one transaction after every external call has succeeded.
import {
  COMPANY_MESSAGES,
  type CompanyMetadata,
  type CompanySaveSchema,
  type ZoomInfoCompany,
} from '@atrium/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ZoomInfoRecord } from '../integrations/index.ts';
import * as repo from './companies.repo.ts';
import { loadCompany, mclCompanyMissing, readMetadata } from './companies.service.ts';
import type { CompanyContext } from './company-context.ts';
import { checkNewCompany, saveCompany } from './company-save.service.ts';
import { reindexCompanies } from './company-search.ts';
import { updateCompanyAudited } from './company-update.ts';
import { planEnrichment } from './zoominfo-mapping.ts';

const zoomInfoCompanyMissing = () => notFound(COMPANY_MESSAGES.zoomInfoCompanyMissing);
const conflict = (message: string) => new AppError('conflict', message, 409);

async function requireRecord(ctx: CompanyContext, zoominfoId: string): Promise<ZoomInfoRecord> {
  const record = await ctx.connectors.zoominfo.client.get(zoominfoId);
  if (!record) throw zoomInfoCompanyMissing();
  return record;
}

async function ensureRecordFree(ctx: CompanyContext, zoominfoId: string, exceptCompanyId?: number) {
  const taken = (await repo.findByZoomInfoIds(ctx.db, [zoominfoId])).find(
    (l) => l.companyId !== exceptCompanyId,
  );
  if (taken) throw conflict(`That ZoomInfo company is already linked to ${taken.name}.`);
}

/** Linking proves the company can be linked: a 'Cannot be linked' mark is dropped. */
function withoutCannotLink(value: unknown): CompanyMetadata | null {
  const metadata = readMetadata(value);
  if (!metadata?.cannotLink) return metadata;
  const { cannotLink: _mark, reason: _reason, ...rest } = metadata;
  return Object.keys(rest).length ? rest : null;
}

export async function searchZoomInfo(
  ctx: CompanyContext,
  input: { companyName?: string; companyWebAddress?: string; companyCountry?: string },
): Promise<ZoomInfoCompany[]> {
  const records = await ctx.connectors.zoominfo.client.search({
    name: input.companyName,
    webAddress: input.companyWebAddress,
    country: input.companyCountry,
  });
  const links = await repo.findByZoomInfoIds(
    ctx.db,
    records.map((r) => r.ZI_C_ID),
  );
  const byId = new Map(links.map((l) => [l.linkedId, l]));
  return records.map((r) => ({
    ...r,
    InveniasId: byId.get(r.ZI_C_ID)?.inveniasId ?? null,
    LinkedCompanyID: byId.get(r.ZI_C_ID)?.companyId ?? null,
  }));
}

export async function linkToZoomInfo(ctx: CompanyContext, input: { id: number; zoominfoId: string }) {
  const row = await repo.findCompany(ctx.db, input.id);
  if (!row) throw mclCompanyMissing();
  await ensureRecordFree(ctx, input.zoominfoId, row.id);
  const record = await requireRecord(ctx, input.zoominfoId);
  await updateCompanyAudited(ctx, {
    id: row.id,
    values: {
      zoominfoId: record.ZI_C_ID,
      externalId3: withoutCannotLink(row.externalId3),
    },
    action: 'company.zoominfo.link',
    detail: { zoominfoId: record.ZI_C_ID },
  });
  return {
    success: true as const,
    message: COMPANY_MESSAGES.linkedToZoomInfo,
    company: await loadCompany(ctx.db, row.id),
  };
}

export async function linkToZoomInfoByInvenias(
  ctx: CompanyContext,
  input: { inveniasId: string; zoominfoId: string },
) {
  const [linked] = await repo.findByInveniasIds(ctx.db, [input.inveniasId]);
  if (!linked) throw mclCompanyMissing();
  return linkToZoomInfo(ctx, { id: linked.companyId, zoominfoId: input.zoominfoId });
}

async function enrichmentTarget(ctx: CompanyContext, input: { zoominfoId: string; companyId?: number }) {
  if (input.companyId !== undefined) {
    await ensureRecordFree(ctx, input.zoominfoId, input.companyId);
    return input.companyId;
  }
  const linked = await repo.findByZoomInfoIds(ctx.db, [input.zoominfoId]);
  if (linked.length === 0) throw mclCompanyMissing();
  if (linked.length > 1)
    throw conflict('Several companies are linked to this ZoomInfo company: choose the one to enrich.');
  return linked[0].companyId;
}

export async function enrichFromZoomInfo(
  ctx: CompanyContext,
  input: { zoominfoId: string; companyId?: number; preview: boolean },
) {
  const id = await enrichmentTarget(ctx, input);
  const company = await loadCompany(ctx.db, id);
  const record = await requireRecord(ctx, input.zoominfoId);
  const [countryIds, industryIds] = await Promise.all([
    repo.idsByName(ctx.db, { table: 'countries', names: record.ZI_C_COUNTRY ? [record.ZI_C_COUNTRY] : [] }),
    repo.idsByName(ctx.db, { table: 'industries', names: record.ZI_C_INDUSTRIES }),
  ]);
  const plan = planEnrichment({ company, record, countryIds, industryIds });
  if (input.preview)
    return { applied: false, message: COMPANY_MESSAGES.confirmEnrich, changes: plan.changes, company };

  const { values } = plan;
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findCompany(tx, id);
    await repo.updateCompany(tx, {
      id,
      values: {
        ...(values.city !== undefined ? { city: values.city } : {}),
        ...(values.webAddress !== undefined ? { webAddress: values.webAddress } : {}),
        ...(values.globalRevenue !== undefined ? { globalRevenue: values.globalRevenue } : {}),
        ...(values.zoominfoId !== undefined
          ? { zoominfoId: values.zoominfoId, externalId3: withoutCannotLink(row?.externalId3) }
          : {}),
      },
    });
    if (values.countryIds) await repo.replaceCountries(tx, { companyId: id, countryIds: values.countryIds });
    if (values.industryIds)
      await repo.replaceIndustries(tx, { companyId: id, industryIds: values.industryIds });
    await reindexCompanies(tx, [id], { withAssignments: false });
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'company.zoominfo.enrich',
      entity: 'company',
      entityId: id,
      detail: { zoominfoId: record.ZI_C_ID, changes: plan.changes },
    });
  });
  return {
    applied: true,
    message: COMPANY_MESSAGES.savedSuccessfully,
    changes: plan.changes,
    company: await loadCompany(ctx.db, id),
  };
}

export async function unlinkFromZoomInfo(ctx: CompanyContext, input: { id: number }) {
  const row = await repo.findCompany(ctx.db, input.id);
  if (!row) throw mclCompanyMissing();
  if (!row.zoominfoId) return { success: false, errors: [COMPANY_MESSAGES.notLinkedToZoomInfo] };
  await updateCompanyAudited(ctx, {
    id: row.id,
    values: { zoominfoId: null },
    action: 'company.zoominfo.unlink',
    detail: { zoominfoId: row.zoominfoId },
  });
  return { success: true, errors: [], message: COMPANY_MESSAGES.unlinkedFromZoomInfo };
}

/**
 * A new company from a ZoomInfo record with the wizard's fields (spec 3 §5): the record prefilled
 * the wizard, the user completed and confirmed it; created in Invenias, then in the portal, linked
 * to both.
 */
export async function createCompanyFromZoomInfo(
  ctx: CompanyContext,
  input: { zoominfoId: string; company: z.output<typeof CompanySaveSchema> },
) {
  await checkNewCompany(ctx, input.company);
  await ensureRecordFree(ctx, input.zoominfoId);
  const record = await requireRecord(ctx, input.zoominfoId);
  const id = await repo.reserveCompanyId(ctx.db);
  const created = await ctx.connectors.invenias.client.create({
    CompanyName: input.company.Name,
    Website: input.company.WebAddress,
    FullAddress: [input.company.City, record.ZI_C_COUNTRY].filter(Boolean).join(', '),
    IsClient: false,
    ExternalId2: String(id),
  });
  const saved = await saveCompany(ctx, {
    company: input.company,
    recache: true,
    source: {
      id,
      values: { inveniasId: created.ItemId, zoominfoId: record.ZI_C_ID },
      audit: {
        action: 'company.create.fromZoomInfo',
        detail: { zoominfoId: record.ZI_C_ID, inveniasId: created.ItemId },
      },
    },
  });
  return { InveniasID: created.ItemId, message: COMPANY_MESSAGES.newInveniasRecord, company: saved.company };
}
