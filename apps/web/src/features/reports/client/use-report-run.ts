// Running the report and its compare (spec 2 §4): a new run cancels the one in flight with
// "Created a new request." and resets the Id to 0; Modify Report cancels with "Editing.".
// A cancelled run shows no toast (spec 2 §8).
import { brand, type MemberDetails, type ReportFilter, type ReportResponse } from '@atrium/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../ui/toast.tsx';
import { type BreakdownQuery, reportApi } from './report-api.ts';
import { reportToolsApi } from './report-tools-api.ts';

export const NEW_REQUEST_REASON = 'Created a new request.';
export const EDITING_REASON = 'Editing.';
export const REPORT_FAILED = 'Report failed to run.';
export const COMPARE_FAILED = 'Compare failed to run.';
export const MEMBERS_FAILED = `${brand.memberSingular}Details failed to run.`;

export interface ReportRunState {
  /** The saved report's Id; 0 while a run is in flight. */
  Id: number;
  status: 'idle' | 'loading' | 'done' | 'failed';
  current: ReportResponse | null;
  compare: ReportResponse | null;
  isCompareLoading: boolean;
  /** spec 2 §3 {member} details; null while loading or after a failure. */
  members: MemberDetails | null;
  isBreakdownLoading: boolean;
}

const IDLE: ReportRunState = {
  Id: 0,
  status: 'idle',
  current: null,
  compare: null,
  isCompareLoading: false,
  members: null,
  isBreakdownLoading: false,
};

/** Aborts with an AbortError carrying the reason, so the API client treats it as a cancel. */
function cancel(controller: AbortController | null, reason: string) {
  if (controller && !controller.signal.aborted) controller.abort(new DOMException(reason, 'AbortError'));
}

export function useReportRun() {
  const [state, setState] = useState<ReportRunState>(IDLE);
  const runController = useRef<AbortController | null>(null);
  const breakdownController = useRef<AbortController | null>(null);
  const lastFilter = useRef<ReportFilter | null>(null);

  const run = useCallback(
    async (options: {
      filter: ReportFilter;
      breakdown?: BreakdownQuery;
      refresh?: boolean;
      /** Widgets show KPIs only: no saved report, no headcounts (default: both, as the dashboard). */
      isSummary?: boolean;
    }) => {
      cancel(runController.current, NEW_REQUEST_REASON);
      cancel(breakdownController.current, NEW_REQUEST_REASON);
      const controller = new AbortController();
      runController.current = controller;
      lastFilter.current = options.filter;
      const { signal } = controller;
      setState({ ...IDLE, status: 'loading', isCompareLoading: true });

      const current = reportApi
        .run({
          filter: options.filter,
          breakdown: options.breakdown,
          saveReport: !options.isSummary,
          refresh: options.refresh,
          signal,
        })
        .then((answer) => {
          if (!signal.aborted) setState((s) => ({ ...s, Id: answer.Id, status: 'done', current: answer }));
        })
        .catch(() => {
          if (signal.aborted) return;
          setState((s) => ({ ...s, status: 'failed' }));
          toast.error(REPORT_FAILED);
        });
      const compare = reportApi
        .run({ filter: options.filter, compare: true, refresh: options.refresh, signal })
        .then((answer) => {
          if (!signal.aborted) setState((s) => ({ ...s, compare: answer, isCompareLoading: false }));
        })
        .catch(() => {
          if (signal.aborted) return;
          setState((s) => ({ ...s, isCompareLoading: false }));
          toast.error(COMPARE_FAILED);
        });
      const members = options.isSummary
        ? Promise.resolve()
        : reportToolsApi
            .members(options.filter, signal)
            .then((answer) => {
              if (!signal.aborted) setState((s) => ({ ...s, members: answer }));
            })
            .catch(() => {
              if (!signal.aborted) toast.error(MEMBERS_FAILED);
            });
      await Promise.all([current, compare, members]);
    },
    [],
  );

  /** Another tab, search, sort or page of the Details table for the report on screen. */
  const loadBreakdown = useCallback(async (breakdown: BreakdownQuery) => {
    const filter = lastFilter.current;
    if (!filter) return;
    cancel(breakdownController.current, NEW_REQUEST_REASON);
    const controller = new AbortController();
    breakdownController.current = controller;
    const { signal } = controller;
    setState((s) => ({ ...s, isBreakdownLoading: true }));
    try {
      const answer = await reportApi.run({ filter, breakdown, signal });
      if (signal.aborted) return;
      setState((s) =>
        s.current
          ? {
              ...s,
              isBreakdownLoading: false,
              current: {
                ...s.current,
                results: { ...s.current.results, breakdown: answer.results.breakdown },
              },
            }
          : s,
      );
    } catch {
      if (signal.aborted) return;
      setState((s) => ({ ...s, isBreakdownLoading: false }));
      toast.error(REPORT_FAILED);
    }
  }, []);

  /** Cancels whatever is in flight; a report that had not arrived yet is dropped. */
  const cancelRun = useCallback((reason: string = EDITING_REASON) => {
    cancel(runController.current, reason);
    cancel(breakdownController.current, reason);
    setState((s) =>
      s.status === 'loading' ? IDLE : { ...s, isCompareLoading: false, isBreakdownLoading: false },
    );
  }, []);

  useEffect(
    () => () => {
      cancel(runController.current, EDITING_REASON);
      cancel(breakdownController.current, EDITING_REASON);
    },
    [],
  );

  return { state, run, loadBreakdown, cancelRun };
}
