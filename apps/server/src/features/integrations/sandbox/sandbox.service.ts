// The sandboxes' behaviour: seeded from the firm's companies on first use, then a small store of
// provider-shaped records that creates and updates change; plus the fault switch tests use.
import { randomUUID } from 'node:crypto';
import {
  companyNameWords,
  normaliseCompanyName,
  type SandboxFaultsRequestSchema,
  webDomain,
} from '@atrium/contracts';
import type { z } from 'zod';
import type { SystemContext } from '../../../platform/service-context.ts';
import type { SandboxProvider } from '../connectors.ts';
import * as repo from './sandbox.repo.ts';
import {
  type SandboxSeedCompany,
  type SeedRecord,
  seedInveniasRecords,
  seedZoomInfoRecords,
} from './sandbox-seed.ts';

export interface SandboxContext extends SystemContext {
  /** The firm's companies, read through their owner's service (injected by the app). */
  loadCompanies: (ctx: SystemContext) => Promise<SandboxSeedCompany[]>;
}

export type ProviderRecord = Record<string, unknown>;

/** Counts a request, seeds the sandbox on its first one, and says whether to serve the fault. */
export async function admitRequest(
  ctx: SandboxContext,
  provider: SandboxProvider,
): Promise<repo.RequestVerdict> {
  let verdict = await repo.countRequest(ctx.db, provider);
  if (!verdict) {
    await repo.ensureState(ctx.db, provider);
    verdict = (await repo.countRequest(ctx.db, provider))!;
  }
  if (!verdict.isSeeded) await seedOnce(ctx, provider);
  return verdict;
}

async function seedOnce(ctx: SandboxContext, provider: SandboxProvider): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (await repo.lockForSeeding(tx, provider)) return;
    const companies = await ctx.loadCompanies({ db: tx });
    const records = provider === 'invenias' ? seedInveniasRecords(companies) : seedZoomInfoRecords(companies);
    await repo.insertRecords(tx, provider, records);
    await repo.markSeeded(tx, provider);
  });
}

const withSeq = (stored: repo.StoredRecord): ProviderRecord =>
  stored.record && 'ItemId' in stored.record ? { ...stored.record, Id: stored.seq } : stored.record;

// ---------------------------------------------------------------------------------------------
// Invenias
// ---------------------------------------------------------------------------------------------

export async function searchInvenias(ctx: SystemContext, input: { search: string; take: number }) {
  const found = await repo.searchRecords(ctx.db, 'invenias', {
    words: companyNameWords(input.search),
    limit: input.take,
  });
  return found.map(withSeq);
}

export async function getInvenias(ctx: SystemContext, itemId: string): Promise<ProviderRecord | null> {
  const stored = await repo.findRecord(ctx.db, 'invenias', itemId);
  return stored ? withSeq(stored) : null;
}

function inveniasSeedRecord(record: ProviderRecord): SeedRecord {
  const websites = (record.Websites as { ItemValue?: string }[] | undefined) ?? [];
  return {
    recordId: String(record.ItemId),
    searchKey: normaliseCompanyName(String(record.CompanyName)),
    domain: webDomain(websites[0]?.ItemValue),
    record,
  };
}

export async function createInvenias(ctx: SystemContext, fields: ProviderRecord): Promise<ProviderRecord> {
  const record: ProviderRecord = {
    ItemId: randomUUID(),
    DisplayName: fields.CompanyName,
    CompanyName: fields.CompanyName,
    IsClient: false,
    ClientStatusId: null,
    Websites: [],
    DefaultLocation: null,
    People: 0,
    Assignments: { TotalCandidates: 0 },
    ExternalId2: null,
    ExternalId3: null,
    ...fields,
  };
  record.DisplayName = record.CompanyName;
  return withSeq(await repo.insertRecord(ctx.db, 'invenias', inveniasSeedRecord(record)));
}

export async function updateInvenias(
  ctx: SystemContext,
  input: { itemId: string; fields: ProviderRecord },
): Promise<ProviderRecord | null> {
  const stored = await repo.findRecord(ctx.db, 'invenias', input.itemId);
  if (!stored) return null;
  const record: ProviderRecord = { ...stored.record, ...input.fields };
  record.DisplayName = record.CompanyName;
  const updated = await repo.updateRecord(ctx.db, 'invenias', inveniasSeedRecord(record));
  return updated ? withSeq(updated) : null;
}

// ---------------------------------------------------------------------------------------------
// ZoomInfo (read-only for its clients)
// ---------------------------------------------------------------------------------------------

export async function searchZoomInfo(
  ctx: SystemContext,
  input: { name?: string; website?: string; country?: string; limit: number },
) {
  const found = await repo.searchRecords(ctx.db, 'zoominfo', {
    words: companyNameWords(input.name ?? ''),
    domain: webDomain(input.website) || undefined,
    country: input.country || undefined,
    limit: input.limit,
  });
  return found.map(withSeq);
}

export async function getZoomInfo(ctx: SystemContext, id: string): Promise<ProviderRecord | null> {
  const stored = await repo.findRecord(ctx.db, 'zoominfo', id);
  return stored ? withSeq(stored) : null;
}

// ---------------------------------------------------------------------------------------------
// The fault switch
// ---------------------------------------------------------------------------------------------

function toFaults(row: NonNullable<Awaited<ReturnType<typeof repo.readState>>>) {
  return {
    mode: row.faultMode,
    remaining: row.faultRemaining,
    delayMs: row.faultDelayMs,
    retryAfterSeconds: row.faultRetryAfter,
    requests: row.requests,
    faultsServed: row.faultsServed,
  };
}

export async function readFaults(ctx: SystemContext, provider: SandboxProvider) {
  await repo.ensureState(ctx.db, provider);
  return toFaults((await repo.readState(ctx.db, provider))!);
}

export async function setFaults(
  ctx: SystemContext,
  input: { provider: SandboxProvider; faults: z.output<typeof SandboxFaultsRequestSchema> },
) {
  await repo.ensureState(ctx.db, input.provider);
  const row = await repo.setFaults(ctx.db, input.provider, {
    mode: input.faults.mode,
    remaining: input.faults.times,
    delayMs: input.faults.delayMs,
    retryAfterSeconds: input.faults.retryAfterSeconds,
  });
  return toFaults(row!);
}
