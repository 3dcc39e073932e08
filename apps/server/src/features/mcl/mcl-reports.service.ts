// The company financial panel and the Assignment and Company report types (the advanced
// searches). The report engine selects and adds up (reports feature, docs/metrics.md); the rows
// of the results tables are the listings' own, restricted to the engine's selection.
import type {
  AssignmentReportRequestSchema,
  AssignmentReportResponse,
  CompanyReportRequestSchema,
  CompanyReportResponse,
  FinancialPanel,
  PanelShow,
  ReportQuerySchema,
} from '@atrium/contracts';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import { getFinancialPanel, runSearchReport, type SearchRun } from '../reports/reports.service.ts';
import * as repo from './mcl.repo.ts';
import {
  getHierarchy,
  listingPage,
  type MclContext,
  toAssignmentRow,
  toCompanyRow,
  toListingFilter,
} from './mcl.service.ts';

/** The companies 'Show for' covers: the company, it and everything under it, or its whole family. */
async function companiesShown(ctx: MclContext, input: { id: number; show: PanelShow }): Promise<number[]> {
  if (!(await repo.companyExists(ctx.db, input.id))) throw notFound('This company does not exist.');
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
type ResultsRequest = Pick<
  z.output<typeof AssignmentReportRequestSchema>['results'],
  'search' | 'direction' | 'offset' | 'limit'
>;

/** The listing query restricted to what the engine selected, firm-wide, paged as the table asks. */
async function selectedListing(ctx: MclContext, run: SearchRun<string>, results: ResultsRequest) {
  const viewer = await repo.findViewer(ctx.db, ctx.user.ID, ctx.user.Currency);
  return {
    viewer,
    scope: 'all' as const,
    search: results.search,
    direction: results.direction,
    offset: results.offset,
    limit: results.limit,
    filter: toListingFilter([]),
    onlyIds: run.selection.ids,
  };
}

/** What both report types answer besides their page of rows. */
const runSummary = <T extends string>(run: SearchRun<T>) => ({
  Id: run.Id,
  lastCached: run.lastCached,
  fromCache: run.fromCache,
  currency: run.selection.currency,
  filter: run.filter,
  totals: { count: run.selection.ids.length, metrics: run.selection.metrics },
});

export async function runAssignmentReport(
  ctx: MclContext,
  input: { request: z.output<typeof AssignmentReportRequestSchema>; flags: Flags },
): Promise<AssignmentReportResponse> {
  const { request } = input;
  const run = await runSearchReport(ctx, {
    reportType: 'Assignment',
    Id: request.Id,
    filter: request.filter,
    flags: input.flags,
  });
  const { results } = request;
  const query = { ...(await selectedListing(ctx, run, results)), sort: results.sort };
  const { records, total } = await listingPage((q) => repo.listAssignments(ctx.db, q), query);
  return {
    ...runSummary(run),
    page: {
      items: records.map(toAssignmentRow),
      total,
      offset: results.offset,
      limit: results.limit,
      currency: query.viewer.currency,
    },
  };
}

export async function runCompanyReport(
  ctx: MclContext,
  input: { request: z.output<typeof CompanyReportRequestSchema>; flags: Flags },
): Promise<CompanyReportResponse> {
  const { request } = input;
  const run = await runSearchReport(ctx, {
    reportType: 'Company',
    Id: request.Id,
    filter: request.filter,
    flags: input.flags,
  });
  const { results } = request;
  const query = { ...(await selectedListing(ctx, run, results)), sort: results.sort };
  const { records, total } = await listingPage((q) => repo.listCompanies(ctx.db, q), query);
  return {
    ...runSummary(run),
    page: { items: records.map(toCompanyRow), total, offset: results.offset, limit: results.limit },
  };
}
