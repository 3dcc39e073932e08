// Report types computed outside the Financial cache table (the advanced searches, the people
// reports): each run answered from a recent-results cache while the data version stands.
import type { EngineFilterType, ReportFilter, ReportType } from '@atrium/contracts';
import type { ServiceContext } from '../../platform/service-context.ts';
import type { ReportCaches } from './report-caches.ts';
import { keepRun } from './report-runs.service.ts';
import { type SearchSelection, selectAssignments, selectCompanies } from './report-search.ts';
import * as repo from './reports.repo.ts';
import { engineQuery, normaliseFilter, type ReportContext, type RunFilter } from './reports.service.ts';

export type SearchReportType = 'Assignment' | 'Company';

export interface SearchRun<T extends string> {
  Id: number;
  runId: string;
  lastCached: string;
  fromCache: boolean;
  filter: Omit<RunFilter, 'type'> & { type: T };
  /**
   * The selection and the data version it was computed on, with the orders of its rows worked out
   * so far (by sort): a cached run hands back the same selection, so the next page reads them.
   */
  selection: SearchSelection & { dataVersion: number; orders: Map<string, Promise<Int32Array>> };
}

/** A report run whose result is any computed value (a selection, the people reports' rows). */
export interface CachedRun<T extends string, R> {
  Id: number;
  runId: string;
  lastCached: string;
  fromCache: boolean;
  filter: Omit<RunFilter, 'type'> & { type: T };
  result: R;
}

const SEARCH_CACHE_SIZE = 50;

/**
 * spec 2 §4 for report types computed outside the Financial cache table: saveReport keeps the
 * filter for a share link; the result is answered from the recent-results cache while the data
 * version stands, unless refresh asks for a new computation.
 */
export async function runCachedReport<T extends string, R>(
  ctx: ServiceContext & Pick<ReportCaches, 'keptRuns' | 'recentResults'> & { today: () => string },
  input: {
    reportType: ReportType;
    Id: number;
    filter: Omit<ReportFilter, 'type'> & { type: T & EngineFilterType };
    flags: { saveReport: boolean; refresh: boolean };
    compute: (
      filter: Omit<RunFilter, 'type'> & { type: T & EngineFilterType },
      version: number,
    ) => Promise<{ version: number; result: R }>;
  },
): Promise<CachedRun<T, R>> {
  const { db, user } = ctx;
  const filter = normaliseFilter(input.filter, { today: ctx.today(), compare: false });
  const Id = input.flags.saveReport
    ? await repo.insertSavedReport(db, {
        userId: user.ID,
        reportType: input.reportType,
        filter: input.filter,
      })
    : input.Id;
  const runId = await keepRun(ctx, { reportType: input.reportType, filter, keys: input.filter.keys });
  const key = JSON.stringify([
    input.reportType,
    user.Currency.toUpperCase(),
    filter.type,
    filter.date.startDate,
    filter.date.endDate,
    filter.keys.map((k) => [k.key, k.value]),
  ]);
  const version = await repo.readDataVersion(db);
  const cache = ctx.recentResults;
  const cached = cache.get(key);
  if (!input.flags.refresh && cached && cached.version === version) {
    return { Id, runId, lastCached: cached.computedAt, fromCache: true, filter, result: cached.result as R };
  }
  const computed = await input.compute(filter, version);
  const computedAt = new Date().toISOString();
  cache.delete(key);
  cache.set(key, { version: computed.version, computedAt, result: computed.result });
  if (cache.size > SEARCH_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return { Id, runId, lastCached: computedAt, fromCache: false, filter, result: computed.result };
}

/** The rows an Assignment or Company report selects and their totals, computed on the store. */
export async function runSearchReport<T extends string>(
  ctx: ReportContext,
  input: {
    reportType: SearchReportType;
    Id: number;
    filter: Omit<ReportFilter, 'type'> & { type: T & EngineFilterType };
    flags: { saveReport: boolean; refresh: boolean };
  },
): Promise<SearchRun<T>> {
  const { result: selection, ...run } = await runCachedReport<T, SearchRun<T>['selection']>(ctx, {
    ...input,
    compute: async (filter, version) => {
      const { store, version: storeVersion } = await ctx.stores.get(version);
      const query = engineQuery(filter, ctx.user.Currency);
      const selected =
        input.reportType === 'Assignment' ? selectAssignments(store, query) : selectCompanies(store, query);
      return { version: storeVersion, result: { ...selected, dataVersion: storeVersion, orders: new Map() } };
    },
  });
  return { ...run, selection };
}
