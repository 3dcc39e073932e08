// spec 2 §7: a report run's Excel, by its run Id, in one request. Each report type's feature
// builds its own sheets from the run, as the caller may see them (their permissions are checked
// again: a run Id is no key to figures the caller could not run); the first sheet says what the
// report shows.
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { filtersSheet, type ReportType, type XlsxSheet } from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import type { AuthUser } from '../../platform/session.ts';
import { findRun, type ReportRun, RUN_NOT_FOUND } from './report-runs.service.ts';
import { streamWorkbook, type WorkbookWriters, workbookFileName } from './report-xlsx.ts';

/** A report type's sheets of one run, and what its first sheet says besides the filter. */
export interface RunWorkbook {
  sheets: XlsxSheet[];
  /** The period compared with, or null when the report shows one period. */
  compare: { startDate: string; endDate: string } | null;
  /** The currency money columns are in (the run's, or USD when it has no rates). */
  currency: string;
}

export type RunWorkbookBuilder = (input: { user: AuthUser; run: ReportRun }) => Promise<RunWorkbook>;

/** The builders by report type: created by the composition root, filled by each report type's feature. */
export type RunWorkbooks = Map<ReportType, RunWorkbookBuilder>;

/** The run's sheets as the caller may see them, the filters sheet first, in the run's own currency. */
export async function runSheets(
  ctx: ServiceContext & { workbooks: RunWorkbooks },
  input: { runId: string },
): Promise<{ run: ReportRun; sheets: XlsxSheet[]; currency: string }> {
  const run = await findRun(ctx, input);
  const build = ctx.workbooks.get(run.reportType);
  if (!build) throw notFound(RUN_NOT_FOUND);
  // The run's own currency, so the workbook shows what the run showed.
  const user = { ...ctx.user, Currency: run.currency };
  const { sheets, compare, currency } = await build({ user, run });
  const first = filtersSheet({ reportType: run.reportType, filter: run.filter, compare, currency });
  return { run, sheets: [first, ...sheets], currency };
}

export async function exportRunWorkbook(
  ctx: ServiceContext & { workbooks: RunWorkbooks; writers: WorkbookWriters },
  input: { runId: string },
): Promise<{ fileName: string; stream: Readable }> {
  const { run, sheets, currency } = await runSheets(ctx, input);
  // Handing the sheets to the writer copies them: a slice of its own.
  await nextTurn();
  return {
    fileName: workbookFileName(run.reportType, new Date()),
    stream: await streamWorkbook(ctx, { sheets, currency }),
  };
}
