// The composition root's one list: every screen of the route table and every widget type of
// spec 3 §2.1, wired to the module that builds it. Screens load route by route; the widget types
// load together, once, when a page's grid or the editor first needs them. A widget type still to be built shows as not available until its
// module registers it.
import { type LazyScreen, lazyScreen } from '../core/routes/lazy-screen.ts';
import type { WidgetRegistry } from '../core/widgets/widget-registry.ts';
import { GroupsAdminScreen, loadAdminWidgetTypes } from '../features/admin/index.ts';
import { CalendarAdminScreen, loadCalendarWidgetTypes } from '../features/calendar/index.ts';
import {
  CompanyAdminScreen,
  CompanyMergeScreen,
  InveniasCompanyAdminScreen,
} from '../features/companies/index.ts';
import { AdminRoutesScreen, ContentPage, loadContentWidgetTypes } from '../features/content/index.ts';
import { LocalFilesScreen, loadFilesWidgetTypes } from '../features/files/index.ts';
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
  LicenseReportScreen,
  LicensesScreen,
  LocationDetailScreen,
  LocationReportScreen,
  LocationsScreen,
  loadPeopleWidgetTypes,
  MemberProfileScreen,
  MembersScreen,
  UserReportScreen,
  YourProfileScreen,
} from '../features/people/index.ts';
import { loadPromoWidgetTypes, PromosAdminScreen } from '../features/promos/index.ts';
import { DashboardScreen, loadReportWidgetTypes, ReportStubScreen } from '../features/reports/index.ts';
import { AiSearchScreen, AssessmentScreen, LearnScreen, SearchScreen } from '../features/search/index.ts';
import { loadBasicWidgetTypes } from '../features/widgets-basic/index.ts';
import type { ScreenKey } from './router/fixed-routes.ts';

export { LoginScreen, preloadLoginScreen } from '../features/auth/index.ts';
export { NotFoundScreen } from '../features/content/index.ts';

const PlaceholderScreen = lazyScreen(() =>
  import('./screens/PlaceholderScreen.tsx').then((m) => m.PlaceholderScreen),
);

export const screens: Record<ScreenKey | 'content', LazyScreen> = {
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
  userReport: UserReportScreen,
  licenseReport: LicenseReportScreen,
  locationReport: LocationReportScreen,
  companyList: CompanyListScreen,
  assignmentDetail: AssignmentDetailScreen,
  assignmentConsulting: ConsultingScreen,
  companyDetail: CompanyDetailScreen,
  companyWebtab: CompanyWebtabScreen,
  groupsAdmin: GroupsAdminScreen,
  promosAdmin: PromosAdminScreen,
  calendarAdmin: CalendarAdminScreen,
  adminFiles: LocalFilesScreen,
  search: SearchScreen,
  learn: LearnScreen,
  assessment: AssessmentScreen,
  aiSearch: AiSearchScreen,
};

let registryLoading: Promise<WidgetRegistry> | null = null;

/** Shared by the start-up preload of a page and the registry's provider; a failure may be retried. */
export function loadWidgetRegistry(): Promise<WidgetRegistry> {
  registryLoading ??= loadEveryWidgetType().catch((error: unknown) => {
    registryLoading = null;
    throw error;
  });
  return registryLoading;
}

async function loadEveryWidgetType(): Promise<WidgetRegistry> {
  // Like the types themselves, the registry's code stays out of the start-up bundle.
  const [{ createWidgetRegistry }, content, reports, people, mcl, promos, admin, calendar, basic, files] =
    await Promise.all([
      import('../core/widgets/widget-registry.ts'),
      loadContentWidgetTypes(),
      loadReportWidgetTypes(),
      loadPeopleWidgetTypes(),
      loadMclWidgetTypes(),
      loadPromoWidgetTypes(),
      loadAdminWidgetTypes(),
      loadCalendarWidgetTypes(),
      loadBasicWidgetTypes(),
      loadFilesWidgetTypes(),
    ]);
  return createWidgetRegistry([
    content.richText,
    content.pagePromotion,
    mcl.recentAssignments,
    files.boxDocuments,
    calendar.calendar,
    people.colleagueFinder,
    people.atAGlance,
    mcl.recentCompanies,
    promos.promos,
    reports.dashboard,
    reports.dashboardPromo,
    admin.intakeForm,
    basic.viewer,
    people.memberList,
    people.memberListPromo,
    people.newPartners,
    basic.quickLinks,
    mcl.recentTeamingWin,
    people.userIntro,
    mcl.topOffices,
    mcl.topPartners,
    mcl.topPracticeGroups,
  ]);
}
