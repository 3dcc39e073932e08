// "My reports": saved reports under a name, listed, renamed, shared, deleted and re-run. A run is
// always computed as its reader — their permissions and currency — never as its author.
import {
  AnyReportFilterSchema,
  buildReportSheets,
  changeArrow,
  filtersSheet,
  type KpiBoxes,
  type KpiFigure,
  type Metrics,
  metricChange,
  type ReportFilter,
  type ReportType,
  SAVED_REPORT_KPIS,
  type SavedReportCreate,
  type SavedReportPage,
  type SavedReportRun,
  type SavedReportSummary,
  type SavedReportUpdate,
} from '@atrium/contracts';
import { AppError, notFound } from '../../platform/errors.ts';
import { computeReport } from './report-compute.ts';
import { streamWorkbook, workbookFileName } from './report-xlsx.ts';
import * as reportsRepo from './reports.repo.ts';
import {
  buildReportWorkbook,
  engineQuery,
  FIRST_REGION_PAGE,
  normaliseFilter,
  type ReportContext,
} from './reports.service.ts';
import * as repo from './saved-reports.repo.ts';

type DateRange = { startDate: string; endDate: string };

/** Report types whose runs have KPI boxes: the ones computed on the Financial engine. */
const ENGINE_REPORT_TYPES: readonly ReportType[] = ['Financial', 'Assignment', 'Company'];

const toSummary = (row: repo.NamedReportRow, readerId: number): SavedReportSummary => ({
  Id: row.id,
  name: row.name,
  type: row.reportType as ReportType,
  filter: AnyReportFilterSchema.parse(row.filter),
  owner: { ID: row.ownerId, FullName: row.ownerName },
  isMine: row.ownerId === readerId,
  sharedWith: row.sharedWith,
  createdAt: row.createdAt,
  lastRunAt: row.lastRunAt,
});

async function checkColleagues(ctx: ReportContext, userIds: number[]): Promise<number[]> {
  const unique = [...new Set(userIds)].filter((id) => id !== ctx.user.ID);
  if ((await repo.countUsers(ctx.db, unique)) !== unique.length) {
    throw new AppError(
      'validation_failed',
      'Share with colleagues of the portal only: an id is unknown.',
      400,
    );
  }
  return unique;
}

/** A saved report the caller may read (their own or shared with them). */
export async function findReadableReport(
  ctx: Pick<ReportContext, 'db' | 'user'>,
  { reportId }: { reportId: number },
): Promise<SavedReportSummary> {
  const row = await repo.findReadableReport(ctx.db, { id: reportId, userId: ctx.user.ID });
  if (!row) throw notFound('No saved report of yours or shared with you has this id.');
  return toSummary(row, ctx.user.ID);
}

async function findOwnReport(ctx: ReportContext, reportId: number): Promise<repo.NamedReportRow> {
  const row = await repo.findReadableReport(ctx.db, { id: reportId, userId: ctx.user.ID });
  if (!row || row.ownerId !== ctx.user.ID) throw notFound('No saved report of yours has this id.');
  return row;
}

export async function createSavedReport(
  ctx: ReportContext,
  input: SavedReportCreate & { filter: unknown },
): Promise<SavedReportSummary> {
  const sharedWith = await checkColleagues(ctx, input.sharedWith ?? []);
  const id = await repo.insertNamedReport(ctx.db, {
    userId: ctx.user.ID,
    name: input.name,
    reportType: input.type ?? 'Financial',
    filter: input.filter,
  });
  await repo.replaceShares(ctx.db, id, sharedWith);
  return findReadableReport(ctx, { reportId: id });
}

export async function listSavedReports(
  ctx: ReportContext,
  { page, perPage }: { page: number; perPage: number },
): Promise<SavedReportPage> {
  const { rows, total } = await repo.listReadableReports(ctx.db, {
    userId: ctx.user.ID,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { items: rows.map((row) => toSummary(row, ctx.user.ID)), total, page, perPage };
}

export async function updateSavedReport(
  ctx: ReportContext,
  { reportId, update }: { reportId: number; update: SavedReportUpdate },
): Promise<SavedReportSummary> {
  await findOwnReport(ctx, reportId);
  if (update.name !== undefined) await repo.renameReport(ctx.db, { id: reportId, name: update.name.trim() });
  if (update.sharedWith !== undefined) {
    await repo.replaceShares(ctx.db, reportId, await checkColleagues(ctx, update.sharedWith));
  }
  return findReadableReport(ctx, { reportId });
}

export async function deleteSavedReport(ctx: ReportContext, { reportId }: { reportId: number }) {
  await findOwnReport(ctx, reportId);
  await repo.deleteReport(ctx.db, reportId);
  return { ok: true as const };
}

function figure(kpi: (typeof SAVED_REPORT_KPIS)[number], now: Metrics, before: Metrics): KpiFigure {
  const value = now[kpi.key];
  const previous = before[kpi.key];
  // Two equal figures read "–", not "↓ 0%".
  const change = value === previous ? null : metricChange(value, previous);
  return { label: kpi.label, kind: kpi.kind, value, previous, change, arrow: changeArrow(change ?? 0) };
}

/**
 * The KPI boxes of a report filter as `ctx.user` may see them: null for a reader without
 * ViewFinancials (the engine's reports are financial as a whole, docs/permissions.md) and for
 * the people reports, which have none.
 */
export async function computeKpiBoxes(
  ctx: ReportContext,
  { type, filter }: { type: ReportType; filter: ReportFilter | SavedReportSummary['filter'] },
): Promise<{ period: DateRange; comparePeriod: DateRange; kpis: KpiBoxes | null }> {
  const today = ctx.today();
  const current = normaliseFilter(filter as ReportFilter, { today, compare: false });
  const previous = normaliseFilter(filter as ReportFilter, { today, compare: true });
  const period = { startDate: current.date.startDate, endDate: current.date.endDate };
  const comparePeriod = { startDate: previous.date.startDate, endDate: previous.date.endDate };
  if (!ENGINE_REPORT_TYPES.includes(type) || !ctx.user.Permissions.ViewFinancials) {
    return { period, comparePeriod, kpis: null };
  }
  const { store } = await ctx.stores.get(await reportsRepo.readDataVersion(ctx.db));
  const now = computeReport(store, engineQuery(current, ctx.user.Currency), FIRST_REGION_PAGE).metrics;
  const before = computeReport(store, engineQuery(previous, ctx.user.Currency), FIRST_REGION_PAGE).metrics;
  const kpis = Object.fromEntries(SAVED_REPORT_KPIS.map((kpi) => [kpi.key, figure(kpi, now, before)]));
  return { period, comparePeriod, kpis: kpis as KpiBoxes };
}

/** Re-runs a saved report as the caller; the report remembers when it last ran. */
export async function runSavedReport(
  ctx: ReportContext,
  { reportId }: { reportId: number },
): Promise<SavedReportRun> {
  const report = await findReadableReport(ctx, { reportId });
  const boxes = await computeKpiBoxes(ctx, report);
  const ranAt = await repo.markReportRun(ctx.db, reportId);
  return {
    report: { ...report, lastRunAt: ranAt },
    ...boxes,
    currency: ctx.user.Currency.toUpperCase(),
    ranAt,
  };
}

/**
 * The Excel workbook of a saved Financial report as `ctx.user` may take it out of the portal
 * (ViewFinancials and ExportReports); null for other report types and for readers without both.
 */
export async function savedReportWorkbook(
  ctx: ReportContext,
  report: Pick<SavedReportSummary, 'type' | 'filter'>,
): Promise<{ fileName: string; content: Buffer } | null> {
  const { Permissions } = ctx.user;
  if (report.type !== 'Financial' || !Permissions.ViewFinancials || !Permissions.ExportReports) return null;
  const filter = report.filter as ReportFilter;
  const { currency, content } = await buildReportWorkbook(ctx, { filter });
  const [current, previous] = content.periods;
  // Like every workbook, it first says what it shows.
  const first = filtersSheet({
    reportType: 'Financial',
    filter: {
      type: filter.type,
      date: { selection: filter.date.selection, ...current.range },
      keys: filter.keys,
    },
    compare: previous.range,
    currency,
  });
  const stream = await streamWorkbook(ctx, { sheets: [first, ...buildReportSheets(content)], currency });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { fileName: workbookFileName('Financial', new Date()), content: Buffer.concat(chunks) };
}
