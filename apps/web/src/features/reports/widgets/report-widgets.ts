// The reports module's widget types (spec 1 §4, spec 2 §4): Dashboard and Dashboard Promo run a
// summary report with the widget's (or page's) filter; their code loads when a page shows one.
import { reportEndpoints } from '@atrium/contracts';
import { lazy } from 'react';
import type { WidgetType } from '../../../core/widgets/widget-type.ts';
import { preloadableLazy } from '../../../ui/preloadable-lazy.ts';
import { DashboardWidgetAttributesSchema } from './dashboard/dashboard-widget-attributes.ts';

const DashboardWidgetView = preloadableLazy(() =>
  import('./dashboard/DashboardWidgetView.tsx').then((m) => m.DashboardWidgetView),
);
const DashboardSettings = lazy(() =>
  import('./dashboard/DashboardSettings.tsx').then((m) => ({ default: m.DashboardSettings })),
);
const DashboardPromoView = preloadableLazy(() =>
  import('./dashboard-promo/DashboardPromoView.tsx').then((m) => m.DashboardPromoView),
);
const DashboardPromoSettings = lazy(() =>
  import('./dashboard-promo/DashboardPromoSettings.tsx').then((m) => ({ default: m.DashboardPromoSettings })),
);

export const dashboardWidget: WidgetType = {
  type: 'dashboard',
  displayName: 'Dashboard',
  identifier: 'Component',
  componentType: 'dashboard',
  usesFilter: true,
  figuresFrom: [reportEndpoints.run],
  attributesSchema: DashboardWidgetAttributesSchema,
  View: DashboardWidgetView,
  Settings: DashboardSettings,
};

export const dashboardPromoWidget: WidgetType = {
  type: 'dashboard-promo',
  displayName: 'Dashboard Promo',
  identifier: 'Component',
  componentType: 'dashboard-promo',
  usesFilter: true,
  figuresFrom: [reportEndpoints.run],
  attributesSchema: DashboardWidgetAttributesSchema,
  View: DashboardPromoView,
  Settings: DashboardPromoSettings,
};
