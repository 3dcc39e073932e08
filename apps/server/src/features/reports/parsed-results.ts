// Financial report results kept parsed in memory beside the cache table: a repeat of the same
// entry (same data version and time) reads only the entry's version and time, not its JSON. While
// this process hears `NOTIFY atrium_data`, sent with every bump of the data version, a repeat of a
// result kept for the current version reads nothing at all: a change is answered only once every
// process has heard it (`platform/every-process.ts`).
import type { ReportResults } from '@atrium/contracts';
import type { Database } from '../../platform/database.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import * as repo from './reports.repo.ts';

export const DATA_CHANNEL = 'atrium_data';

/** What this app knows of the database's data version without reading it. */
interface VersionWatch {
  /** The listener is up: every bump answered so far has been heard. */
  isTrusted: boolean;
  /** Bumped by every notification: a version read across one is not kept. */
  generation: number;
  known?: number;
}

export interface CachedResult {
  currency: string;
  results: ReportResults;
}

/**
 * A cached result already parsed: a repeat then reads only the entry's version and time (which
 * still decide) instead of the stored JSON.
 */
interface ParsedResult {
  dataVersion: number;
  computedAt: string;
  result: CachedResult;
}
const PARSED_RESULTS_SIZE = 64;

/**
 * The Financial results one app keeps parsed, bounded (oldest first out), with its watch on the
 * data version. Made by buildApp and handed to the report services in their context.
 */
export class ParsedResults {
  readonly watch: VersionWatch = { isTrusted: false, generation: 0 };
  readonly entries = new Map<string, ParsedResult>();

  versionChanged(): void {
    this.watch.generation++;
    this.watch.known = undefined;
  }

  keep(key: string, entry: ParsedResult): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > PARSED_RESULTS_SIZE)
      this.entries.delete(this.entries.keys().next().value as string);
  }
}

/** Hears data version bumps from every process; answers how to stop. */
export async function listenForReportData({
  database,
  parsedResults,
}: {
  database: Database;
  parsedResults: ParsedResults;
}) {
  const { watch } = parsedResults;
  const stop = await database.listen(DATA_CHANNEL, {
    onMessage: () => parsedResults.versionChanged(),
    onReset: (isListening) => {
      watch.isTrusted = isListening;
      parsedResults.versionChanged();
    },
  });
  watch.isTrusted = true;
  parsedResults.versionChanged();
  return async () => {
    watch.isTrusted = false;
    parsedResults.versionChanged();
    await stop();
  };
}

/** The cache entry's result, from memory when it is the same entry (same data version and time). */
export async function cachedResult(
  ctx: Pick<ServiceContext, 'db'> & { parsedResults: ParsedResults },
  key: string,
): Promise<{ version: number; cached?: { computedAt: string; dataVersion: number; result?: CachedResult } }> {
  const { db, parsedResults } = ctx;
  const { watch } = parsedResults;
  const kept = parsedResults.entries.get(key);
  if (watch.isTrusted && watch.known !== undefined && kept?.dataVersion === watch.known) {
    const { dataVersion, computedAt, result } = kept;
    return { version: watch.known, cached: { dataVersion, computedAt, result } };
  }
  const generation = watch.generation;
  const found = await repo.findCachedReport(db, key, { withResult: !kept });
  if (watch.isTrusted && generation === watch.generation) watch.known = found.version;
  const { cached } = found;
  if (!cached) return { version: found.version };
  if (kept && kept.dataVersion === cached.dataVersion && kept.computedAt === cached.computedAt)
    return { version: found.version, cached: { ...cached, result: kept.result } };
  if (!kept) {
    const result = cached.result as CachedResult;
    parsedResults.keep(key, { dataVersion: cached.dataVersion, computedAt: cached.computedAt, result });
    return { version: found.version, cached: { ...cached, result } };
  }
  // Another process recomputed it since: read the stored result after all.
  parsedResults.entries.delete(key);
  return cachedResult(ctx, key);
}
