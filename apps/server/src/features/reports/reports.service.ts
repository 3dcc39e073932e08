// Running a Financial report: resolve the filter, answer from the result cache when it is still
// for the current data version, otherwise compute it on the columnar store and cache it.
import { createHash } from 'node:crypto';
import {
  BREAKDOWN_TABS,
  type BreakdownRequest,
  type BreakdownRow,
  buildReportSheets,
  type DrillRequestSchema,
  type DrillResponse,
  type EngineFilterType,
  type FinancialPanel,
  type ForecastPoint,
  type MemberDetails,
  type ReportFilter,
  type ReportKey,
  type ReportOrRunRequestSchema,
  type ReportQuerySchema,
  type ReportResponse,
  resolveDateRange,
  shiftRangeBackOneYear,
  type WorkbookContent,
} from '@atrium/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import { requirePermission } from '../../platform/http.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { workSlices } from '../../platform/work-slices.ts';
import { presentMetrics } from './metric-rules.ts';
import { type CachedResult, cachedResult } from './parsed-results.ts';
import type { ReportCaches } from './report-caches.ts';
import { computeReport, computeReportInSlices, searchAndSortBreakdown } from './report-compute.ts';
import { drillRows } from './report-drill.ts';
import { forecastYear } from './report-forecast.ts';
import { countMembers } from './report-members.ts';
import { computeFinancialPanel } from './report-panel.ts';
import { findRun, keepRun, type ReportRun, RUN_NOT_FOUND } from './report-runs.service.ts';
import type { EngineQuery } from './report-selection.ts';
import type { ReportStore } from './report-store.ts';
import { computeTeamingPartners, computeTeamingValues, type PersonTeamingValue } from './report-teaming.ts';
import * as repo from './reports.repo.ts';
import type { RunWorkbook } from './run-workbook.service.ts';

/** What the report services need besides the database and the caller. */
export interface ReportContext extends ServiceContext, ReportCaches {
  /** Today as YYYY-MM-DD (presets end today); injected so tests can fix it. */
  today: () => string;
}

/** A run as the route parsed it: the request body and the query flags. */
export interface RunReportInput {
  request: ReportOrRun;
  flags: z.output<typeof ReportQuerySchema>;
}

/** A drill as the route parsed it; `compare` drills into the period 12 months earlier. */
export type DrillRequestInput = z.output<typeof DrillRequestSchema> & { compare?: boolean };

export type RunFilter = ReportResponse['filter'];

/** spec 2 §7's report {Id, type, filter}, or the same with a run Id in place of the filter. */
export type ReportOrRun = z.output<typeof ReportOrRunRequestSchema>;

/** A Financial run's filter as a request's: the dates it resolved, not its preset again (a run is the same run on a later day). */
function financialFilterOf(run: ReportRun): ReportFilter {
  const { date, keys } = run.filter;
  return {
    type: run.filter.type as ReportFilter['type'],
    date: { selection: 'Custom', startDate: date.startDate, endDate: date.endDate },
    keys,
  };
}

/**
 * The report a request names: its own filter, or the filter of the run it names by Id, read in
 * the run's currency so it answers what the run showed. The caller's permissions are checked
 * again: a run Id is no key to figures the caller could not run.
 */
async function reportOf<C extends ReportContext>(
  ctx: C,
  request: { filter?: ReportFilter; runId?: string },
): Promise<{ ctx: C; filter: ReportFilter; selection?: RunFilter['date']['selection'] }> {
  // the request's own check leaves no request without one of the two
  if (!request.runId) return { ctx, filter: request.filter as ReportFilter };
  requirePermission(ctx.user, 'ViewFinancials');
  const run = await findRun(ctx, { runId: request.runId });
  if (run.reportType !== 'Financial') throw notFound(RUN_NOT_FOUND);
  return {
    ctx: { ...ctx, user: { ...ctx.user, Currency: run.currency } },
    filter: financialFilterOf(run),
    selection: run.filter.date.selection as RunFilter['date']['selection'],
  };
}

/** The filter as it runs: presets resolved to dates, moved back a year for compare, keys in one order. */
export function normaliseFilter<T extends string = ReportFilter['type']>(
  filter: Omit<ReportFilter, 'type'> & { type: T },
  options: { today: string; compare: boolean },
): Omit<RunFilter, 'type'> & { type: T } {
  const resolved = resolveDateRange(filter.date, options.today);
  const range = options.compare ? shiftRangeBackOneYear(resolved) : resolved;
  const unique = new Map<string, RunFilter['keys'][number]>();
  for (const { key, value } of filter.keys) unique.set(`${key}\u0000${value}`, { key, value });
  const keys = [...unique.values()].sort(
    (a, b) =>
      a.key.localeCompare(b.key) || String(a.value).localeCompare(String(b.value), 'en', { numeric: true }),
  );
  return { type: filter.type, date: { selection: filter.date.selection, ...range }, keys };
}

/** The columnar store of the database's current data version (loaded, or rebuilt, when needed). */
async function currentStore(ctx: Pick<ReportContext, 'db' | 'stores'>): Promise<ReportStore> {
  return (await ctx.stores.get(await repo.readDataVersion(ctx.db))).store;
}

/** The cache key: report type, currency, the normalised filter (dates, not presets) and the breakdown page. */
export function reportCacheKey(parts: {
  reportType: string;
  currency: string;
  filter: RunFilter;
  breakdown: BreakdownRequest;
}): string {
  const { filter, breakdown } = parts;
  const canonical = JSON.stringify([
    parts.reportType,
    parts.currency.toUpperCase(),
    filter.type,
    filter.date.startDate,
    filter.date.endDate,
    filter.keys.map((k) => [k.key, k.value]),
    [breakdown.type, breakdown.search.toLowerCase(), breakdown.sort, breakdown.direction, breakdown.page],
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export async function runFinancialReport(
  callerCtx: ReportContext,
  { request, flags }: RunReportInput,
): Promise<ReportResponse> {
  const { ctx, filter: requested, selection } = await reportOf(callerCtx, request);
  const { db, user } = ctx;
  const normalised = normaliseFilter(requested, { today: ctx.today(), compare: flags.compare });
  // Read by its run Id, the report says the period as the run chose it (a preset or Custom).
  const filter = selection ? { ...normalised, date: { ...normalised.date, selection } } : normalised;
  // A compare run belongs to the report's run: its Id is the current period's.
  const runId = await keepRun(ctx, {
    reportType: 'Financial',
    filter: flags.compare ? normaliseFilter(requested, { today: ctx.today(), compare: false }) : filter,
    keys: requested.keys,
  });
  const key = reportCacheKey({
    reportType: request.type,
    currency: user.Currency,
    filter,
    breakdown: request.breakdown,
  });
  const Id = flags.saveReport
    ? await repo.insertSavedReport(db, {
        userId: user.ID,
        reportType: request.type,
        filter: requested,
      })
    : request.Id;

  const { version, cached } = await cachedResult(ctx, key);
  if (!flags.refresh) {
    if (cached?.result && cached.dataVersion === version) {
      const { currency, results } = cached.result;
      return { Id, runId, lastCached: cached.computedAt, fromCache: true, currency, filter, results };
    }
  }

  const { store, version: storeVersion } = await ctx.stores.get(version);
  const { currency, ...results } = computeReport(
    store,
    engineQuery(filter, user.Currency),
    request.breakdown,
  );
  const computedAt = new Date().toISOString();
  const result: CachedResult = { currency, results };
  await repo.saveCachedReport(db, {
    key,
    reportType: request.type,
    currency: user.Currency.toUpperCase(),
    result,
    dataVersion: storeVersion,
    computedAt,
  });
  ctx.parsedResults.keep(key, { dataVersion: storeVersion, computedAt, result });
  return { Id, runId, lastCached: computedAt, fromCache: false, currency, filter, results };
}

export function engineQuery(
  filter: Omit<RunFilter, 'type'> & { type: EngineFilterType },
  currency: string,
): EngineQuery {
  return {
    filterType: filter.type,
    startDate: filter.date.startDate,
    endDate: filter.date.endDate,
    keys: filter.keys,
    currency,
  };
}

/** spec 2 §3 {product}ian details for the report's filter and period. */
export async function getMemberDetails(
  callerCtx: ReportContext,
  input: { filter?: ReportFilter; runId?: string },
): Promise<MemberDetails> {
  const { ctx, filter: requested } = await reportOf(callerCtx, input);
  const filter = normaliseFilter(requested, { today: ctx.today(), compare: false });
  const previous = shiftRangeBackOneYear(filter.date);
  return countMembers(await repo.listStaff(ctx.db), {
    startDate: filter.date.startDate,
    endDate: filter.date.endDate,
    previousEndDate: previous.endDate,
    keys: filter.keys,
  });
}

/** The rows behind one figure of the report (optionally within one breakdown row). */
export async function drillIntoFigure(
  callerCtx: ReportContext,
  input: DrillRequestInput,
): Promise<DrillResponse> {
  const { ctx, filter: requested } = await reportOf(callerCtx, input);
  const filter = normaliseFilter(requested, { today: ctx.today(), compare: input.compare ?? false });
  const store = await currentStore(ctx);
  return drillRows(store, engineQuery(filter, ctx.user.Currency), input);
}

/** spec 2 §2: the forecast offers this year and the two before. */
export async function getForecast(ctx: ReportContext, input: { year: number }): Promise<ForecastPoint[]> {
  const today = ctx.today();
  const currentYear = Number(today.slice(0, 4));
  if (input.year > currentYear || input.year < currentYear - 2) {
    throw new AppError('validation_failed', `The forecast covers ${currentYear - 2} to ${currentYear}.`, 400);
  }
  const store = await currentStore(ctx);
  return forecastYear(store, { year: input.year, today, currency: ctx.user.Currency });
}

export const FIRST_REGION_PAGE: BreakdownRequest = {
  type: 'region',
  search: '',
  sort: 'totalBillings',
  direction: 'desc',
  page: 1,
};

/** Breakdown rows presented between two looks at the slice's time. */
const PRESENTED_PER_PAUSE = 250;

/**
 * spec 2 §7: the whole workbook of a report, from the report itself — both periods' metrics, the
 * headcounts, and every row of every breakdown as the Details card sorts them.
 */
export async function buildReportWorkbook(
  ctx: ReportContext,
  input: { filter: ReportFilter },
): Promise<{ currency: string; content: WorkbookContent }> {
  const today = ctx.today();
  const current = normaliseFilter(input.filter, { today, compare: false });
  const previous = normaliseFilter(input.filter, { today, compare: true });
  const store = await currentStore(ctx);
  // A two-year workbook takes hundreds of milliseconds: each step is its own slice of the event
  // loop, and the rows of a long breakdown are presented a few hundred at a time.
  const pause = workSlices();
  const query = engineQuery(current, ctx.user.Currency);
  const now = await computeReportInSlices(store, query, FIRST_REGION_PAGE, pause);
  const previousQuery = engineQuery(previous, ctx.user.Currency);
  const before = await computeReportInSlices(store, previousQuery, FIRST_REGION_PAGE, pause);
  const members = await getMemberDetails(ctx, { filter: input.filter }).catch(() => null);
  const breakdowns: WorkbookContent['breakdowns'][number][] = [];
  for (const tab of BREAKDOWN_TABS) {
    await pause();
    const unsorted = await now.breakdownRows(tab.type);
    await pause();
    const sorted = searchAndSortBreakdown(unsorted, FIRST_REGION_PAGE);
    const rows: BreakdownRow[] = [];
    for (const row of sorted) {
      rows.push(presentMetrics(row));
      if (rows.length % PRESENTED_PER_PAUSE === 0) await pause();
    }
    breakdowns.push({ title: tab.label, rows });
  }
  return {
    currency: now.currency,
    content: {
      periods: [
        { label: 'Current Period', range: current.date, metrics: now.metrics },
        { label: 'Previous Period', range: previous.date, metrics: before.metrics },
      ],
      members,
      breakdowns,
    },
  };
}

/**
 * A Financial run's sheets (spec 2 §7): Metrics, Metrics Extended, the member details and every
 * breakdown, compared with 12 months earlier. The figures are money (docs/permissions.md).
 */
export async function financialRunWorkbook(
  ctx: ReportContext,
  input: { run: ReportRun },
): Promise<RunWorkbook> {
  requirePermission(ctx.user, 'ViewFinancials');
  const { currency, content } = await buildReportWorkbook(ctx, { filter: financialFilterOf(input.run) });
  return { sheets: buildReportSheets(content), compare: content.periods[1].range, currency };
}

/** A financial panel (spec 3 §2.5) for report keys: a company family, or one partner. */
export async function getFinancialPanel(
  ctx: ReportContext,
  input: { keys: Pick<ReportKey, 'key' | 'value'>[] },
): Promise<Omit<FinancialPanel, 'show' | 'companyIds'>> {
  const store = await currentStore(ctx);
  return computeFinancialPanel(store, { keys: input.keys, today: ctx.today(), currency: ctx.user.Currency });
}

/**
 * Everyone's teaming value on the assignments `keys` select, over all time, highest first: the
 * colleague finder's ranking, computed as the Financial report computes Teaming Value.
 */
export async function getTeamingValuesByPerson(
  ctx: Pick<ReportContext, 'db' | 'stores'>,
  input: { keys: Pick<ReportKey, 'key' | 'value'>[]; currency: string },
): Promise<PersonTeamingValue[]> {
  const store = await currentStore(ctx);
  return computeTeamingValues(store, input);
}

/** The people who share teaming invoices with one person: a profile's top colleagues, before ranking. */
export async function getTeamingPartners(
  ctx: Pick<ReportContext, 'db' | 'stores'>,
  input: { userId: number; currency: string },
): Promise<PersonTeamingValue[]> {
  const store = await currentStore(ctx);
  return computeTeamingPartners(store, input);
}

/** A partner's panel: their own takes and shares, as the dashboard filtered to them counts them. */
export async function getPartnerFinancialPanel(
  ctx: ReportContext,
  input: { id: number },
): Promise<FinancialPanel> {
  const store = await currentStore(ctx);
  if (store.users.index.get(input.id) < 0) throw notFound('No such partner.');
  const panel = computeFinancialPanel(store, {
    keys: [{ key: 'partner', value: input.id }],
    today: ctx.today(),
    currency: ctx.user.Currency,
  });
  return { show: null, companyIds: [], ...panel };
}
