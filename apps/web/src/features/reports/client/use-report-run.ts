// Running the report and its compare (spec 2 §4): a new run cancels the one in flight with
// "Created a new request." and resets the Id to 0; Modify Report cancels with "Editing.".
// A cancelled run shows no toast (spec 2 §8).
import {
  BREAKDOWN_TABS,
  type BreakdownPage,
  brand,
  type MemberDetails,
  type Permission,
  type ReportFilter,
  type ReportResponse,
} from '@atrium/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { missingPermissionOf } from '../../../api/api-error.ts';
import { toast } from '../../../ui/toast.tsx';
import { type BreakdownQuery, reportApi } from './report-api.ts';
import { reportToolsApi } from './report-tools-api.ts';

export const NEW_REQUEST_REASON = 'Created a new request.';
export const EDITING_REASON = 'Editing.';
export const REPORT_FAILED = 'Report failed to run.';
export const COMPARE_FAILED = 'Compare failed to run.';
export const MEMBERS_FAILED = `${brand.memberSingular}Details failed to run.`;

/** A Financial report run with its compare period and {member} details, as the dashboard shows it. */
export interface FinancialRunState {
  /** The saved report's Id; 0 while a run is in flight. */
  Id: number;
  status: 'idle' | 'loading' | 'done' | 'failed';
  /** After a refusal for a missing flag: the flag, so the screen says the figures are not shared. */
  notShared: Permission | null;
  current: ReportResponse | null;
  compare: ReportResponse | null;
  isCompareLoading: boolean;
  /** spec 2 §3 {member} details; null while loading or after a failure. */
  members: MemberDetails | null;
  isMembersLoading: boolean;
  isBreakdownLoading: boolean;
}

const IDLE: FinancialRunState = {
  Id: 0,
  status: 'idle',
  notShared: null,
  current: null,
  compare: null,
  isCompareLoading: false,
  members: null,
  isMembersLoading: false,
  isBreakdownLoading: false,
};

/** How long a breakdown page answers a tab switch without asking again. */
const BREAKDOWN_STALE_MS = 5 * 60_000;

/** Breakdown pages are cached queries keyed by the report (its filter) and the tab, search, sort and page. */
export const breakdownQueryKey = (filter: ReportFilter, breakdown: BreakdownQuery) =>
  [
    'report-breakdown',
    filter,
    { search: '', sort: 'totalBillings', direction: 'desc', page: 1, ...breakdown },
  ] as const;

/** The tab a reader most likely opens next: the one after it on the Details card. */
export function nextLikelyTab(breakdown: BreakdownQuery): BreakdownQuery | null {
  const index = BREAKDOWN_TABS.findIndex((tab) => tab.type === (breakdown.type ?? 'region'));
  const next = BREAKDOWN_TABS[index + 1];
  return next ? { type: next.type } : null;
}

function fetchBreakdown(
  client: QueryClient,
  options: { filter: ReportFilter; breakdown: BreakdownQuery; signal?: AbortSignal },
): Promise<BreakdownPage> {
  return client.fetchQuery({
    queryKey: breakdownQueryKey(options.filter, options.breakdown),
    queryFn: ({ signal }) =>
      reportApi
        .run({ filter: options.filter, breakdown: options.breakdown, signal: options.signal ?? signal })
        .then((answer) => answer.results.breakdown),
    staleTime: BREAKDOWN_STALE_MS,
  });
}

/** Fetches the next likely tab ahead, so switching to it shows its rows at once. */
function prefetchNextTab(client: QueryClient, filter: ReportFilter, breakdown: BreakdownQuery): void {
  const next = nextLikelyTab(breakdown);
  if (next) void fetchBreakdown(client, { filter, breakdown: next }).catch(() => undefined);
}

/** Aborts with an AbortError carrying the reason, so the API client treats it as a cancel. */
function cancel(controller: AbortController | null, reason: string) {
  if (controller && !controller.signal.aborted) controller.abort(new DOMException(reason, 'AbortError'));
}

export function useReportRun() {
  const [state, setState] = useState<FinancialRunState>(IDLE);
  // An answer fills in a whole screen of figures at once; as a transition React renders it in
  // slices of a few milliseconds, so the page keeps answering input while it does. The reader's
  // own actions (a new run, a cancel) stay urgent. An urgent new run can land before a transition
  // queued for the run it replaced, so the update checks again that its run still stands: the
  // last report's figures never show under the new report's header.
  const showAnswer = useCallback(
    (signal: AbortSignal, update: (s: FinancialRunState) => FinancialRunState) =>
      startTransition(() => setState((s) => (signal.aborted ? s : update(s)))),
    [],
  );
  const queryClient = useQueryClient();
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
      setState({ ...IDLE, status: 'loading', isCompareLoading: true, isMembersLoading: !options.isSummary });

      const current = reportApi
        .run({
          filter: options.filter,
          breakdown: options.breakdown,
          saveReport: !options.isSummary,
          refresh: options.refresh,
          signal,
        })
        .then((answer) => {
          if (signal.aborted) return;
          showAnswer(signal, (s) => ({ ...s, Id: answer.Id, status: 'done', current: answer }));
          if (options.isSummary) return;
          const shown = options.breakdown ?? {};
          if (options.refresh) queryClient.removeQueries({ queryKey: ['report-breakdown', options.filter] });
          queryClient.setQueryData(breakdownQueryKey(options.filter, shown), answer.results.breakdown);
          prefetchNextTab(queryClient, options.filter, shown);
        })
        .catch((error: unknown) => {
          if (signal.aborted) return;
          setState((s) => ({ ...s, status: 'failed', notShared: missingPermissionOf(error) }));
          toast.failure(error, REPORT_FAILED);
        });
      const compare = reportApi
        .run({ filter: options.filter, compare: true, refresh: options.refresh, signal })
        .then((answer) => {
          if (!signal.aborted)
            showAnswer(signal, (s) => ({ ...s, compare: answer, isCompareLoading: false }));
        })
        .catch((error: unknown) => {
          if (signal.aborted) return;
          setState((s) => ({ ...s, isCompareLoading: false }));
          toast.failure(error, COMPARE_FAILED);
        });
      const members = options.isSummary
        ? Promise.resolve()
        : reportToolsApi
            .members(options.filter, signal)
            .then((answer) => {
              if (!signal.aborted)
                showAnswer(signal, (s) => ({ ...s, members: answer, isMembersLoading: false }));
            })
            .catch((error: unknown) => {
              if (signal.aborted) return;
              setState((s) => ({ ...s, isMembersLoading: false }));
              toast.failure(error, MEMBERS_FAILED);
            });
      await Promise.all([current, compare, members]);
    },
    [queryClient, showAnswer],
  );

  /** Another tab, search, sort or page of the Details table for the report on screen. */
  const loadBreakdown = useCallback(
    async (breakdown: BreakdownQuery) => {
      const filter = lastFilter.current;
      if (!filter) return;
      cancel(breakdownController.current, NEW_REQUEST_REASON);
      const controller = new AbortController();
      breakdownController.current = controller;
      const { signal } = controller;
      const cached = queryClient.getQueryState(breakdownQueryKey(filter, breakdown));
      const isFresh = cached?.data !== undefined && Date.now() - cached.dataUpdatedAt < BREAKDOWN_STALE_MS;
      if (!isFresh) setState((s) => ({ ...s, isBreakdownLoading: true }));
      try {
        const page = await fetchBreakdown(queryClient, { filter, breakdown, signal });
        if (signal.aborted) return;
        showAnswer(signal, (s) =>
          s.current
            ? {
                ...s,
                isBreakdownLoading: false,
                current: { ...s.current, results: { ...s.current.results, breakdown: page } },
              }
            : s,
        );
        prefetchNextTab(queryClient, filter, breakdown);
      } catch (error) {
        if (signal.aborted) return;
        setState((s) => ({ ...s, isBreakdownLoading: false }));
        toast.failure(error, REPORT_FAILED);
      }
    },
    [queryClient, showAnswer],
  );

  /** Cancels whatever is in flight; a report that had not arrived yet is dropped. */
  const cancelRun = useCallback((reason: string = EDITING_REASON) => {
    cancel(runController.current, reason);
    cancel(breakdownController.current, reason);
    setState((s) =>
      s.status === 'loading'
        ? IDLE
        : { ...s, isCompareLoading: false, isMembersLoading: false, isBreakdownLoading: false },
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
