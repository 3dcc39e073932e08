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
// The pieces other report screens and panels reuse: number formats, chart colours, ticks and
// legend, the filter form and toolbar, saved-report parameters, Share and the Excel workbook call.
export { CHART_COLORS, niceTicks } from './charts/chart-data.ts';
export { AnimatedDots } from './client/AnimatedDots.tsx';
export { CachedNote } from './client/CachedNote.tsx';
export { workbookFileName } from './client/export-sheets.ts';
export { ReportScreenFrame } from './client/ReportScreenFrame.tsx';
export { downloadWorkbook, EXPORT_FAILED } from './client/report-export.ts';
export { reportToolsApi } from './client/report-tools-api.ts';
export { ShareButton } from './client/ShareButton.tsx';
export { useReportParams } from './client/use-report-params.ts';
export {
  EDITING_REASON,
  type FetchRun,
  NEW_REQUEST_REASON,
  REPORT_FAILED,
  type ReportRunState,
  runFollowKey,
  useReportRun,
} from './client/use-report-run.ts';
export { type RunFilterOf, useReportScreen } from './client/use-report-screen.ts';
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
export { formatChange, formatCompact, formatMoney, formatNumber, formatWhole } from './format.ts';
export { ReportSkeleton } from './kpis/ReportSkeleton.tsx';
