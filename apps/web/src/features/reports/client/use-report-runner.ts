// Running a report outside the dashboard (spec 2 §4): Generate saves the report (for Share) and
// answers its summary; a new run cancels the one in flight with "Created a new request.", Modify
// Report with "Editing."; Refresh reruns past the cache and keeps the saved report's Id.
import type { Permission } from '@atrium/contracts';
import { useCallback, useRef, useState } from 'react';
import { missingPermissionOf } from '../../../api/api-error.ts';
import { toast } from '../../../ui/toast.tsx';
import { NEW_REQUEST_REASON, REPORT_FAILED } from './use-report-run.ts';

// The dashboard's run says the same words when it cancels or fails.
export { EDITING_REASON, NEW_REQUEST_REASON, REPORT_FAILED } from './use-report-run.ts';

export interface ReportRunState<Run> {
  status: 'idle' | 'loading' | 'done' | 'failed';
  run: Run | null;
  /** After a refusal for a missing flag: the flag, so the screen says the report is not shared. */
  notShared?: Permission | null;
  /** Changes on every completed run, so a results table reloads. */
  version: number;
}

export type FirstRun<Filter, Run> = (
  filter: Filter,
  options: { signal: AbortSignal; refresh?: boolean; saveReport?: boolean },
) => Promise<Run>;

export function useReportRunner<Filter, Run extends { Id: number }>(fetchRun: FirstRun<Filter, Run>) {
  const [state, setState] = useState<ReportRunState<Run>>({ status: 'idle', run: null, version: 0 });
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback((reason: string) => {
    const current = controller.current;
    if (current && !current.signal.aborted) current.abort(new DOMException(reason, 'AbortError'));
  }, []);

  const run = useCallback(
    async (filter: Filter, options: { refresh?: boolean } = {}) => {
      cancel(NEW_REQUEST_REASON);
      const next = new AbortController();
      controller.current = next;
      setState((s) => ({ ...s, status: 'loading', run: options.refresh ? s.run : null }));
      try {
        const answer = await fetchRun(filter, {
          signal: next.signal,
          refresh: options.refresh,
          saveReport: !options.refresh,
        });
        if (next.signal.aborted) return;
        setState((s) => ({
          status: 'done',
          notShared: null,
          run: options.refresh && s.run ? { ...answer, Id: s.run.Id } : answer,
          version: s.version + 1,
        }));
      } catch (error) {
        if (next.signal.aborted) return;
        setState((s) => ({ ...s, status: 'failed', notShared: missingPermissionOf(error) }));
        toast.failure(error, REPORT_FAILED);
      }
    },
    [fetchRun, cancel],
  );

  return { state, run, cancel };
}
