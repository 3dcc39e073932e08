// Exporting the report to Excel (spec 2 §7): every page of every breakdown, the headcounts, and
// the workbook from the server; one deadline for the whole export.
import type { BreakdownRow, BreakdownType, MemberDetails, ReportFilter } from '@atrium/contracts';
import { downloadBlob } from '../../../ui/download-blob.ts';
import { BREAKDOWN_TABS } from '../breakdown/breakdown-tabs.ts';
import { buildWorkbookRequest, type PeriodMetrics, workbookFileName } from './export-sheets.ts';
import { reportApi } from './report-api.ts';
import { reportToolsApi } from './report-tools-api.ts';

export const EXPORT_TIMEOUT_MS = 120_000;
export const EXPORT_FAILED = 'Error: Exporting timed out.';
const PARALLEL_TABS = 3;

async function allRows(
  filter: ReportFilter,
  type: BreakdownType,
  signal: AbortSignal,
): Promise<BreakdownRow[]> {
  const rows: BreakdownRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await reportApi.run({ filter, breakdown: { type, page }, signal });
    const { breakdown } = answer.results;
    rows.push(...breakdown.rows);
    if (page * breakdown.pageSize >= breakdown.total || breakdown.rows.length === 0) return rows;
  }
}

async function allBreakdowns(filter: ReportFilter, signal: AbortSignal) {
  const result: { title: string; rows: BreakdownRow[] }[] = [];
  for (let i = 0; i < BREAKDOWN_TABS.length; i += PARALLEL_TABS) {
    const batch = BREAKDOWN_TABS.slice(i, i + PARALLEL_TABS);
    const pages = await Promise.all(batch.map((tab) => allRows(filter, tab.type, signal)));
    for (const [j, tab] of batch.entries()) result.push({ title: tab.label, rows: pages[j] });
  }
  return result;
}

/** Builds and downloads the workbook; rejects on failure or after the deadline. */
export async function exportReport(options: {
  filter: ReportFilter;
  periods: PeriodMetrics[];
  currency?: string;
}): Promise<void> {
  const controller = new AbortController();
  const timer = window.setTimeout(
    () => controller.abort(new DOMException('Exporting timed out.', 'AbortError')),
    EXPORT_TIMEOUT_MS,
  );
  try {
    const { signal } = controller;
    const [members, breakdowns] = await Promise.all([
      reportToolsApi.members(options.filter, signal).catch((): MemberDetails | null => null),
      allBreakdowns(options.filter, signal),
    ]);
    const request = buildWorkbookRequest({
      periods: options.periods,
      members,
      breakdowns,
      currency: options.currency,
    });
    downloadBlob({
      blob: await reportToolsApi.xlsx(request, signal),
      fileName: workbookFileName(new Date()),
    });
  } finally {
    window.clearTimeout(timer);
  }
}
