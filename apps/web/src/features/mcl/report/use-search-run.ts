// Running an advanced search on the reports module's one run hook (spec 2 §4: save for Share,
// cancel in flight, Refresh past the cache); the results table then pages through the same run.
import type {
  AssignmentReportResponse,
  CompanyReportResponse,
  EngineFilterType,
  ReportFilter,
} from '@atrium/contracts';
import { useCallback } from 'react';
import { type FetchRun, useReportRun } from '../../reports/index.ts';
import { reportSearchApi } from '../api/report-search-api.ts';

export type SearchKind = 'assignments' | 'companies';
export type RunFilter = Omit<ReportFilter, 'type'> & { type: EngineFilterType };
type Answer = AssignmentReportResponse | CompanyReportResponse;
export type SearchRun = Omit<Answer, 'page'>;

/** A run of the filter, or one page of a run's results by its run Id. */
export function fetchResults(
  kind: SearchKind,
  source: RunFilter | { runId: string },
  results: { search: string; sort: string; direction: 'asc' | 'desc'; offset: number; limit: number },
  options: { signal?: AbortSignal; refresh?: boolean; saveReport?: boolean } = {},
): Promise<Answer> {
  const flags = { refresh: options.refresh, saveReport: options.saveReport };
  const named = 'runId' in source ? { runId: source.runId } : { filter: source as never };
  if (kind === 'assignments') {
    return reportSearchApi.assignmentReport(
      { type: 'Assignment', ...named, results: results as never },
      flags,
      { signal: options.signal },
    );
  }
  return reportSearchApi.companyReport({ type: 'Company', ...named, results: results as never }, flags, {
    signal: options.signal,
  });
}

export function useSearchRun(kind: SearchKind) {
  const fetchRun = useCallback<FetchRun<RunFilter, SearchRun>>(
    async (filter, options) => {
      const first = {
        search: '',
        sort: kind === 'assignments' ? 'dateTaken' : 'company',
        direction: 'desc' as const,
      };
      const { page: _page, ...answer } = await fetchResults(
        kind,
        filter,
        { ...first, offset: 0, limit: 1 },
        options,
      );
      return answer;
    },
    [kind],
  );
  return useReportRun({ kind: `search-${kind}`, fetchRun });
}
