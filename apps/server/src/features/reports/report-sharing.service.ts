// Share stubs and the facades (the dashboard's and the advanced searches' saved layouts). A stub is
// an opaque random handle for a saved report; it resolves only for signed-in users. A facade is
// saved only when complete for its report type (spec 2 §4).
import {
  AnyReportFilterSchema,
  checkFacade,
  type Facade,
  type FacadeReportType,
  type FacadeSaveSchema,
  type ReportKeyName,
  type ReportType,
} from '@atrium/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { newToken } from '../../platform/tokens.ts';
import * as repo from './reports.repo.ts';

/** 24 random bytes: 32 URL-safe characters, not guessable. */
const newStub = () => newToken(24);

/** The keys the breakdown's drill-down sets (region → license → location). */
const BREAKDOWN_FILTER_KEYS: readonly ReportKeyName[] = ['region', 'license', 'location'];

/** The stub of one of your saved reports (a site admin may share anyone's), made on first use. */
export async function getReportStub(
  { db, user }: ServiceContext,
  { reportId }: { reportId: number },
): Promise<string> {
  const saved = await repo.findSavedReport(db, reportId);
  if (!saved || (saved.userId !== user.ID && !user.SiteAdmin)) throw notFound('No such report.');
  const existing = await repo.findStubOfReport(db, reportId);
  if (existing) return existing;
  const stub = newStub();
  await repo.insertStub(db, { stub, reportId, createdBy: user.ID });
  return stub;
}

const toSavedReport = (saved: repo.SavedReportRow) => ({
  Id: saved.id,
  type: saved.reportType as ReportType,
  filter: AnyReportFilterSchema.parse(saved.filter),
});

export async function resolveReportStub({ db }: ServiceContext, { stub }: { stub: string }) {
  const saved = await repo.findSavedReportByStub(db, stub);
  if (!saved) throw notFound('This report link does not exist.');
  return toSavedReport(saved);
}

/** A saved report by its Id: only its owner (or a site admin) may open it without a stub. */
export async function getSavedReport({ db, user }: ServiceContext, { reportId }: { reportId: number }) {
  const saved = await repo.findSavedReport(db, reportId);
  if (!saved || (saved.userId !== user.ID && !user.SiteAdmin)) throw notFound('No such report.');
  return toSavedReport(saved);
}

/** Your saved layout of a report type: the dashboard's, or an advanced search's. */
export async function getFacade(
  { db, user }: ServiceContext,
  { reportType }: { reportType: FacadeReportType },
): Promise<Facade | null> {
  const facade = await repo.findFacade(db, user.ID, reportType);
  return (facade as Facade | undefined) ?? null;
}

export async function saveFacade(
  { db, user }: ServiceContext,
  { report, facade }: z.output<typeof FacadeSaveSchema>,
): Promise<{ ok: true }> {
  const problems = checkFacade(facade, report.type);
  if (problems.length > 0) {
    const detail = problems.map((p) => `${p.section}: ${p.message}`).join('; ');
    throw new AppError('validation_failed', `The layout is incomplete (${detail}).`, 400);
  }
  // The searches have no drill levels: their region, license and location keys are the filter's own.
  if (report.type === 'Financial' && report.filter.keys.some((k) => BREAKDOWN_FILTER_KEYS.includes(k.key))) {
    throw new AppError('conflict', 'The layout is not saved while a breakdown filter is active.', 409);
  }
  await repo.saveFacade(db, { userId: user.ID, reportType: report.type, facade });
  return { ok: true };
}
