// The reports module (spec 2): the dashboard and the shared-report stub, the report client they
// and every later report screen use (run, cancel, cache, refresh, share, Excel, facade), and the
// Dashboard and Dashboard Promo widgets. Screens and widget types load on demand.
import { lazy } from 'react';

export const DashboardScreen = lazy(() =>
  import('./dashboard/DashboardScreen.tsx').then((m) => ({ default: m.DashboardScreen })),
);

export const ReportStubScreen = lazy(() =>
  import('./dashboard/ReportStubScreen.tsx').then((m) => ({ default: m.ReportStubScreen })),
);

/** The Dashboard and Dashboard Promo widget types, loaded with the widget registry. */
export const loadReportWidgetTypes = () =>
  import('./widgets/report-widgets.ts').then((m) => ({
    dashboard: m.dashboardWidget,
    dashboardPromo: m.dashboardPromoWidget,
  }));
