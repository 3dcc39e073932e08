// The reports module (spec 2): the dashboard and the shared-report stub, the report client they
// and every later report screen use (run, cancel, cache, refresh, share, Excel, facade), and the
// Dashboard and Dashboard Promo widgets. Screens and widget types load on demand.
import { lazyScreen } from '../../core/routes/lazy-screen.ts';

export const DashboardScreen = lazyScreen(() =>
  import('./dashboard/DashboardScreen.tsx').then((m) => m.DashboardScreen),
);

export const MyReportsScreen = lazyScreen(() =>
  import('./saved/MyReportsScreen.tsx').then((m) => m.MyReportsScreen),
);

export const ReportStubScreen = lazyScreen(() =>
  import('./dashboard/ReportStubScreen.tsx').then((m) => m.ReportStubScreen),
);

/** League tables: partners, offices and practice groups ranked, with their targets. */
export const LeagueTablesScreen = lazyScreen(() =>
  import('./league/LeagueTablesScreen.tsx').then((m) => m.LeagueTablesScreen),
);

export const TargetsAdminScreen = lazyScreen(() =>
  import('./league/TargetsAdminScreen.tsx').then((m) => m.TargetsAdminScreen),
);

/** The Dashboard and Dashboard Promo widget types, loaded with the widget registry. */
export const loadReportWidgetTypes = () =>
  import('./widgets/report-widgets.ts').then((m) => ({
    dashboard: m.dashboardWidget,
    dashboardPromo: m.dashboardPromoWidget,
  }));

export {
  ChartLegend,
  ChartTooltipCard,
  type LegendItem,
} from './charts/ChartParts.tsx';
// The pieces other report screens and panels reuse: chart colours, ticks and
// legend, the filter form and toolbar, saved-report parameters, Share and the Excel workbook call.
export { CHART_COLORS, niceTicks } from './charts/chart-data.ts';
export { ReportFilterForm } from './filter/ReportFilterForm.tsx';
export { ReportToolbar } from './filter/ReportToolbar.tsx';
export {
  buildRunFilter,
  defaultDraft,
  draftFromFilter,
  type FilterDraft,
  type PickerKey,
  type SavedFilter,
} from './filter/report-filter.ts';
export { reportRange, toIsoDate } from './filter/report-period.ts';
export { ReportSkeleton } from './kpis/ReportSkeleton.tsx';
export { ReportScreenFrame } from './run/ReportScreenFrame.tsx';
export { useReportParams } from './run/use-report-params.ts';
export {
  EDITING_REASON,
  type FetchRun,
  NEW_REQUEST_REASON,
  REPORT_FAILED,
  type ReportRunState,
  runFollowKey,
  useReportRun,
} from './run/use-report-run.ts';
export { type RunFilterOf, useReportScreen } from './run/use-report-screen.ts';
export { AnimatedDots } from './tools/AnimatedDots.tsx';
export { CachedNote } from './tools/CachedNote.tsx';
export { workbookFileName } from './tools/export-sheets.ts';
export { downloadWorkbook, EXPORT_FAILED } from './tools/report-export.ts';
export { reportToolsApi } from './tools/report-tools-api.ts';
export { ShareButton } from './tools/ShareButton.tsx';
