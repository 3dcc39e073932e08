// The mcl module (spec 1 §2.1 the mcl routes, spec 3 §2.7, §3, §4): assignment and
// company listings, the assignment and company detail pages, the company webtab, the results
// tables other screens reuse, and the listing widgets. Screens and widget types load on demand.
import { Skeleton } from '@mantine/core';
import { createElement } from 'react';
import { lazyScreen } from '../../core/routes/lazy-screen.ts';
import { preloadableLazy } from '../../ui/preloadable-lazy.ts';
import { assignmentListData, companyListData } from './listings/listing-queries.ts';
import { assignmentDetailData, companyDetailData, companyWebtabData, consultingData } from './mcl-queries.ts';

import { askPartnerPanels, type PartnerPanelsInput } from './partner-panel-queries.ts';

export { offLimitsDisplay, revenueBand } from './format/mcl-format.ts';
export { type MclHrefs, useMclHrefs } from './mcl-links.ts';
export { CompanyOffLimitsBadge, OffLimitsMarkBadge, offLimitsText } from './off-limits/OffLimitsBadge.tsx';
export { type OffLimitsMarks, useOffLimitsMarks } from './off-limits/use-off-limits-marks.ts';
export type { AssignmentTableProps } from './tables/AssignmentTable.tsx';
export { type AssignmentTableRow, assignmentColumns } from './tables/assignment-columns.tsx';
export { KeyAccountIcon } from './tables/CompanyCell.tsx';
export type { CompanyTableProps } from './tables/CompanyTable.tsx';
export { companyColumns, OffLimitsCell } from './tables/company-columns.tsx';
export { NO_ASSIGNMENTS, NO_COMPANIES } from './tables/table-texts.ts';

export const AssignmentListScreen = lazyScreen(
  () => import('./listings/ListingScreens.tsx').then((m) => m.AssignmentListScreen),
  { data: assignmentListData },
);

export const CompanyListScreen = lazyScreen(
  () => import('./listings/ListingScreens.tsx').then((m) => m.CompanyListScreen),
  { data: companyListData },
);

export const AssignmentDetailScreen = lazyScreen(
  () => import('./detail/AssignmentDetailScreen.tsx').then((m) => m.AssignmentDetailScreen),
  { data: assignmentDetailData },
);

export const ConsultingScreen = lazyScreen(
  () => import('./detail/ConsultingScreen.tsx').then((m) => m.ConsultingScreen),
  { data: consultingData },
);

export const CompanyDetailScreen = lazyScreen(
  () => import('./company/CompanyDetailScreen.tsx').then((m) => m.CompanyDetailScreen),
  { data: companyDetailData },
);

export const CompanyWebtabScreen = lazyScreen(
  () => import('./company/CompanyWebtabScreen.tsx').then((m) => m.CompanyWebtabScreen),
  { data: companyWebtabData },
);

/** The listing widget types, loaded with the widget registry. */
export const loadMclWidgetTypes = () =>
  import('./widgets/mcl-widgets.ts').then((m) => ({
    recentAssignments: m.recentAssignmentsWidget,
    recentCompanies: m.recentCompaniesWidget,
    recentTeamingWin: m.recentTeamingWinWidget,
    topOffices: m.topOfficesWidget,
    topPartners: m.topPartnersWidget,
    topPracticeGroups: m.topPracticeGroupsWidget,
  }));

/**
 * spec 3 §2.5: the financial panel ('Show for' and six quarterly boxes) for one partner (the member
 * profile).
 */
export const PartnerFinancialPanel = preloadableLazy(
  () => import('./financial-panel/PartnerFinancialPanel.tsx').then((m) => m.PartnerFinancialPanel),
  { standIn: createElement(Skeleton, { h: 240, radius: 'lg' }) },
);

/** spec 2 §2: Advanced Assignment Search and Advanced Company Search (the Assignment and Company report types). */
export const AssignmentReportScreen = lazyScreen(() =>
  import('./report/AdvancedSearchScreen.tsx').then((m) => m.AssignmentReportScreen),
);

export const CompanyReportScreen = lazyScreen(() =>
  import('./report/AdvancedSearchScreen.tsx').then((m) => m.CompanyReportScreen),
);

/** "My off-limits expiring in the next 90 days" (the member profile). */
export const ExpiringOffLimits = preloadableLazy(
  () => import('./off-limits/ExpiringOffLimits.tsx').then((m) => m.ExpiringOffLimits),
  { standIn: createElement(Skeleton, { h: 120, radius: 'lg' }) },
);

/** "Clients I know" (the member profile). */
export const ClientsKnown = preloadableLazy(
  () => import('./relationships/ClientsKnown.tsx').then((m) => m.ClientsKnown),
  { standIn: createElement(Skeleton, { h: 120, radius: 'lg' }) },
);

/**
 * A member profile's partner panels, asked for at start-up beside the profile: their data, and their
 * code, so that neither waits for the profile to render first.
 */
export function partnerPanelsData(input: PartnerPanelsInput): void {
  askPartnerPanels(input);
  const quietly = () => undefined;
  void ClientsKnown.preload().catch(quietly);
  void ExpiringOffLimits.preload().catch(quietly);
  if (input.showsFinancials) void PartnerFinancialPanel.preload().catch(quietly);
}
