// Exporting the report to Excel (spec 2 §7): one call — the server builds the whole workbook
// (Metrics, Metrics Extended, the member details, one sheet per breakdown) from the report itself.
import type { ReportFilter } from '@atrium/contracts';
import { downloadBlob } from '../../../ui/download-blob.ts';
import { workbookFileName } from './export-sheets.ts';
import { reportToolsApi } from './report-tools-api.ts';

export const EXPORT_TIMEOUT_MS = 120_000;
export const EXPORT_FAILED = 'Error: Exporting timed out.';

/** Downloads the report's workbook; rejects on failure or after the deadline. */
export async function exportReport(options: { filter: ReportFilter }): Promise<void> {
  const controller = new AbortController();
  const timer = window.setTimeout(
    () => controller.abort(new DOMException('Exporting timed out.', 'AbortError')),
    EXPORT_TIMEOUT_MS,
  );
  try {
    const blob = await reportToolsApi.xlsx(
      { type: 'Financial', report: { filter: options.filter } },
      controller.signal,
    );
    downloadBlob({ blob, fileName: workbookFileName(new Date()) });
  } finally {
    window.clearTimeout(timer);
  }
}
