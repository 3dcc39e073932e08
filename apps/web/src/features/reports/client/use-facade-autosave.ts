// The dashboard facade (spec 2 §3, §4): the sections of the report on screen, saved 2 s after
// they change — only when every section is present and non-empty and no breakdown filter
// (drill level) is active. Failures are only logged (spec 2 §8).
import { checkFacade, type Facade, type ReportFilter, reportToolEndpoints } from '@atrium/contracts';
import { useEffect, useMemo } from 'react';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import type { ReportRunState } from './use-report-run.ts';

export const FACADE_SAVE_DELAY_MS = 2000;

/** The facade of a finished run, or null while a section is missing. */
export function buildFacade(
  state: Pick<ReportRunState, 'status' | 'current' | 'compare' | 'members'>,
): Facade | null {
  const { current, compare, members } = state;
  if (state.status !== 'done' || !current || !compare || !members) return null;
  const facade: Facade = {
    metrics: current.results.metrics,
    compare: compare.results.metrics,
    details: members,
    samples: current.results.series,
    compare_samples: compare.results.series,
    breakdown: { type: current.results.breakdown.type, rows: current.results.breakdown.rows },
  };
  return checkFacade(facade).length === 0 ? facade : null;
}

export function useFacadeAutosave(options: {
  state: ReportRunState;
  filter: ReportFilter | null;
  hasDrill: boolean;
}) {
  const { state, filter, hasDrill } = options;
  const { status, current, compare, members, Id } = state;
  const facade = useMemo(
    () => (hasDrill ? null : buildFacade({ status, current, compare, members })),
    [hasDrill, status, current, compare, members],
  );
  useEffect(() => {
    if (!facade || !filter) return;
    const timer = window.setTimeout(() => {
      callEndpoint(reportToolEndpoints.saveFacade, {
        body: { report: { Id, type: 'Financial', filter }, facade },
      }).catch((error: unknown) => console.warn('The dashboard layout was not saved.', error));
    }, FACADE_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [facade, filter, Id]);
}
