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
  AssignmentDetailScreen,
  AssignmentListScreen,
  AssignmentReportScreen,
  CompanyDetailScreen,
  CompanyListScreen,
  CompanyReportScreen,
  CompanyWebtabScreen,
  ConsultingScreen,
  loadMclWidgetTypes,
} from '../features/mcl/index.ts';
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
  assignmentList: AssignmentListScreen,
  assignmentReport: AssignmentReportScreen,
  companyReport: CompanyReportScreen,
  companyList: CompanyListScreen,
  assignmentDetail: AssignmentDetailScreen,
  assignmentConsulting: ConsultingScreen,
  companyDetail: CompanyDetailScreen,
  companyWebtab: CompanyWebtabScreen,
};

export async function loadWidgetRegistry(): Promise<WidgetRegistry> {
  // Like the types themselves, the registry's code stays out of the start-up bundle.
  const [{ createWidgetRegistry, plannedWidget }, content, reports, people, mcl] = await Promise.all([
    import('../core/widgets/widget-registry.ts'),
    loadContentWidgetTypes(),
    loadReportWidgetTypes(),
    loadPeopleWidgetTypes(),
    loadMclWidgetTypes(),
  ]);
  return createWidgetRegistry([
    content.richText,
    content.pagePromotion,
    mcl.recentAssignments,
    plannedWidget('Box Documents', 'box-files'),
    plannedWidget('Calendar', 'calendar'),
    people.colleagueFinder,
    people.atAGlance,
    mcl.recentCompanies,
    plannedWidget('Content Promotion', 'promos'),
    reports.dashboard,
    reports.dashboardPromo,
    plannedWidget('Executive Brief Intake Form', 'intake-form'),
    plannedWidget('Page Viewer', 'viewer'),
    people.memberList,
    people.memberListPromo,
    people.newPartners,
    plannedWidget('Quick Links', 'quick-links'),
    mcl.recentTeamingWin,
    people.userIntro,
    mcl.topOffices,
    mcl.topPartners,
    mcl.topPracticeGroups,
  ]);
}
