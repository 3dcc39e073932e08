// The fixed route table of spec 1 §2.1. {members}, {tracking} and {ai-search} come from the brand.
import { brand } from './brand.ts';
import { DEDUPE_GROUP } from './group-names.ts';

/** The layout a route renders in. */
export type RouteTemplate = 'main' | 'frame' | 'admin';

/** Which screen a route shows; the web app's composition root maps each to its module's screen. */
export type ScreenKey =
  | 'adminRoutes'
  | 'dashboard'
  | 'leagueTables'
  | 'targetsAdmin'
  | 'reportStub'
  | 'myReports'
  | 'companyAdmin'
  | 'companyMerge'
  | 'inveniasCompanyAdmin'
  | 'members'
  | 'memberProfile'
  | 'yourProfile'
  | 'locations'
  | 'locationDetail'
  | 'licenses'
  | 'licenseDetail'
  | 'assignmentList'
  | 'assignmentReport'
  | 'companyReport'
  | 'userReport'
  | 'licenseReport'
  | 'locationReport'
  | 'companyList'
  | 'assignmentDetail'
  | 'assignmentConsulting'
  | 'companyDetail'
  | 'companyWebtab'
  | 'groupsAdmin'
  | 'mailAdmin'
  | 'contentHealth'
  | 'pageAnalytics'
  | 'promosAdmin'
  | 'calendarAdmin'
  | 'adminFiles'
  | 'search'
  | 'learn'
  | 'assessment'
  | 'aiSearch';

export interface FixedRoute {
  /** React Router pattern: `:Id` for parameters. */
  path: string;
  title: string;
  /** Internal name for `navigateByName` (spec 1 §2.1 "Named routes"). */
  name?: string;
  hideDrawer?: boolean;
  /** Only members of this group may open it; others go to /noaccess. */
  group?: string;
  /** Only site admins may open it; others go to /noaccess. */
  adminOnly?: boolean;
  template: RouteTemplate;
  screen: ScreenKey;
  /** Flags handed to the screen, e.g. the list scope of /mcl/assignments/my. */
  props?: Record<string, string | boolean>;
}

const m = brand.members;
const t = brand.tracking;

function main(
  path: string,
  title: string,
  extra: Partial<FixedRoute> & Pick<FixedRoute, 'screen'>,
): FixedRoute {
  return { path, title, template: 'main', ...extra };
}

function listRoutes(kind: 'assignments' | 'companies', noun: string): FixedRoute[] {
  const screen = kind === 'assignments' ? 'assignmentList' : 'companyList';
  return [
    main(`/mcl/${kind}/my`, `My ${noun}`, { hideDrawer: true, screen, props: { scope: 'my' } }),
    main(`/mcl/${kind}/location`, `My Location ${noun}`, {
      hideDrawer: true,
      screen,
      props: { scope: 'location' },
    }),
    main(`/mcl/${kind}/all`, `All ${noun}`, { hideDrawer: true, screen, props: { scope: 'all' } }),
  ];
}

export const fixedRoutes: FixedRoute[] = [
  main('/admin/groups', 'Groups Admin', { screen: 'groupsAdmin', adminOnly: true }),
  main('/admin/mail', 'Mail Admin', { name: '_adminMail', screen: 'mailAdmin', adminOnly: true }),
  main('/admin/content-health', 'Content health', {
    name: '_adminContentHealth',
    screen: 'contentHealth',
    adminOnly: true,
  }),
  main('/admin/analytics', 'Page analytics', {
    name: '_adminAnalytics',
    screen: 'pageAnalytics',
    adminOnly: true,
  }),
  main('/admin/promos', 'Promos Admin', { screen: 'promosAdmin', adminOnly: true }),
  main('/admin/calendar', 'Calendar Admin', {
    name: '_adminCalendar',
    screen: 'calendarAdmin',
    adminOnly: true,
  }),
  main('/admin/targets', 'Targets Admin', { name: '_adminTargets', screen: 'targetsAdmin', adminOnly: true }),
  main('/search', 'Search', { name: '_search', screen: 'search' }),
  main('/my-reports', 'My Reports', { name: '_myReports', screen: 'myReports' }),
  ...listRoutes('assignments', 'Assignments'),
  main('/mcl/assignments/report', 'Advanced Assignment Search', {
    hideDrawer: true,
    name: '_ReportsAssignments',
    screen: 'assignmentReport',
  }),
  main('/mcl/assignments/:Id', 'Assignment Detail', {
    name: '_assignmentDetail',
    screen: 'assignmentDetail',
  }),
  main('/mcl/assignments/:Id/blf', 'Leadership Consulting', {
    hideDrawer: true,
    screen: 'assignmentConsulting',
  }),
  ...listRoutes('companies', 'Companies'),
  main('/mcl/companies/report', 'Advanced Company Search', {
    name: '_ReportsCompanies',
    screen: 'companyReport',
  }),
  main('/mcl/companies/:Id', 'Company Detail', { name: '_companyDetail', screen: 'companyDetail' }),
  main('/mcl/companies/:Id/admin', 'Company Admin', { name: '_companyAdmin', screen: 'companyAdmin' }),
  main('/mcl/companies/:Id/webtab/full', 'Company Webtab', { template: 'frame', screen: 'companyWebtab' }),
  main(`/mcl/companies/:Id/${t}/dedupe`, 'Company Merge', {
    template: 'frame',
    group: DEDUPE_GROUP,
    screen: 'companyMerge',
  }),
  main(`/mcl/companies/${t}/dedupe`, `Company Merge (${brand.trackingLabel})`, {
    template: 'frame',
    group: DEDUPE_GROUP,
    screen: 'companyMerge',
  }),
  main('/mcl/dashboard', 'Dashboard', { name: '_Dashboard', screen: 'dashboard' }),
  main('/mcl/league', 'League Tables', { name: '_leagueTables', screen: 'leagueTables' }),
  main('/directory/licenses/report', 'License Report', { screen: 'licenseReport' }),
  main(`/directory/${m}`, brand.membersLabel, { name: '_members', screen: 'members' }),
  main(`/directory/${m}/profile`, 'Your Profile', { name: '_yourProfile', screen: 'yourProfile' }),
  main(`/directory/${m}/report`, `${brand.memberSingular} Report`, {
    name: '_ReportsUsers',
    screen: 'userReport',
  }),
  main(`/directory/${m}/:Id`, 'Partner Profile', {
    name: '_partnerProfile',
    screen: 'memberProfile',
    props: { param: 'userId' },
  }),
  main('/directory/locations', 'Locations', { name: '_locations', screen: 'locations' }),
  main('/directory/locations/report', 'Location Report', { screen: 'locationReport' }),
  main('/directory/location/:Id', 'Location Detail', {
    name: '_locationDetail',
    screen: 'locationDetail',
    props: { param: 'locationId' },
  }),
  main('/directory/licenses', 'Licenses', { name: '_licenses', screen: 'licenses' }),
  main('/directory/license/:Id', 'License Detail', {
    name: '_licenseDetail',
    screen: 'licenseDetail',
    props: { param: 'licenseId' },
  }),
  main('/learn', 'Learn More', { name: '_learn', screen: 'learn' }),
  main('/report/:stub', 'Loading Report', { screen: 'reportStub' }),
  main(`/${brand.aiSearchPath}`, 'AI Search', { screen: 'aiSearch' }),
  main('/assessment', 'Assessment', { screen: 'assessment' }),
  main(`/${t}/company/admin`, `${brand.trackingLabel} Company Admin`, {
    group: DEDUPE_GROUP,
    screen: 'inveniasCompanyAdmin',
  }),
  // The tracking system frames its company records by the MCL id it keeps (ExternalId2).
  main(`/${t}/company/:Id/webtab/full`, 'Company', {
    template: 'frame',
    group: DEDUPE_GROUP,
    screen: 'companyWebtab',
  }),
  main(`/${t}/person/:Id/webtab/full`, 'Person', {
    template: 'frame',
    group: DEDUPE_GROUP,
    screen: 'memberProfile',
    props: { param: 'userId' },
  }),
  {
    path: '/admin/routes',
    title: 'Routes',
    name: '_adminRoutes',
    template: 'admin',
    screen: 'adminRoutes',
    adminOnly: true,
  },
  main('/admin/files', 'Portal Files', { name: '_adminFiles', screen: 'adminFiles', adminOnly: true }),
];
