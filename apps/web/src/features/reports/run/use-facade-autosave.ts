// The dashboard facade (spec 2 §3, §4): the sections of the report on screen, saved 2 s after
// they change — only when every section is present and non-empty and no breakdown filter
// (drill level) is active. Failures are only logged (spec 2 §8).
import {
  BREAKDOWN_TABS,
  type BreakdownType,
  checkDashboardFacade,
  type Facade,
  METRIC_KEYS,
  type MemberDetails,
  type Metrics,
  type ReportFilter,
} from '@atrium/contracts';
import { useEffect, useMemo } from 'react';
import { reportToolsApi } from '../tools/report-tools-api.ts';
import type { FinancialRunState } from './financial-run.ts';

export const FACADE_SAVE_DELAY_MS = 2000;

/** The facade of a finished run, or null while a section is missing. */
export function buildFacade(
  state: Pick<FinancialRunState, 'status' | 'current' | 'compare' | 'members'>,
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
  return checkDashboardFacade(facade).length === 0 ? facade : null;
}

/** What the dashboard reads back from a saved facade: the figures and the Details tab it showed. */
export interface SavedLayout {
  metrics: Metrics;
  compare: Metrics;
  members: MemberDetails | null;
  breakdownType: BreakdownType;
}

/**
 * A saved section as the report's metrics, as `MetricsSchema` reads it (every metric a finite
 * number, other keys dropped), without loading zod; null when it does not read so.
 */
export function readMetrics(value: unknown): Metrics | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const saved = value as Record<string, unknown>;
  const metrics: Partial<Metrics> = {};
  for (const key of METRIC_KEYS) {
    const figure = saved[key];
    if (typeof figure !== 'number' || !Number.isFinite(figure)) return null;
    metrics[key] = figure;
  }
  return metrics as Metrics;
}

/** spec 2 §4: a complete facade read back into the layout; null when a section is missing or odd. */
export function readFacade(facade: Facade | null | undefined): SavedLayout | null {
  if (!facade || checkDashboardFacade(facade).length > 0) return null;
  const metrics = readMetrics(facade.metrics);
  const compare = readMetrics(facade.compare);
  const type = (facade.breakdown as { type?: unknown }).type;
  const tab = BREAKDOWN_TABS.find((t) => t.type === type);
  if (!metrics || !compare || !tab) return null;
  return {
    metrics,
    compare,
    members: (facade.details as MemberDetails | undefined) ?? null,
    breakdownType: tab.type,
  };
}

export function useFacadeAutosave(options: {
  state: FinancialRunState;
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
      reportToolsApi
        .saveFacade({ report: { Id, type: 'Financial', filter }, facade })
        .catch((error: unknown) => console.warn('The dashboard layout was not saved.', error));
    }, FACADE_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [facade, filter, Id]);
}
