// The one place a report runs (spec 2 §4), for the dashboard, its widgets and every report screen:
// a new run cancels the one in flight with "Created a new request." and resets the Id to 0;
// Modify Report cancels with "Editing."; a cancelled run shows no toast (spec 2 §8). Answers are
// cached per request; Refresh reruns past both caches and keeps the saved report's Id. The calls
// that follow a run (its compare, headcounts, another Details page) are panels of it: cancelled
// with it, and shown only while it stands.
import type { Permission } from '@atrium/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { missingPermissionOf } from '../../../api/api-error.ts';
import { toast } from '../../../ui/toast.tsx';

export const NEW_REQUEST_REASON = 'Created a new request.';
export const EDITING_REASON = 'Editing.';
export const REPORT_FAILED = 'Report failed to run.';

/** How long an answer is shown again for the same request without asking the server. */
export const RUN_STALE_MS = 5 * 60_000;

export interface ReportRunState<Run, Panels extends object = object> {
  status: 'idle' | 'loading' | 'done' | 'failed';
  run: Run | null;
  /** The run's Id (spec 2 §3): Details pages, drill rows and Excel are asked for by it. */
  runId: string | null;
  /** After a refusal for a missing flag: the flag, so the screen says the report is not shared. */
  notShared: Permission | null;
  /** Changes on every completed run, so a results table reloads. */
  version: number;
  /** The answers of the run's panels that have arrived. */
  panels: Partial<Panels>;
  /** The panels still loading. */
  loading: Partial<Record<keyof Panels, true>>;
}

/** Fetches one run; `saveReport` is false on Refresh, which keeps the saved report it refreshes. */
export type FetchRun<Request, Run> = (
  request: Request,
  options: { signal: AbortSignal; refresh: boolean; saveReport: boolean },
) => Promise<Run>;

/** The client cache's key of a run: the report kind and its request. */
export const runQueryKey = (kind: string, request: unknown) => ['report-run', kind, request] as const;

/** The client cache's key of what is asked for by a run's Id; Refresh drops them all. */
export const runFollowKey = (runId: string, ...parts: unknown[]) =>
  ['report-follow', runId, ...parts] as const;

function freshAnswer<T>(client: QueryClient, key: readonly unknown[]): T | undefined {
  const cached = client.getQueryState<T>(key);
  return cached?.data !== undefined && Date.now() - cached.dataUpdatedAt < RUN_STALE_MS
    ? cached.data
    : undefined;
}

/** Aborts with an AbortError carrying the reason, so the API client treats it as a cancel. */
function cancel(controller: AbortController | null | undefined, reason: string) {
  if (controller && !controller.signal.aborted) controller.abort(new DOMException(reason, 'AbortError'));
}

const idle = <Run, Panels extends object>(version: number): ReportRunState<Run, Panels> => ({
  status: 'idle',
  run: null,
  runId: null,
  notShared: null,
  version,
  panels: {},
  loading: {},
});

export interface PanelOptions {
  /** Where its answer is cached. */
  key: readonly unknown[];
  refresh?: boolean;
  /** The toast of a failure (spec 2 §8). */
  failure: string;
}

export function useReportRun<
  Request,
  Run extends { Id: number; runId: string },
  Panels extends object = object,
>(options: {
  /** Names the report kind in the cache, so two kinds' runs of one filter never meet. */
  kind: string;
  fetchRun: FetchRun<Request, Run>;
}) {
  const { kind, fetchRun } = options;
  const [state, setState] = useState<ReportRunState<Run, Panels>>(() => idle(0));
  // An answer fills in a whole screen of figures at once; as a transition React renders it in
  // slices of a few milliseconds, so the page keeps answering input while it does. The reader's
  // own actions (a new run, a cancel) stay urgent. An urgent new run can land before a transition
  // queued for the run it replaced, so the update checks again that its run still stands: the
  // last report's figures never show under the new report's header.
  const showAnswer = useCallback(
    (signal: AbortSignal, update: (s: ReportRunState<Run, Panels>) => ReportRunState<Run, Panels>) =>
      startTransition(() => setState((s) => (signal.aborted ? s : update(s)))),
    [],
  );
  const queryClient = useQueryClient();
  const runController = useRef<AbortController | null>(null);
  const panelControllers = useRef(new Map<keyof Panels, AbortController>());
  const lastRequest = useRef<Request | null>(null);
  const runIdRef = useRef<string | null>(null);
  const shownRun = useRef<Run | null>(null);
  shownRun.current = state.run;

  const cancelAll = useCallback((reason: string) => {
    cancel(runController.current, reason);
    for (const controller of panelControllers.current.values()) cancel(controller, reason);
    panelControllers.current.clear();
  }, []);

  /** Runs the report; resolves to its answer, or null when it failed or another run replaced it. */
  const run = useCallback(
    async (request: Request, runOptions: { refresh?: boolean } = {}): Promise<Run | null> => {
      cancelAll(NEW_REQUEST_REASON);
      const controller = new AbortController();
      runController.current = controller;
      lastRequest.current = request;
      runIdRef.current = null;
      const { signal } = controller;
      const refresh = runOptions.refresh ?? false;
      const refreshed = refresh ? shownRun.current : null;
      const key = runQueryKey(kind, request);
      const cached = refresh ? undefined : freshAnswer<Run>(queryClient, key);
      if (cached) {
        runIdRef.current = cached.runId;
        setState((s) => ({ ...idle(s.version + 1), status: 'done', run: cached, runId: cached.runId }));
        return cached;
      }
      setState((s) => ({ ...idle(s.version), status: 'loading', run: refresh ? s.run : null }));
      try {
        const answer = await fetchRun(request, { signal, refresh, saveReport: !refresh });
        if (signal.aborted) return null;
        if (refresh) queryClient.removeQueries({ queryKey: runFollowKey(answer.runId) });
        runIdRef.current = answer.runId;
        const shown = refreshed ? { ...answer, Id: refreshed.Id } : answer;
        queryClient.setQueryData(key, shown);
        showAnswer(signal, (s) => ({
          ...s,
          status: 'done',
          run: shown,
          runId: answer.runId,
          version: s.version + 1,
        }));
        return shown;
      } catch (error) {
        if (signal.aborted) return null;
        setState((s) => ({ ...s, status: 'failed', notShared: missingPermissionOf(error) }));
        toast.failure(error, REPORT_FAILED);
        return null;
      }
    },
    [kind, fetchRun, queryClient, showAnswer, cancelAll],
  );

  /**
   * A call that belongs to the run on screen: cancelled with the run, or by the next call of the
   * same panel; its answer is cached under `key` and shown only while both still stand.
   */
  const follow = useCallback(
    async <K extends keyof Panels>(
      name: K,
      call: (signal: AbortSignal) => Promise<Panels[K]>,
      panel: PanelOptions,
    ): Promise<Panels[K] | null> => {
      const runSignal = runController.current?.signal;
      if (!runSignal || runSignal.aborted) return null;
      cancel(panelControllers.current.get(name), NEW_REQUEST_REASON);
      const controller = new AbortController();
      panelControllers.current.set(name, controller);
      const reasonOf = (reason: unknown) => (reason instanceof Error ? reason.message : NEW_REQUEST_REASON);
      runSignal.addEventListener('abort', () => cancel(controller, reasonOf(runSignal.reason)), {
        once: true,
      });
      const { signal } = controller;
      const cached = panel.refresh ? undefined : freshAnswer<Panels[K]>(queryClient, panel.key);
      if (cached !== undefined) {
        setState((s) => ({
          ...s,
          panels: { ...s.panels, [name]: cached },
          loading: without(s.loading, name),
        }));
        return cached;
      }
      setState((s) => ({ ...s, loading: { ...s.loading, [name]: true } }));
      try {
        const answer = await call(signal);
        if (signal.aborted) return null;
        queryClient.setQueryData(panel.key, answer);
        showAnswer(signal, (s) => ({
          ...s,
          panels: { ...s.panels, [name]: answer },
          loading: without(s.loading, name),
        }));
        return answer;
      } catch (error) {
        if (signal.aborted) return null;
        setState((s) => ({ ...s, loading: without(s.loading, name) }));
        toast.failure(error, panel.failure);
        return null;
      }
    },
    [queryClient, showAnswer],
  );

  /** Fetches into the cache ahead of a reader's next step; nothing shows. */
  const prefetch = useCallback(
    <T>(key: readonly unknown[], call: () => Promise<T>) => {
      if (freshAnswer(queryClient, key) !== undefined) return;
      call()
        .then((answer) => queryClient.setQueryData(key, answer))
        .catch(() => undefined);
    },
    [queryClient],
  );

  /** Cancels whatever is in flight; a report that had not arrived yet is dropped. */
  const cancelRun = useCallback(
    (reason: string = EDITING_REASON) => {
      cancelAll(reason);
      setState((s) => (s.status === 'loading' ? idle(s.version) : { ...s, loading: {} }));
    },
    [cancelAll],
  );

  /** Reruns the last report past the caches (spec 2 §4: Refresh). */
  const refresh = useCallback(
    () =>
      lastRequest.current === null ? Promise.resolve(null) : run(lastRequest.current, { refresh: true }),
    [run],
  );

  /** The Id of the run on screen, read at the moment of a follow-up call. */
  const currentRunId = useCallback(() => runIdRef.current, []);

  useEffect(() => () => cancelAll(EDITING_REASON), [cancelAll]);

  // One object that stays the same between renders, for effects and helpers to depend on.
  const actions = useMemo(
    () => ({ run, follow, prefetch, cancel: cancelRun, refresh, currentRunId }),
    [run, follow, prefetch, cancelRun, refresh, currentRunId],
  );
  return { state, ...actions, actions };
}

/** What a run can be asked to do; the same object between renders. */
export type ReportRun<
  Request,
  Run extends { Id: number; runId: string },
  Panels extends object = object,
> = ReturnType<typeof useReportRun<Request, Run, Panels>>['actions'];

function without<T extends object>(loading: Partial<Record<keyof T, true>>, name: keyof T) {
  const { [name]: _done, ...rest } = loading;
  return rest as Partial<Record<keyof T, true>>;
}
