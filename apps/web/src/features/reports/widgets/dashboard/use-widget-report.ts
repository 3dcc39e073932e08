// A dashboard widget's report: run once on load (spec 2 §4: a dashboard used as a widget
// auto-runs), again only when its filter changes. KPIs only — no saved report, no headcounts.
import type { ReportFilter } from '@atrium/contracts';
import { useEffect } from 'react';
import { shouldAutoRun } from '../../client/report-params.ts';
import { useReportRun } from '../../client/use-report-run.ts';

export function useWidgetReport(filter: ReportFilter) {
  const { state, run } = useReportRun();
  // Keyed by content: the filter object is rebuilt on every render.
  const filterText = JSON.stringify(filter);
  useEffect(() => {
    const current = JSON.parse(filterText) as ReportFilter;
    if (shouldAutoRun({ autorun: null, keys: current.keys, isWidget: true })) {
      void run({ filter: current, isSummary: true });
    }
  }, [filterText, run]);

  const metrics = state.current?.results.metrics;
  const hasResults = !!metrics && Object.values(metrics).some((v) => v !== 0);
  return { state, hasResults };
}
