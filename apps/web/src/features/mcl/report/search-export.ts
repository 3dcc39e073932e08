// Excel for an advanced search (spec 2 §7, §8): the totals and every result row, typed cells.
import type { AssignmentRow, CompanyRow } from '@atrium/contracts';
import { downloadWorkbook, fetchEveryRow } from '../../reports/index.ts';
import { assignmentSheet, companySheet, totalsSheet } from './search-kinds.ts';
import { fetchResults, type RunFilter, type SearchKind, type SearchRun } from './use-search-run.ts';

export function exportSearch(options: {
  kind: SearchKind;
  filter: RunFilter;
  run: SearchRun;
  filterLabel: string;
}): Promise<void> {
  const { kind, filter, run } = options;
  const isAssignments = kind === 'assignments';
  const sort = isAssignments ? 'dateTaken' : 'company';
  const direction = isAssignments ? 'desc' : 'asc';
  return downloadWorkbook(async (signal) => {
    const rows = await fetchEveryRow<AssignmentRow | CompanyRow>({
      count: run.totals.count,
      fetchPage: async ({ offset, limit }) =>
        (await fetchResults(kind, filter, { search: '', sort, direction, offset, limit }, { signal })).page
          .items,
    });
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
    return { type: isAssignments ? 'Assignment' : 'Company', currency: run.currency, sheets };
  });
}
