// SQL of the sandboxes: their records (provider-shaped JSON) and their state row (seeding, the
// fault switch, request counters).
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { sandboxRecords, sandboxState } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import { rows } from '../../../platform/sql-rows.ts';
import type { SandboxProvider } from '../connectors.ts';
import type { SeedRecord } from './sandbox-seed.ts';

export type FaultMode = (typeof sandboxState.$inferSelect)['faultMode'];

export interface StoredRecord {
  recordId: string;
  seq: number;
  record: Record<string, unknown>;
}

export interface RequestVerdict {
  isSeeded: boolean;
  /** This request is served with the fault. */
  isFaulted: boolean;
  mode: FaultMode;
  delayMs: number;
  retryAfterSeconds: number;
}

export async function ensureState(db: Executor, provider: SandboxProvider): Promise<void> {
  await db.insert(sandboxState).values({ provider }).onConflictDoNothing();
}

/** Counts one request and takes one from the fault budget, in one statement. */
export async function countRequest(
  db: Executor,
  provider: SandboxProvider,
): Promise<RequestVerdict | undefined> {
  const faulted = sql`(${sandboxState.faultRemaining} > 0 and ${sandboxState.faultMode} <> 'none')`;
  const [row] = await db
    .update(sandboxState)
    .set({
      requests: sql`${sandboxState.requests} + 1`,
      lastFaulted: faulted,
      faultsServed: sql`${sandboxState.faultsServed} + case when ${faulted} then 1 else 0 end`,
      faultRemaining: sql`greatest(${sandboxState.faultRemaining} - 1, 0)`,
    })
    .where(eq(sandboxState.provider, provider))
    .returning();
  if (!row) return undefined;
  return {
    isSeeded: row.seededAt !== null,
    isFaulted: row.lastFaulted,
    mode: row.faultMode,
    delayMs: row.faultDelayMs,
    retryAfterSeconds: row.faultRetryAfter,
  };
}

export async function readState(db: Executor, provider: SandboxProvider) {
  const [row] = await db.select().from(sandboxState).where(eq(sandboxState.provider, provider));
  return row;
}

export async function setFaults(
  db: Executor,
  provider: SandboxProvider,
  faults: { mode: FaultMode; remaining: number; delayMs: number; retryAfterSeconds: number },
) {
  const [row] = await db
    .update(sandboxState)
    .set({
      faultMode: faults.mode,
      faultRemaining: faults.mode === 'none' ? 0 : faults.remaining,
      faultDelayMs: faults.delayMs,
      faultRetryAfter: faults.retryAfterSeconds,
      updatedAt: sql`now()`,
    })
    .where(eq(sandboxState.provider, provider))
    .returning();
  return row;
}

/** Locks the state row for seeding; answers whether it was seeded already. */
export async function lockForSeeding(db: Executor, provider: SandboxProvider): Promise<boolean> {
  const result = await db.execute(
    sql`select seeded_at from sandbox_state where provider = ${provider} for update`,
  );
  const [state] = rows<{ seeded_at: unknown }>(result);
  return state?.seeded_at !== null && state?.seeded_at !== undefined;
}

export async function markSeeded(db: Executor, provider: SandboxProvider): Promise<void> {
  await db.update(sandboxState).set({ seededAt: sql`now()` }).where(eq(sandboxState.provider, provider));
}

const BATCH = 500;

export async function insertRecords(db: Executor, provider: SandboxProvider, records: SeedRecord[]) {
  for (let start = 0; start < records.length; start += BATCH) {
    await db
      .insert(sandboxRecords)
      .values(records.slice(start, start + BATCH).map((r) => ({ provider, ...r })))
      .onConflictDoNothing();
  }
}

export async function insertRecord(
  db: Executor,
  provider: SandboxProvider,
  record: SeedRecord,
): Promise<StoredRecord> {
  const [row] = await db
    .insert(sandboxRecords)
    .values({ provider, ...record })
    .returning({ recordId: sandboxRecords.recordId, seq: sandboxRecords.seq, record: sandboxRecords.record });
  return row as StoredRecord;
}

export async function updateRecord(
  db: Executor,
  provider: SandboxProvider,
  record: SeedRecord,
): Promise<StoredRecord | undefined> {
  const [row] = await db
    .update(sandboxRecords)
    .set({ record: record.record, searchKey: record.searchKey, domain: record.domain, updatedAt: sql`now()` })
    .where(and(eq(sandboxRecords.provider, provider), eq(sandboxRecords.recordId, record.recordId)))
    .returning({ recordId: sandboxRecords.recordId, seq: sandboxRecords.seq, record: sandboxRecords.record });
  return row as StoredRecord | undefined;
}

export async function findRecord(
  db: Executor,
  provider: SandboxProvider,
  recordId: string,
): Promise<StoredRecord | undefined> {
  const [row] = await db
    .select({ recordId: sandboxRecords.recordId, seq: sandboxRecords.seq, record: sandboxRecords.record })
    .from(sandboxRecords)
    .where(and(eq(sandboxRecords.provider, provider), eq(sandboxRecords.recordId, recordId)));
  return row as StoredRecord | undefined;
}

export interface RecordSearch {
  /** Normalised name words; a record matches when its name holds every one. */
  words: string[];
  /** A web domain that also matches on its own. */
  domain?: string;
  /** ZoomInfo only: the country name must be this one. */
  country?: string;
  limit: number;
}

export async function searchRecords(
  db: Executor,
  provider: SandboxProvider,
  search: RecordSearch,
): Promise<StoredRecord[]> {
  const byName: SQL | undefined =
    search.words.length > 0
      ? and(...search.words.map((w) => sql`${sandboxRecords.searchKey} like ${`%${w}%`}`))
      : undefined;
  const byDomain = search.domain ? sql`${sandboxRecords.domain} = ${search.domain}` : undefined;
  const matching = byName && byDomain ? sql`(${byName} or ${byDomain})` : (byName ?? byDomain ?? sql`true`);
  const inCountry = search.country
    ? sql`lower(${sandboxRecords.record}->>'ZI_C_COUNTRY') = lower(${search.country})`
    : undefined;
  const exact = search.words.join(' ');
  return (await db
    .select({ recordId: sandboxRecords.recordId, seq: sandboxRecords.seq, record: sandboxRecords.record })
    .from(sandboxRecords)
    .where(and(eq(sandboxRecords.provider, provider), matching, inCountry))
    .orderBy(
      sql`case when ${sandboxRecords.searchKey} = ${exact} then 0 else 1 end`,
      asc(sandboxRecords.searchKey),
      asc(sandboxRecords.recordId),
    )
    .limit(search.limit)) as StoredRecord[];
}
