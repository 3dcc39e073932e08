// Excel for an advanced search (spec 2 §7, §8): the totals and every result row (up to
// EXPORT_MAX_ROWS), typed cells, one deadline for the whole export.
import type { AssignmentRow, CompanyRow } from '@atrium/contracts';
import { downloadBlob } from '../../../ui/download-blob.ts';
import { reportToolsApi, workbookFileName } from '../../reports/index.ts';
import { assignmentSheet, companySheet, totalsSheet } from './search-kinds.ts';
import { fetchResults, type RunFilter, type SearchKind, type SearchRun } from './use-search-run.ts';

export const EXPORT_TIMEOUT_MS = 120_000;
export const EXPORT_MAX_ROWS = 10_000;
const PAGE = 100;
const PARALLEL = 4;

export async function exportSearch(options: {
  kind: SearchKind;
  filter: RunFilter;
  run: SearchRun;
  filterLabel: string;
}): Promise<void> {
  const { kind, filter, run } = options;
  const controller = new AbortController();
  const timer = window.setTimeout(
    () => controller.abort(new DOMException('Exporting timed out.', 'AbortError')),
    EXPORT_TIMEOUT_MS,
  );
  try {
    const { signal } = controller;
    const count = Math.min(run.totals.count, EXPORT_MAX_ROWS);
    const offsets = Array.from({ length: Math.ceil(count / PAGE) }, (_, i) => i * PAGE);
    const rows: (AssignmentRow | CompanyRow)[] = [];
    const sort = kind === 'assignments' ? 'dateTaken' : 'company';
    const direction = kind === 'assignments' ? 'desc' : 'asc';
    for (let i = 0; i < offsets.length; i += PARALLEL) {
      const pages = await Promise.all(
        offsets
          .slice(i, i + PARALLEL)
          .map((offset) =>
            fetchResults(kind, filter, { search: '', sort, direction, offset, limit: PAGE }, { signal }),
          ),
      );
      for (const page of pages) rows.push(...page.page.items);
    }
    const isAssignments = kind === 'assignments';
    const sheets = [
      totalsSheet({
        countLabel: isAssignments ? 'Assignments' : 'Companies',
        count: run.totals.count,
        metrics: run.totals.metrics,
        period: run.filter.date,
        filterLabel: options.filterLabel,
      }),
      isAssignments ? assignmentSheet(rows as AssignmentRow[]) : companySheet(rows as CompanyRow[]),
    ];
    const type = isAssignments ? 'Assignment' : 'Company';
    const blob = await reportToolsApi.xlsx({ type, currency: run.currency, sheets }, signal);
    downloadBlob({ blob, fileName: workbookFileName(new Date(), type) });
  } finally {
    window.clearTimeout(timer);
  }
}
