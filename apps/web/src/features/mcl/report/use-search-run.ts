// Running an advanced search (spec 2 §4): Generate saves the report (for Share) and answers its
// totals; a new run cancels the one in flight with "Created a new request.", Modify Report with
// "Editing."; Refresh reruns past the cache. The results table then pages through the same run.
import type {
  AssignmentReportResponse,
  CompanyReportResponse,
  EngineFilterType,
  ReportFilter,
} from '@atrium/contracts';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../ui/toast.tsx';
import { reportSearchApi } from '../api/report-search-api.ts';

export type SearchKind = 'assignments' | 'companies';
export type RunFilter = Omit<ReportFilter, 'type'> & { type: EngineFilterType };
type Answer = AssignmentReportResponse | CompanyReportResponse;
export type SearchRun = Omit<Answer, 'page'>;

export const NEW_REQUEST_REASON = 'Created a new request.';
export const EDITING_REASON = 'Editing.';
export const REPORT_FAILED = 'Report failed to run.';

export interface SearchRunState {
  status: 'idle' | 'loading' | 'done' | 'failed';
  run: SearchRun | null;
  /** Changes on every completed run, so the results table reloads. */
  version: number;
}

/** One page of a run's results. */
export function fetchResults(
  kind: SearchKind,
  filter: RunFilter,
  results: { search: string; sort: string; direction: 'asc' | 'desc'; offset: number; limit: number },
  options: { signal?: AbortSignal; refresh?: boolean; saveReport?: boolean } = {},
): Promise<Answer> {
  const flags = { refresh: options.refresh, saveReport: options.saveReport };
  if (kind === 'assignments') {
    return reportSearchApi.assignmentReport(
      { type: 'Assignment', filter: filter as never, results: results as never },
      flags,
      { signal: options.signal },
    );
  }
  return reportSearchApi.companyReport(
    { type: 'Company', filter: filter as never, results: results as never },
    flags,
    {
      signal: options.signal,
    },
  );
}

export function useSearchRun(kind: SearchKind) {
  const [state, setState] = useState<SearchRunState>({ status: 'idle', run: null, version: 0 });
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback((reason: string) => {
    const current = controller.current;
    if (current && !current.signal.aborted) current.abort(new DOMException(reason, 'AbortError'));
  }, []);

  const run = useCallback(
    async (filter: RunFilter, options: { refresh?: boolean } = {}) => {
      cancel(NEW_REQUEST_REASON);
      const next = new AbortController();
      controller.current = next;
      setState((s) => ({ ...s, status: 'loading', run: options.refresh ? s.run : null }));
      try {
        const first = {
          search: '',
          sort: kind === 'assignments' ? 'dateTaken' : 'company',
          direction: 'desc' as const,
        };
        const { page: _page, ...answer } = await fetchResults(
          kind,
          filter,
          { ...first, offset: 0, limit: 1 },
          { signal: next.signal, refresh: options.refresh, saveReport: !options.refresh },
        );
        if (next.signal.aborted) return;
        setState((s) => ({
          status: 'done',
          run: options.refresh && s.run ? { ...answer, Id: s.run.Id } : answer,
          version: s.version + 1,
        }));
      } catch {
        if (next.signal.aborted) return;
        setState((s) => ({ ...s, status: 'failed' }));
        toast.error(REPORT_FAILED);
      }
    },
    [kind, cancel],
  );

  return { state, run, cancel };
}
