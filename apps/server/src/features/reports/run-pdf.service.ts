// spec 2 §7: a report run's PDF, by its run Id, in one request: the sheets its Excel holds (the
// filters first), as the caller may see them, printed by the portal's Chromium. A report too long to
// read on paper is refused with the way to its Excel.
import { runPdfTooLongMessage } from '@atrium/contracts';
import { AppError } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { workbookFileName } from './report-xlsx.ts';
import { composeRunPdfHtml } from './run-pdf-html.ts';
import { type RunWorkbooks, runSheets } from './run-workbook.service.ts';

export type RenderPdf = (input: { html: string; landscape: boolean }) => Promise<Buffer>;

export async function exportRunPdf(
  ctx: ServiceContext & { workbooks: RunWorkbooks; renderPdf: RenderPdf; maxRows: number },
  input: { runId: string },
): Promise<{ fileName: string; pdf: Buffer }> {
  const { run, sheets, currency } = await runSheets(ctx, input);
  const rows = sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  if (rows > ctx.maxRows)
    throw new AppError('validation_failed', runPdfTooLongMessage(rows, ctx.maxRows), 413);
  const fileName = workbookFileName(run.reportType, new Date()).replace(/\.xlsx$/, '.pdf');
  const html = composeRunPdfHtml({
    title: `${run.reportType} report`,
    sheets,
    currency,
    locale: ctx.user.Locale,
  });
  return { fileName, pdf: await ctx.renderPdf({ html, landscape: true }) };
}
