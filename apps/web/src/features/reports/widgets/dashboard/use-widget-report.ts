// A dashboard widget's report: run once on load (spec 2 §4: a dashboard used as a widget
// auto-runs), again only when its filter changes. KPIs only — no saved report, no headcounts.
import type { ReportFilter, ReportResponse } from '@atrium/contracts';
import { useEffect, useMemo } from 'react';
import {
  type FinancialPanels,
  type FinancialRequest,
  fetchFinancialRun,
  financialRunState,
  runFinancial,
} from '../../run/financial-run.ts';
import { shouldAutoRun } from '../../run/report-params.ts';
import { useReportRun } from '../../run/use-report-run.ts';

export function useWidgetReport(filter: ReportFilter) {
  const report = useReportRun<FinancialRequest, ReportResponse, FinancialPanels>({
    kind: 'financial-summary',
    fetchRun: fetchFinancialRun,
  });
  const state = useMemo(() => financialRunState(report.state), [report.state]);
  // Keyed by content: the filter object is rebuilt on every render.
  const filterText = JSON.stringify(filter);
  useEffect(() => {
    const current = JSON.parse(filterText) as ReportFilter;
    if (shouldAutoRun({ autorun: null, keys: current.keys, isWidget: true })) {
      void runFinancial(report.actions, { filter: current, isSummary: true });
    }
  }, [filterText, report.actions]);

  const metrics = state.current?.results.metrics;
  const hasResults = !!metrics && Object.values(metrics).some((v) => v !== 0);
  return { state, hasResults };
}
