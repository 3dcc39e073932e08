// Exporting a report to Excel (spec 2 §7). The dashboard's is one call — the server builds the whole
// workbook (Metrics, Metrics Extended, the member details, one sheet per breakdown) from the report
// itself; the other report screens send their totals and every result row as sheets. Either way the
// whole export runs within one deadline.
import type { ReportFilter, XlsxRequest } from '@atrium/contracts';
import { downloadBlob } from '../../../ui/download-blob.ts';
import { workbookFileName } from './export-sheets.ts';
import { reportToolsApi } from './report-tools-api.ts';

export const EXPORT_TIMEOUT_MS = 120_000;
export const EXPORT_FAILED = 'Error: Exporting timed out.';
/** A result table's export holds at most this many rows. */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * Builds the workbook's request (fetching what it needs with the signal) and downloads the file;
 * rejects on failure or after the deadline.
 */
export async function downloadWorkbook(build: (signal: AbortSignal) => Promise<XlsxRequest>): Promise<void> {
  const controller = new AbortController();
  const timer = window.setTimeout(
    () => controller.abort(new DOMException('Exporting timed out.', 'AbortError')),
    EXPORT_TIMEOUT_MS,
  );
  try {
    const body = await build(controller.signal);
    const blob = await reportToolsApi.xlsx(body, controller.signal);
    downloadBlob({ blob, fileName: workbookFileName(new Date(), body.type) });
  } finally {
    window.clearTimeout(timer);
  }
}

/** Every row of a run's results (up to EXPORT_MAX_ROWS), a few pages at a time. */
export async function fetchEveryRow<Row>(options: {
  count: number;
  fetchPage: (page: { offset: number; limit: number }) => Promise<Row[]>;
  pageSize?: number;
  parallel?: number;
}): Promise<Row[]> {
  const { pageSize = 100, parallel = 4 } = options;
  const count = Math.min(options.count, EXPORT_MAX_ROWS);
  const offsets = Array.from({ length: Math.ceil(count / pageSize) }, (_, i) => i * pageSize);
  const rows: Row[] = [];
  for (let i = 0; i < offsets.length; i += parallel) {
    const pages = await Promise.all(
      offsets.slice(i, i + parallel).map((offset) => options.fetchPage({ offset, limit: pageSize })),
    );
    for (const page of pages) rows.push(...page);
  }
  return rows;
}

/** Downloads a workbook the server builds in one call, within the same deadline as the others. */
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

/** Downloads the dashboard report's workbook. */
export function exportReport(options: { filter: ReportFilter }): Promise<void> {
  return downloadWorkbook(async () => ({ type: 'Financial', report: { filter: options.filter } }));
}
