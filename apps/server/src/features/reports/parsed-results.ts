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

/** What one process knows of a database's data version without reading it. */
interface VersionWatch {
  /** The listener is up: every bump answered so far has been heard. */
  isTrusted: boolean;
  /** Bumped by every notification: a version read across one is not kept. */
  generation: number;
  known?: number;
}
const watches = new WeakMap<object, VersionWatch>();

function watchOf(db: object): VersionWatch {
  let watch = watches.get(db);
  if (!watch) {
    watch = { isTrusted: false, generation: 0 };
    watches.set(db, watch);
  }
  return watch;
}

function versionChanged(watch: VersionWatch): void {
  watch.generation++;
  watch.known = undefined;
}

/** Hears data version bumps from every process; answers how to stop. */
export async function listenForReportData({ database }: { database: Database }) {
  const watch = watchOf(database.db);
  const stop = await database.listen(DATA_CHANNEL, {
    onMessage: () => versionChanged(watch),
    onReset: (isListening) => {
      watch.isTrusted = isListening;
      versionChanged(watch);
    },
  });
  watch.isTrusted = true;
  versionChanged(watch);
  return async () => {
    watch.isTrusted = false;
    versionChanged(watch);
    await stop();
  };
}

export interface CachedResult {
  currency: string;
  results: ReportResults;
}

/**
 * Cached results already parsed, per database: a repeat then reads only the entry's version and
 * time (which still decide) instead of the stored JSON. Bounded, oldest first out.
 */
interface ParsedResult {
  dataVersion: number;
  computedAt: string;
  result: CachedResult;
}
const parsedResults = new WeakMap<object, Map<string, ParsedResult>>();
const PARSED_RESULTS_SIZE = 64;

function parsedResultsOf(db: object): Map<string, ParsedResult> {
  let results = parsedResults.get(db);
  if (!results) {
    results = new Map();
    parsedResults.set(db, results);
  }
  return results;
}

function keepParsed(results: Map<string, ParsedResult>, key: string, entry: ParsedResult): void {
  results.delete(key);
  results.set(key, entry);
  if (results.size > PARSED_RESULTS_SIZE) results.delete(results.keys().next().value as string);
}

/** The cache entry's result, from memory when it is the same entry (same data version and time). */
export async function cachedResult(
  db: ServiceContext['db'],
  key: string,
): Promise<{ version: number; cached?: { computedAt: string; dataVersion: number; result?: CachedResult } }> {
  const parsed = parsedResultsOf(db);
  const kept = parsed.get(key);
  const watch = watchOf(db);
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
    keepParsed(parsed, key, { dataVersion: cached.dataVersion, computedAt: cached.computedAt, result });
    return { version: found.version, cached: { ...cached, result } };
  }
  // Another process recomputed it since: read the stored result after all.
  parsed.delete(key);
  return cachedResult(db, key);
}

/** Keeps a result just computed and stored, so its first repeat is answered from memory too. */
export function keepResult(db: object, key: string, entry: ParsedResult): void {
  keepParsed(parsedResultsOf(db), key, entry);
}
