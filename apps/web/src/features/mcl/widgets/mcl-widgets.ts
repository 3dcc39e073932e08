// The mcl module's widget types (spec 3 §2.1 display names → spec 1 §3 component types).
import { mclEndpoints } from '@atrium/contracts';
import { type ComponentType, lazy } from 'react';
import { componentWidget } from '../../../core/widgets/component-widget.ts';
import type { WidgetSettingsProps } from '../../../core/widgets/widget-type.ts';
import { preloadableLazy } from '../../../ui/preloadable-lazy.ts';
import {
  RecentListAttributesSchema,
  TeamingWinAttributesSchema,
  TopOfficesAttributesSchema,
  TopPartnersAttributesSchema,
  TopPracticeGroupsAttributesSchema,
} from './mcl-attributes.ts';
import {
  recentAssignmentsQuery,
  recentCompaniesQuery,
  teamingWinQuery,
  topOfficesQuery,
  topPartnersQuery,
  topPracticeGroupsQuery,
} from './widget-queries.ts';

type SettingsName = keyof typeof import('./MclSettings.tsx');

const settings = (name: SettingsName) =>
  lazy(() =>
    import('./MclSettings.tsx').then((m) => ({ default: m[name] as ComponentType<WidgetSettingsProps> })),
  );
const recentView = (name: 'RecentAssignmentsView' | 'RecentCompaniesView') =>
  preloadableLazy(() => import('./RecentListViews.tsx').then((m) => m[name]));
const topView = (name: 'TeamingWinView' | 'TopOfficesView' | 'TopPartnersView' | 'TopPracticeGroupsView') =>
  preloadableLazy(() => import('./TopViews.tsx').then((m) => m[name]));

/** The listing widgets all follow the page's filter, or their own. */
const listingWidget: typeof componentWidget = (type, displayName, extra) =>
  componentWidget(type, displayName, { usesFilter: true, ...extra });

export const recentAssignmentsWidget = listingWidget('recent-assignments', 'Assignments', {
  aliases: ['card-table'],
  attributesSchema: RecentListAttributesSchema,
  View: recentView('RecentAssignmentsView'),
  firstData: recentAssignmentsQuery,
  Settings: settings('RecentListSettings'),
});

export const recentCompaniesWidget = listingWidget('recent-companies', 'Companies', {
  attributesSchema: RecentListAttributesSchema,
  View: recentView('RecentCompaniesView'),
  firstData: recentCompaniesQuery,
  Settings: settings('RecentListSettings'),
});

export const recentTeamingWinWidget = listingWidget('recent-teaming-win', 'Recent Teaming Win', {
  attributesSchema: TeamingWinAttributesSchema,
  View: topView('TeamingWinView'),
  firstData: teamingWinQuery,
  Settings: settings('TeamingWinSettings'),
});

export const topOfficesWidget = listingWidget('top-offices', 'Top Offices', {
  attributesSchema: TopOfficesAttributesSchema,
  figuresFrom: [mclEndpoints.topOffices],
  View: topView('TopOfficesView'),
  firstData: topOfficesQuery,
  Settings: settings('TopOfficesSettings'),
});

export const topPartnersWidget = listingWidget('top-partners', 'Top Partners', {
  attributesSchema: TopPartnersAttributesSchema,
  figuresFrom: [mclEndpoints.topPartners],
  View: topView('TopPartnersView'),
  firstData: topPartnersQuery,
  Settings: settings('TopPartnersSettings'),
});

export const topPracticeGroupsWidget = listingWidget('top-practice-groups', 'Top Practice Groups', {
  attributesSchema: TopPracticeGroupsAttributesSchema,
  figuresFrom: [mclEndpoints.topPracticeGroups],
  View: topView('TopPracticeGroupsView'),
  firstData: topPracticeGroupsQuery,
  Settings: settings('TopPracticeGroupsSettings'),
});
