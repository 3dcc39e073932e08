// The mcl module's widget types (spec 3 §2.1 display names → spec 1 §3 component types).
import { type ComponentType, lazy } from 'react';
import type { WidgetSettingsProps, WidgetType } from '../../../core/widgets/widget-type.ts';
import {
  RecentListAttributesSchema,
  TeamingWinAttributesSchema,
  TopOfficesAttributesSchema,
  TopPartnersAttributesSchema,
  TopPracticeGroupsAttributesSchema,
} from './mcl-attributes.ts';

type SettingsName = keyof typeof import('./MclSettings.tsx');

const settings = (name: SettingsName) =>
  lazy(() =>
    import('./MclSettings.tsx').then((m) => ({ default: m[name] as ComponentType<WidgetSettingsProps> })),
  );
const recentView = (name: 'RecentAssignmentsView' | 'RecentCompaniesView') =>
  lazy(() => import('./RecentListViews.tsx').then((m) => ({ default: m[name] })));
const topView = (name: 'TeamingWinView' | 'TopOfficesView' | 'TopPartnersView' | 'TopPracticeGroupsView') =>
  lazy(() => import('./TopViews.tsx').then((m) => ({ default: m[name] })));

const component = (
  type: string,
  displayName: string,
  extra: Omit<WidgetType, 'type' | 'displayName' | 'identifier' | 'componentType'>,
): WidgetType => ({
  type,
  displayName,
  identifier: 'Component',
  componentType: type,
  usesFilter: true,
  ...extra,
});

export const recentAssignmentsWidget = component('recent-assignments', 'Assignments', {
  aliases: ['card-table'],
  attributesSchema: RecentListAttributesSchema,
  View: recentView('RecentAssignmentsView'),
  Settings: settings('RecentListSettings'),
});

export const recentCompaniesWidget = component('recent-companies', 'Companies', {
  attributesSchema: RecentListAttributesSchema,
  View: recentView('RecentCompaniesView'),
  Settings: settings('RecentListSettings'),
});

export const recentTeamingWinWidget = component('recent-teaming-win', 'Recent Teaming Win', {
  attributesSchema: TeamingWinAttributesSchema,
  View: topView('TeamingWinView'),
  Settings: settings('TeamingWinSettings'),
});

export const topOfficesWidget = component('top-offices', 'Top Offices', {
  attributesSchema: TopOfficesAttributesSchema,
  View: topView('TopOfficesView'),
  Settings: settings('TopOfficesSettings'),
});

export const topPartnersWidget = component('top-partners', 'Top Partners', {
  attributesSchema: TopPartnersAttributesSchema,
  View: topView('TopPartnersView'),
  Settings: settings('TopPartnersSettings'),
});

export const topPracticeGroupsWidget = component('top-practice-groups', 'Top Practice Groups', {
  attributesSchema: TopPracticeGroupsAttributesSchema,
  View: topView('TopPracticeGroupsView'),
  Settings: settings('TopPracticeGroupsSettings'),
});
