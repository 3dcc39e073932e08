// Other features tell reports that the data changed through here, never through reports' tables.
import type { Executor } from '../../platform/database.ts';
import { bumpDataVersion, clearReportCache } from './report-data.repo.ts';
import { readDataVersion } from './reports.repo.ts';

/**
 * Call inside the transaction that changed the data (spec: imports invalidate report caches).
 * Answers the new data version.
 */
export async function invalidateReportData(tx: Executor): Promise<number> {
  const dataVersion = await bumpDataVersion(tx);
  await clearReportCache(tx);
  return dataVersion;
}

/** The version every change to report data bumps: caches built on that data compare it. */
export async function currentDataVersion(db: Executor): Promise<number> {
  return readDataVersion(db);
}
