// The people module's widget types (spec 3 §2.1 display names → spec 1 §3 component types).
import { type ComponentType, lazy } from 'react';
import { componentWidget } from '../../../core/widgets/component-widget.ts';
import type { WidgetSettingsProps, WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { preloadableLazy } from '../../../ui/preloadable-lazy.ts';
import { newPartnersQuery } from './new-partners-query.ts';
import {
  ColleagueFinderAttributesSchema,
  MemberListAttributesSchema,
  MemberPromoAttributesSchema,
  NewPartnersAttributesSchema,
  NoAttributesSchema,
  UserIntroAttributesSchema,
} from './people-attributes.ts';

type SettingsName = Exclude<keyof typeof import('./PeopleSettings.tsx'), 'NoSettings'>;

const settings = (name: SettingsName | 'NoSettings') =>
  lazy(() =>
    import('./PeopleSettings.tsx').then((m) => ({ default: m[name] as ComponentType<WidgetSettingsProps> })),
  );

const MemberListView = preloadableLazy(() => import('./MemberListView.tsx').then((m) => m.MemberListView));
const MemberPromoView = preloadableLazy(() => import('./MemberPromoView.tsx').then((m) => m.MemberPromoView));
const NewPartnersView = preloadableLazy(() => import('./NewPartnersView.tsx').then((m) => m.NewPartnersView));
const UserIntroView = preloadableLazy(() => import('./UserIntroView.tsx').then((m) => m.UserIntroView));
const ColleagueFinderView = preloadableLazy(() =>
  import('./ColleagueFinderView.tsx').then((m) => m.ColleagueFinderView),
);
const AtAGlanceView = preloadableLazy<WidgetViewProps>(() =>
  import('./AtAGlanceView.tsx').then((m) => m.AtAGlanceView),
);

export const memberListWidget = componentWidget('member-list', 'People Table View', {
  usesFilter: true,
  attributesSchema: MemberListAttributesSchema,
  View: MemberListView,
  Settings: settings('MemberListSettings'),
});

export const memberListPromoWidget = componentWidget('member-list-promo', 'People Tile View', {
  usesFilter: true,
  attributesSchema: MemberPromoAttributesSchema,
  View: MemberPromoView,
  Settings: settings('MemberPromoSettings'),
});

export const newPartnersWidget = componentWidget('new-partners', 'People Vertical List View', {
  usesFilter: true,
  attributesSchema: NewPartnersAttributesSchema,
  View: NewPartnersView,
  firstData: newPartnersQuery,
  Settings: settings('NewPartnersSettings'),
});

export const userIntroWidget = componentWidget('user-intro', 'Single Partner Promo', {
  attributesSchema: UserIntroAttributesSchema,
  View: UserIntroView,
  Settings: settings('UserIntroSettings'),
});

export const colleagueFinderWidget = componentWidget('colleague-finder', 'Colleague Finder', {
  usesFilter: true,
  attributesSchema: ColleagueFinderAttributesSchema,
  View: ColleagueFinderView,
  Settings: settings('ColleagueFinderSettings'),
});

export const atAGlanceWidget = componentWidget('at-a-glance', 'At a glance', {
  attributesSchema: NoAttributesSchema,
  View: AtAGlanceView,
  Settings: settings('NoSettings'),
});
