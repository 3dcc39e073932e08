// Links between the firm's companies and Invenias records (spec 3 §2.11, §7, §8). Each change is
// made in Invenias first and only then in the portal, in one transaction: when Invenias fails,
// nothing is written here and the caller gets the connector's message.
import {
  CLIENT_STATUSES,
  type ClientStatus,
  COMPANY_MESSAGES,
  type CompanyMetadata,
  CompanySaveSchema,
  type InveniasCompany,
} from '@atrium/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { defaultWebsite, type InveniasRecord, isConnectorError } from '../integrations/index.ts';
import * as repo from './companies.repo.ts';
import { loadCompany, mclCompanyMissing, readMetadata } from './companies.service.ts';
import type { CompanyContext } from './company-context.ts';
import { checkNewCompany, saveCompany } from './company-save.service.ts';
import { updateCompanyAudited } from './company-update.ts';

const inveniasCompanyMissing = () => notFound(COMPANY_MESSAGES.inveniasCompanyMissing);
const conflict = (message: string) => new AppError('conflict', message, 409);

const asClientStatus = (status: string): ClientStatus | null =>
  (CLIENT_STATUSES as readonly string[]).includes(status) ? (status as ClientStatus) : null;

async function withLinks(ctx: CompanyContext, records: InveniasRecord[]): Promise<InveniasCompany[]> {
  const links = await repo.findByInveniasIds(
    ctx.db,
    records.map((r) => r.ItemId),
  );
  const byItem = new Map(links.map((l) => [l.linkedId, l.companyId]));
  return records.map((r) => ({ ...r, LinkedCompanyID: byItem.get(r.ItemId) ?? null }));
}

async function requireCompany(ctx: CompanyContext, id: number): Promise<repo.CompanyRow> {
  const row = await repo.findCompany(ctx.db, id);
  if (!row) throw mclCompanyMissing();
  return row;
}

/** Refuses a second portal company for one Invenias record. */
async function ensureRecordFree(ctx: CompanyContext, inveniasId: string, exceptCompanyId?: number) {
  const taken = (await repo.findByInveniasIds(ctx.db, [inveniasId])).find(
    (l) => l.companyId !== exceptCompanyId,
  );
  if (taken) throw conflict(`That Invenias company is already linked to ${taken.name}.`);
}

export async function searchInvenias(ctx: CompanyContext, input: { companyName: string }) {
  return withLinks(ctx, await ctx.connectors.invenias.client.search(input.companyName));
}

export async function getInveniasCompany(ctx: CompanyContext, input: { inveniasId: string }) {
  const record = await ctx.connectors.invenias.client.get(input.inveniasId);
  if (!record) throw inveniasCompanyMissing();
  return (await withLinks(ctx, [record]))[0];
}

export async function linkToInvenias(ctx: CompanyContext, input: { id: number; inveniasId: string }) {
  const row = await requireCompany(ctx, input.id);
  if (row.inveniasId && row.inveniasId !== input.inveniasId)
    throw conflict('This company is already linked to another Invenias company. Unlink it first.');
  await ensureRecordFree(ctx, input.inveniasId, row.id);
  const linked = await ctx.connectors.invenias.client.update(input.inveniasId, {
    ExternalId2: String(row.id),
  });
  if (!linked) throw inveniasCompanyMissing();
  await updateCompanyAudited(ctx, {
    id: row.id,
    values: { inveniasId: input.inveniasId },
    action: 'company.invenias.link',
    detail: { inveniasId: input.inveniasId },
  });
  return {
    success: true as const,
    message: COMPANY_MESSAGES.linkedToInvenias,
    company: await loadCompany(ctx.db, row.id),
  };
}

export async function createInveniasFromCompany(ctx: CompanyContext, input: { id: number }) {
  const row = await requireCompany(ctx, input.id);
  if (row.inveniasId) throw conflict('This company is already linked to Invenias.');
  const [country] = await repo.listCountries(ctx.db, [row.id]);
  const status = asClientStatus(row.status);
  const record = await ctx.connectors.invenias.client.create({
    CompanyName: row.name,
    Website: row.webAddress,
    FullAddress: [row.city, country?.name].filter(Boolean).join(', '),
    IsClient: row.isClient,
    ClientStatus: row.isClient ? status : null,
    ExternalId2: String(row.id),
    ExternalId3: readMetadata(row.externalId3),
  });
  await updateCompanyAudited(ctx, {
    id: row.id,
    values: { inveniasId: record.ItemId },
    action: 'company.invenias.create',
    detail: { inveniasId: record.ItemId },
  });
  return {
    InveniasID: record.ItemId,
    message: COMPANY_MESSAGES.newInveniasRecord,
    company: await loadCompany(ctx.db, row.id),
  };
}

/** 'City, …, Country' → the first part as the city, the last as the country. */
function splitAddress(fullAddress: string | undefined): { city: string; country: string | null } {
  const parts = (fullAddress ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return { city: parts[0] ?? '', country: parts.length > 1 ? parts[parts.length - 1] : null };
}

/**
 * spec 3 §7 'GET …/invenias/{id}/create': the company the record alone makes must meet the wizard's
 * rules (spec 3 §5) like any other. An Invenias record has no revenue, industries or relationship,
 * so the call answers 400 naming the first one; the web opens the wizard prefilled instead.
 */
export async function createCompanyFromInvenias(ctx: CompanyContext, input: { inveniasId: string }) {
  await ensureRecordFree(ctx, input.inveniasId);
  const record = await ctx.connectors.invenias.client.get(input.inveniasId);
  if (!record) throw inveniasCompanyMissing();
  const address = splitAddress(record.DefaultLocation?.AddressComponents.FullAddress);
  const countryIds = address.country
    ? await repo.idsByName(ctx.db, { table: 'countries', names: [address.country] })
    : new Map();
  const draft = CompanySaveSchema.safeParse({
    Name: record.CompanyName,
    City: address.city,
    WebAddress: defaultWebsite(record),
    CompanyCountries: [...new Set(countryIds.values())].map((CountryID) => ({ CountryID })),
    CompanyIndustries: [],
  });
  if (!draft.success)
    throw new AppError(
      'validation_failed',
      `A new company is made with the company wizard: ${draft.error.issues[0]?.message ?? 'fields are missing.'}`,
      400,
    );
  return createCompanyFromInveniasWizard(ctx, { inveniasId: input.inveniasId, company: draft.data });
}

/** A portal company from an Invenias record, with the wizard's fields (spec 3 §5), linked to it. */
export async function createCompanyFromInveniasWizard(
  ctx: CompanyContext,
  input: { inveniasId: string; company: z.output<typeof CompanySaveSchema> },
) {
  await checkNewCompany(ctx, input.company);
  await ensureRecordFree(ctx, input.inveniasId);
  const record = await ctx.connectors.invenias.client.get(input.inveniasId);
  if (!record) throw inveniasCompanyMissing();
  // The id is taken first so Invenias points at the new company before the portal writes it.
  const id = await repo.reserveCompanyId(ctx.db);
  const linked = await ctx.connectors.invenias.client.update(record.ItemId, { ExternalId2: String(id) });
  if (!linked) throw inveniasCompanyMissing();
  const saved = await saveCompany(ctx, {
    company: input.company,
    recache: true,
    source: {
      id,
      values: {
        inveniasId: record.ItemId,
        isClient: record.IsClient,
        status: record.ClientStatus ?? 'Prospect',
        externalId3: record.ExternalId3,
      },
      audit: { action: 'company.create.fromInvenias', detail: { inveniasId: record.ItemId } },
    },
  });
  return { ID: id, message: COMPANY_MESSAGES.newMclRecord, company: saved.company };
}

export async function unlinkFromInvenias(ctx: CompanyContext, input: { id: number }) {
  const row = await requireCompany(ctx, input.id);
  if (!row.inveniasId) return { success: false, errors: [COMPANY_MESSAGES.notLinkedToInvenias] };
  try {
    // A record already gone from Invenias (null) has nothing to point back: unlink anyway.
    await ctx.connectors.invenias.client.update(row.inveniasId, { ExternalId2: null });
  } catch (error) {
    if (!isConnectorError(error)) throw error;
    return { success: false, errors: [error.message] };
  }
  await updateCompanyAudited(ctx, {
    id: row.id,
    values: { inveniasId: null },
    action: 'company.invenias.unlink',
    detail: { inveniasId: row.inveniasId },
  });
  return { success: true, errors: [], message: COMPANY_MESSAGES.unlinkedFromInvenias };
}

export async function updateClientStatus(
  ctx: CompanyContext,
  input: { id: number; inveniasId: string; isClient: boolean; clientStatus?: ClientStatus | null },
) {
  const row = await requireCompany(ctx, input.id);
  if (row.inveniasId !== input.inveniasId)
    throw conflict('This company is not linked to that Invenias company.');
  // spec 3 §2.11: the status only applies to a client.
  const clientStatus = input.isClient ? (input.clientStatus ?? null) : null;
  const updated = await ctx.connectors.invenias.client.update(input.inveniasId, {
    IsClient: input.isClient,
    ClientStatus: clientStatus,
  });
  if (!updated) throw inveniasCompanyMissing();
  await updateCompanyAudited(ctx, {
    id: row.id,
    values: {
      isClient: input.isClient,
      ...(clientStatus ? { status: clientStatus } : {}),
    },
    action: 'company.invenias.clientStatus',
    detail: { isClient: input.isClient, clientStatus },
  });
  return {
    success: true as const,
    message: COMPANY_MESSAGES.savedToInvenias,
    company: await loadCompany(ctx.db, row.id),
  };
}

/** Merges the metadata into the Invenias record's ExternalId3, then into its portal companies'. */
export async function saveInveniasMetadata(
  ctx: CompanyContext,
  input: { inveniasId: string; metadata: CompanyMetadata },
) {
  const record = await ctx.connectors.invenias.client.get(input.inveniasId);
  if (!record) throw inveniasCompanyMissing();
  const metadata: CompanyMetadata = { ...(record.ExternalId3 ?? {}), ...input.metadata };
  const updated = await ctx.connectors.invenias.client.update(input.inveniasId, { ExternalId3: metadata });
  if (!updated) throw inveniasCompanyMissing();
  const companyIds = await ctx.db.transaction(async (tx) => {
    const ids = await repo.updateByInveniasId(tx, {
      inveniasId: input.inveniasId,
      values: { externalId3: metadata },
    });
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'company.invenias.metadata',
      entity: 'invenias',
      entityId: input.inveniasId,
      detail: { metadata, companyIds: ids },
    });
    return ids;
  });
  return { success: true as const, metadata, companyIds };
}
