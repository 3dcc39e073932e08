// What the report engine keeps in memory. buildApp (app.ts) makes one of each per app, so a reader
// finds them beside the app's other caches and two apps of one process never share them; the
// report services of every feature find them in their context.
import type { ParsedResults } from './parsed-results.ts';
import type { KeptRuns } from './report-runs.service.ts';
import type { ReportStoreLoader } from './report-store-loader.ts';
import type { WorkbookWriters } from './report-xlsx.ts';

/**
 * Recent results of the report types computed outside the Financial cache table: they hold id lists
 * and rows, so they stay in process.
 */
export type RecentResults = Map<string, { version: number; computedAt: string; result: unknown }>;

export interface ReportCaches {
  /** The columnar store, loaded once and rebuilt when the data version moves on. */
  stores: ReportStoreLoader;
  /** Financial results kept parsed beside the cache table, and what the app knows of the data version. */
  parsedResults: ParsedResults;
  /** Run Ids already kept in the runs table. */
  keptRuns: KeptRuns;
  /** Recent results of the report types computed outside the cache table. */
  recentResults: RecentResults;
  /** The threads that write Excel workbooks, kept warm between exports. */
  writers: WorkbookWriters;
}
