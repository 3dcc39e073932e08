// The toolbar's Share and Excel buttons (spec 2 §2): both need results; Excel also needs the
// ExportReports permission, and so does the PDF. While Excel exports, Share says the report is being generated.
import { useState } from 'react';
import { holds } from '../../../core/session/permissions.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';
import { buildRunFilter } from '../filter/report-filter.ts';
import { SaveReportButton } from '../saved/SaveReportButton.tsx';
import { ExcelButton } from '../tools/ExcelButton.tsx';
import { PrintButton } from '../tools/PrintButton.tsx';
import { ShareButton } from '../tools/ShareButton.tsx';
import type { DashboardController } from './use-dashboard.ts';

export function ReportActions({ dashboard }: { dashboard: DashboardController }) {
  const user = useCurrentUser();
  const [isExporting, setExporting] = useState(false);
  const { current, Id } = dashboard.state;
  if (!dashboard.hasResults || !current || !dashboard.applied) return null;
  const canExport = holds(user, 'ExportReports');
  const filter = buildRunFilter(dashboard.applied, dashboard.levels);
  return (
    <>
      <SaveReportButton filter={filter} />
      <ShareButton reportId={Id} isExporting={isExporting} />
      {canExport && (
        <ExcelButton runId={current.runId} isExporting={isExporting} onExporting={setExporting} />
      )}
      {canExport && <PrintButton runId={current.runId} type="Financial" />}
    </>
  );
}
