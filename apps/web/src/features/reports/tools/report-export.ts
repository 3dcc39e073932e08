// Exporting a report to Excel or PDF (spec 2 §7): one call by the run's Id. The server builds every sheet
// of every report type from the run — what the report shows first, then its figures and rows — so
// the browser sends no sheets of its own. The export runs within one deadline.
import { downloadBlob } from '../../../ui/download-blob.ts';
import { workbookFileName } from './export-sheets.ts';
import { reportToolsApi } from './report-tools-api.ts';

export const EXPORT_TIMEOUT_MS = 120_000;
export const EXPORT_FAILED = 'Error: Exporting timed out.';

/** Downloads a run's workbook; rejects on failure or after the deadline. */
export function downloadWorkbook(run: { runId: string; type: string }): Promise<void> {
  return downloadServerWorkbook({
    fetch: (signal) => reportToolsApi.xlsx({ runId: run.runId }, signal),
    fileName: workbookFileName(new Date(), run.type),
  });
}

/** Downloads a run's PDF, printed by the server from the run within the export's deadline. */
export function downloadRunPdf(run: { runId: string; type: string }): Promise<void> {
  return downloadServerWorkbook({
    fetch: (signal) => reportToolsApi.pdf({ runId: run.runId }, signal),
    fileName: workbookFileName(new Date(), run.type).replace(/\.xlsx$/, '.pdf'),
  });
}

/** Downloads a workbook the server builds in one call, within the export's deadline. */
export async function downloadServerWorkbook(options: {
  fetch: (signal: AbortSignal) => Promise<Blob>;
  fileName: string;
}): Promise<void> {
  const controller = new AbortController();
  const timer = window.setTimeout(
    () => controller.abort(new DOMException('Exporting timed out.', 'AbortError')),
    EXPORT_TIMEOUT_MS,
  );
  try {
    downloadBlob({ blob: await options.fetch(controller.signal), fileName: options.fileName });
  } finally {
    window.clearTimeout(timer);
  }
}
