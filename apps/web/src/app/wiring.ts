// The composition root's one list: every screen of the route table and every widget type of
// spec 3 §2.1, wired to the module that builds it. A module's screens load on demand, route by
// route; a widget type still to be built shows as not available until its module registers it.
import { type ComponentType, lazy } from 'react';
import type { ScreenProps } from '../core/routes/screen-props.ts';
import { createWidgetRegistry, plannedWidget } from '../core/widgets/widget-registry.ts';
import {
  AdminRoutesScreen,
  ContentPage,
  FilterAttributesSchema,
  pagePromotionWidget,
  richTextWidget,
} from '../features/content/index.ts';
import {
  DashboardScreen,
  dashboardPromoWidget,
  dashboardWidget,
  ReportStubScreen,
} from '../features/reports/index.ts';
import type { ScreenKey } from './router/fixed-routes.ts';

export { LoginScreen, preloadLoginScreen } from '../features/auth/index.ts';
export { NotFoundScreen } from '../features/content/index.ts';

const PlaceholderScreen = lazy(() =>
  import('./screens/PlaceholderScreen.tsx').then((m) => ({ default: m.PlaceholderScreen })),
);

export const screens: Record<ScreenKey | 'content', ComponentType<ScreenProps>> = {
  placeholder: PlaceholderScreen,
  content: ContentPage,
  dashboard: DashboardScreen,
  reportStub: ReportStubScreen,
  adminRoutes: AdminRoutesScreen,
};

const filtered = { usesFilter: true, attributesSchema: FilterAttributesSchema };

export const widgetRegistry = createWidgetRegistry([
  richTextWidget,
  pagePromotionWidget,
  plannedWidget('Assignments', 'recent-assignments', { aliases: ['card-table'], ...filtered }),
  plannedWidget('Box Documents', 'box-files'),
  plannedWidget('Calendar', 'calendar'),
  plannedWidget('Colleague Finder', 'colleague-finder', filtered),
  plannedWidget('At a glance', 'at-a-glance'),
  plannedWidget('Companies', 'recent-companies', filtered),
  plannedWidget('Content Promotion', 'promos'),
  dashboardWidget,
  dashboardPromoWidget,
  plannedWidget('Executive Brief Intake Form', 'intake-form'),
  plannedWidget('Page Viewer', 'viewer'),
  plannedWidget('People Table View', 'member-list', filtered),
  plannedWidget('People Tile View', 'member-list-promo', filtered),
  plannedWidget('People Vertical List View', 'new-partners', filtered),
  plannedWidget('Quick Links', 'quick-links'),
  plannedWidget('Recent Teaming Win', 'recent-teaming-win', filtered),
  plannedWidget('Single Partner Promo', 'user-intro'),
  plannedWidget('Top Offices', 'top-offices', filtered),
  plannedWidget('Top Partners', 'top-partners', filtered),
  plannedWidget('Top Practice Groups', 'top-practice-groups', filtered),
]);
