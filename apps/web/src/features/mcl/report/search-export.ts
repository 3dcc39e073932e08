// Excel for an advanced search (spec 2 §7, §8): asked for by the run's Id; the server writes the
// filters, the totals and every result row as typed cells.
import { downloadWorkbook } from '../../reports/index.ts';
import type { SearchKind, SearchRun } from './use-search-run.ts';

export function exportSearch(options: { kind: SearchKind; run: SearchRun }): Promise<void> {
  const type = options.kind === 'assignments' ? 'Assignment' : 'Company';
  return downloadWorkbook({ runId: options.run.runId, type });
}
