// The composition root's one list: every screen of the route table and every widget type of
// spec 3 §2.1, wired to the module that builds it. Screens load route by route; widget types load
// module by module, those a page shows when its grid first needs them, and all of them for the
// editor. A widget type still to be built shows as not available until its module registers it.

import type { ScreenKey } from '@atrium/contracts';
import type { LazyScreen } from '../core/routes/lazy-screen.ts';
import { settledForUse, type WidgetSources } from '../core/widgets/WidgetRegistryContext.tsx';
import { componentKind, type WidgetKey } from '../core/widgets/widget-key.ts';
import type { WidgetRegistry } from '../core/widgets/widget-registry.ts';
import type { SectionIdentifier, WidgetType } from '../core/widgets/widget-type.ts';
import {
  ContentHealthScreen,
  GroupsAdminScreen,
  loadAdminWidgetTypes,
  MailAdminScreen,
  PageAnalyticsScreen,
} from '../features/admin/index.ts';
import { CalendarAdminScreen, loadCalendarWidgetTypes } from '../features/calendar/index.ts';
import {
  CompanyAdminScreen,
  CompanyMergeScreen,
  InveniasCompanyAdminScreen,
} from '../features/companies/index.ts';
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
import {
  DashboardScreen,
  LeagueTablesScreen,
  loadReportWidgetTypes,
  MyReportsScreen,
  ReportStubScreen,
  TargetsAdminScreen,
} from '../features/reports/index.ts';
import { AiSearchScreen, AssessmentScreen, LearnScreen, SearchScreen } from '../features/search/index.ts';
import { AdminRoutesScreen, ContentPage, loadContentWidgetTypes } from '../features/site/index.ts';
import { loadBasicWidgetTypes } from '../features/widgets-basic/index.ts';

export { LoginScreen, preloadLoginScreen } from '../features/auth/index.ts';
export { NotFoundScreen } from '../features/site/index.ts';

export const screens: Record<ScreenKey | 'content', LazyScreen> = {
  content: ContentPage,
  dashboard: DashboardScreen,
  leagueTables: LeagueTablesScreen,
  targetsAdmin: TargetsAdminScreen,
  reportStub: ReportStubScreen,
  myReports: MyReportsScreen,
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
  mailAdmin: MailAdminScreen,
  contentHealth: ContentHealthScreen,
  pageAnalytics: PageAnalyticsScreen,
  promosAdmin: PromosAdminScreen,
  calendarAdmin: CalendarAdminScreen,
  adminFiles: LocalFilesScreen,
  search: SearchScreen,
  learn: LearnScreen,
  assessment: AssessmentScreen,
  aiSearch: AiSearchScreen,
};

/** A module that builds widget types, and the section keys they answer to. */
interface WidgetModule {
  identifiers?: readonly SectionIdentifier[];
  kinds?: readonly string[];
  load: () => Promise<WidgetType[]>;
}

/**
 * The modules that build widget types, and the section keys their types answer to (content types,
 * or component kinds with their aliases): a page loads only the modules of the widgets it shows.
 * wiring.test.ts keeps each list equal to what its module's types say.
 */
export const widgetModules: readonly WidgetModule[] = [
  {
    identifiers: ['RichText', 'PagePromotion'],
    load: () => loadContentWidgetTypes().then((m) => [m.richText, m.pagePromotion]),
  },
  {
    kinds: [
      'recent-assignments',
      'card-table',
      'recent-companies',
      'recent-teaming-win',
      'top-offices',
      'top-partners',
      'top-practice-groups',
    ],
    load: () =>
      loadMclWidgetTypes().then((m) => [
        m.recentAssignments,
        m.recentCompanies,
        m.recentTeamingWin,
        m.topOffices,
        m.topPartners,
        m.topPracticeGroups,
      ]),
  },
  {
    kinds: [
      'member-list',
      'member-list-promo',
      'new-partners',
      'user-intro',
      'colleague-finder',
      'at-a-glance',
    ],
    load: () =>
      loadPeopleWidgetTypes().then((m) => [
        m.memberList,
        m.memberListPromo,
        m.newPartners,
        m.userIntro,
        m.colleagueFinder,
        m.atAGlance,
      ]),
  },
  {
    kinds: ['dashboard', 'dashboard-promo'],
    load: () => loadReportWidgetTypes().then((m) => [m.dashboard, m.dashboardPromo]),
  },
  { kinds: ['promos'], load: () => loadPromoWidgetTypes().then((m) => [m.promos]) },
  { kinds: ['calendar'], load: () => loadCalendarWidgetTypes().then((m) => [m.calendar]) },
  { kinds: ['box-files'], load: () => loadFilesWidgetTypes().then((m) => [m.boxDocuments]) },
  { kinds: ['intake-form'], load: () => loadAdminWidgetTypes().then((m) => [m.intakeForm]) },
  {
    kinds: ['quick-links', 'quicklinks', 'viewer'],
    load: () => loadBasicWidgetTypes().then((m) => [m.quickLinks, m.viewer]),
  },
];

/** The module holding a section's widget, if any. */
function widgetModuleOf(section: WidgetKey): WidgetModule | undefined {
  const identifier = section.Type.Identifier;
  if (identifier !== 'Component')
    return widgetModules.find((m) => m.identifiers?.some((id) => id === identifier));
  const kind = componentKind(section);
  return widgetModules.find((m) => m.kinds?.includes(kind));
}

/**
 * One load per set of modules, shared by every caller; a failed load is forgotten, so that a later
 * call may retry it. The registry's code (with zod) stays out of the start-up bundle, like the types.
 */
const loads = new Map<string, Promise<WidgetRegistry>>();

function loadRegistryOf(modules: readonly WidgetModule[], key: string): Promise<WidgetRegistry> {
  let loading = loads.get(key);
  if (!loading) {
    // Marked as it settles, so that a page whose widget types arrived before its first render
    // (asked for at start-up) renders them without suspending.
    loading = settledForUse(
      Promise.all([import('../core/widgets/widget-registry.ts'), ...modules.map((m) => m.load())]).then(
        ([{ createWidgetRegistry }, ...types]) => createWidgetRegistry(types.flat()),
      ),
    );
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

export const widgetSources: WidgetSources = {
  loadAll: () => loadRegistryOf(widgetModules, 'all'),
  loadFor: (section) => {
    const module = widgetModuleOf(section);
    return module ? loadRegistryOf([module], String(widgetModules.indexOf(module))) : null;
  },
};
