// The company financial panel and the Assignment and Company report types (the advanced
// searches). The report engine selects and adds up (reports feature, docs/metrics.md); the rows
// of the results tables are the listings' own, restricted to the engine's selection.
import type {
  AssignmentReportOrRunRequestSchema,
  AssignmentReportResponse,
  CompanyReportOrRunRequestSchema,
  CompanyReportResponse,
  FinancialPanel,
  PanelShow,
  ReportQuerySchema,
} from '@atrium/contracts';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { runSearchReport, type SearchRun } from '../reports/cached-reports.service.ts';
import { filterOfRequest } from '../reports/report-runs.service.ts';
import { getFinancialPanel } from '../reports/reports.service.ts';
import * as orderRepo from './assignment-order.repo.ts';
import { orderSelectedAssignments, rememberedOrder } from './assignment-order.ts';
import * as familyRepo from './company-family.repo.ts';
import { getHierarchy } from './company-family.service.ts';
import * as companyRepo from './company-listing.repo.ts';
import * as repo from './mcl.repo.ts';
import { type MclContext, toAssignmentRow, toCompanyRow } from './mcl.service.ts';

/** The companies 'Show for' covers: the company, it and everything under it, or its whole family. */
async function companiesShown(ctx: MclContext, input: { id: number; show: PanelShow }): Promise<number[]> {
  if (!(await familyRepo.companyExists(ctx.db, input.id))) throw notFound('This company does not exist.');
  if (input.show === 'company') return [input.id];
  const family = await getHierarchy(ctx, {
    id: input.id,
    include: input.show === 'family' ? 'all' : 'subsidiaries',
  });
  return family.companyIds;
}

export async function getCompanyFinancials(
  ctx: MclContext,
  input: { id: number; show: PanelShow },
): Promise<FinancialPanel> {
  const companyIds = await companiesShown(ctx, input);
  const panel = await getFinancialPanel(ctx, {
    keys: companyIds.map((value) => ({ key: 'company' as const, value })),
  });
  return { show: input.show, companyIds, ...panel };
}

type Flags = z.output<typeof ReportQuerySchema>;
/** What both report types answer besides their page of rows. */
const runSummary = <T extends string>(run: SearchRun<T>) => ({
  Id: run.Id,
  runId: run.runId,
  lastCached: run.lastCached,
  fromCache: run.fromCache,
  currency: run.selection.currency,
  filter: run.filter,
  totals: { count: run.selection.ids.length, metrics: run.selection.metrics },
});

export async function runAssignmentReport(
  callerCtx: MclContext,
  input: { request: z.output<typeof AssignmentReportOrRunRequestSchema>; flags: Flags },
): Promise<AssignmentReportResponse> {
  const { request } = input;
  const { ctx, filter } = await filterOfRequest(callerCtx, { reportType: 'Assignment', request });
  const run = await runSearchReport(ctx, {
    reportType: 'Assignment',
    Id: request.Id,
    filter,
    flags: input.flags,
  });
  const { results } = request;
  const { ids, billings = new Float64Array(0) } = run.selection;
  // the viewer matters to the role column only
  const orderKey = JSON.stringify([results.sort, results.direction, results.search, ctx.user.ID]);
  const ordered = await rememberedOrder(run.selection, orderKey, async () =>
    orderSelectedAssignments(ctx, {
      version: run.selection.dataVersion,
      ids,
      billings,
      only: results.search
        ? await orderRepo.filterAssignmentsByText(ctx.db, { ids, search: results.search })
        : undefined,
      sort: results.sort,
      direction: results.direction,
      viewerId: ctx.user.ID,
    }),
  );
  const page = ordered.subarray(results.offset, results.offset + results.limit);
  const pageIds = Array.from(page, (i) => ids[i]);
  const records = await repo.listAssignmentRows(ctx.db, { ids: pageIds, viewerId: ctx.user.ID });
  const byId = new Map(records.map((record) => [record.Id, record]));
  const items = Array.from(page).flatMap((i) => {
    const record = byId.get(ids[i]);
    return record
      ? [toAssignmentRow({ ...record, totalBillings: billings[i] ?? 0, total: ordered.length })]
      : [];
  });
  return {
    ...runSummary(run),
    page: {
      items,
      total: ordered.length,
      offset: results.offset,
      limit: results.limit,
      currency: run.selection.currency,
    },
  };
}

export async function runCompanyReport(
  callerCtx: MclContext,
  input: { request: z.output<typeof CompanyReportOrRunRequestSchema>; flags: Flags },
): Promise<CompanyReportResponse> {
  const { request } = input;
  const { ctx, filter } = await filterOfRequest(callerCtx, { reportType: 'Company', request });
  const run = await runSearchReport(ctx, {
    reportType: 'Company',
    Id: request.Id,
    filter,
    flags: input.flags,
  });
  const { results } = request;
  const orderKey = JSON.stringify(['company', results.sort, results.direction, results.search]);
  const ordered = await rememberedOrder(run.selection, orderKey, () =>
    companyRepo.orderSelectedCompanies(ctx.db, {
      ids: run.selection.ids,
      sort: results.sort,
      direction: results.direction,
      search: results.search,
    }),
  );
  const pageIds = ordered.subarray(results.offset, results.offset + results.limit);
  const byId = new Map(
    (await companyRepo.listCompanyRows(ctx.db, Array.from(pageIds))).map((r) => [r.Id, r]),
  );
  const records = Array.from(pageIds).flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
  const total = ordered.length;
  return {
    ...runSummary(run),
    page: { items: records.map(toCompanyRow), total, offset: results.offset, limit: results.limit },
  };
}
