// The composition root's one list: every screen of the route table and every widget type of
// spec 3 §2.1, wired to the module that builds it. Screens load route by route; the widget types
// load together after sign-in. A widget type still to be built shows as not available until its
// module registers it.
import { type ComponentType, lazy } from 'react';
import type { ScreenProps } from '../core/routes/screen-props.ts';
import type { WidgetRegistry } from '../core/widgets/widget-registry.ts';
import {
  CompanyAdminScreen,
  CompanyMergeScreen,
  InveniasCompanyAdminScreen,
} from '../features/companies/index.ts';
import { AdminRoutesScreen, ContentPage, loadContentWidgetTypes } from '../features/content/index.ts';
import {
  LicenseDetailScreen,
  LicensesScreen,
  LocationDetailScreen,
  LocationsScreen,
  loadPeopleWidgetTypes,
  MemberProfileScreen,
  MembersScreen,
  YourProfileScreen,
} from '../features/people/index.ts';
import { DashboardScreen, loadReportWidgetTypes, ReportStubScreen } from '../features/reports/index.ts';
import { AiSearchScreen, AssessmentScreen, LearnScreen, SearchScreen } from '../features/search/index.ts';
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
  companyAdmin: CompanyAdminScreen,
  companyMerge: CompanyMergeScreen,
  inveniasCompanyAdmin: InveniasCompanyAdminScreen,
  members: MembersScreen,
  memberProfile: MemberProfileScreen,
  yourProfile: YourProfileScreen,
  locations: LocationsScreen,
  locationDetail: LocationDetailScreen,
  licenses: LicensesScreen,
  licenseDetail: LicenseDetailScreen,
  search: SearchScreen,
  learn: LearnScreen,
  assessment: AssessmentScreen,
  aiSearch: AiSearchScreen,
};

export async function loadWidgetRegistry(): Promise<WidgetRegistry> {
  // Like the types themselves, the registry's code stays out of the start-up bundle.
  const [{ createWidgetRegistry, plannedWidget }, content, reports, people] = await Promise.all([
    import('../core/widgets/widget-registry.ts'),
    loadContentWidgetTypes(),
    loadReportWidgetTypes(),
    loadPeopleWidgetTypes(),
  ]);
  const filtered = { usesFilter: true };
  return createWidgetRegistry([
    content.richText,
    content.pagePromotion,
    plannedWidget('Assignments', 'recent-assignments', { aliases: ['card-table'], ...filtered }),
    plannedWidget('Box Documents', 'box-files'),
    plannedWidget('Calendar', 'calendar'),
    people.colleagueFinder,
    people.atAGlance,
    plannedWidget('Companies', 'recent-companies', filtered),
    plannedWidget('Content Promotion', 'promos'),
    reports.dashboard,
    reports.dashboardPromo,
    plannedWidget('Executive Brief Intake Form', 'intake-form'),
    plannedWidget('Page Viewer', 'viewer'),
    people.memberList,
    people.memberListPromo,
    people.newPartners,
    plannedWidget('Quick Links', 'quick-links'),
    plannedWidget('Recent Teaming Win', 'recent-teaming-win', filtered),
    people.userIntro,
    plannedWidget('Top Offices', 'top-offices', filtered),
    plannedWidget('Top Partners', 'top-partners', filtered),
    plannedWidget('Top Practice Groups', 'top-practice-groups', filtered),
  ]);
}
