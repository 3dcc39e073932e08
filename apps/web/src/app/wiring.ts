// Every widget of spec 3 §2.1 (display names) plus the two content types of spec 1 §3. A later
// issue builds a widget by adding its folder and filling View/Settings/attributes here.
import { lazy } from 'react';
import type { WidgetDefinition } from '../core/widgets/widget-type.ts';
import { FilterAttributesSchema } from '../features/content/widgets/filter/filter-attributes.ts';
import { PagePromotionView } from '../features/content/widgets/page-promotion/PagePromotionView.tsx';
import { PagePromotionAttributesSchema } from '../features/content/widgets/page-promotion/page-promotion-attributes.ts';
import { RichTextView } from '../features/content/widgets/rich-text/RichTextView.tsx';
import { RichTextAttributesSchema } from '../features/content/widgets/rich-text/rich-text-attributes.ts';
import { DashboardWidgetAttributesSchema } from '../features/reports/widgets/dashboard/dashboard-widget-attributes.ts';

const RichTextSettings = lazy(() =>
  import('../features/content/widgets/rich-text/RichTextSettings.tsx').then((m) => ({
    default: m.RichTextSettings,
  })),
);

const DashboardWidgetView = lazy(() =>
  import('../features/reports/widgets/dashboard/DashboardWidgetView.tsx').then((m) => ({
    default: m.DashboardWidgetView,
  })),
);
const DashboardSettings = lazy(() =>
  import('../features/reports/widgets/dashboard/DashboardSettings.tsx').then((m) => ({
    default: m.DashboardSettings,
  })),
);
const DashboardPromoView = lazy(() =>
  import('../features/reports/widgets/dashboard-promo/DashboardPromoView.tsx').then((m) => ({
    default: m.DashboardPromoView,
  })),
);
const DashboardPromoSettings = lazy(() =>
  import('../features/reports/widgets/dashboard-promo/DashboardPromoSettings.tsx').then((m) => ({
    default: m.DashboardPromoSettings,
  })),
);

const PagePromotionSettings = lazy(() =>
  import('../features/content/widgets/rich-text/RichTextSettings.tsx').then((m) => ({
    default: m.PagePromotionSettings,
  })),
);

const component = (
  displayName: string,
  componentType: string,
  extra: Partial<WidgetDefinition> = {},
): WidgetDefinition => ({
  key: componentType,
  displayName,
  identifier: 'Component',
  componentType,
  ...extra,
});

const filtered = { usesFilter: true, attributes: FilterAttributesSchema };

export const widgetRegistry: WidgetDefinition[] = [
  {
    key: 'rich-text',
    displayName: 'Rich Text',
    identifier: 'RichText',
    componentType: '',
    attributes: RichTextAttributesSchema,
    View: RichTextView,
    Settings: RichTextSettings,
  },
  {
    key: 'page-promotion',
    displayName: 'Page Promotion',
    identifier: 'PagePromotion',
    componentType: '',
    linksToPage: true,
    attributes: PagePromotionAttributesSchema,
    View: PagePromotionView,
    Settings: PagePromotionSettings,
  },
  component('Assignments', 'recent-assignments', { aliases: ['card-table'], ...filtered }),
  component('Box Documents', 'box-files'),
  component('Calendar', 'calendar'),
  component('Colleague Finder', 'colleague-finder', filtered),
  component('At a glance', 'at-a-glance'),
  component('Companies', 'recent-companies', filtered),
  component('Content Promotion', 'promos'),
  component('Dashboard', 'dashboard', {
    usesFilter: true,
    attributes: DashboardWidgetAttributesSchema,
    View: DashboardWidgetView,
    Settings: DashboardSettings,
  }),
  component('Dashboard Promo', 'dashboard-promo', {
    usesFilter: true,
    attributes: DashboardWidgetAttributesSchema,
    View: DashboardPromoView,
    Settings: DashboardPromoSettings,
  }),
  component('Executive Brief Intake Form', 'intake-form'),
  component('Page Viewer', 'viewer'),
  component('People Table View', 'member-list', filtered),
  component('People Tile View', 'member-list-promo', filtered),
  component('People Vertical List View', 'new-partners', filtered),
  component('Quick Links', 'quick-links'),
  component('Recent Teaming Win', 'recent-teaming-win', filtered),
  component('Single Partner Promo', 'user-intro'),
  component('Top Offices', 'top-offices', filtered),
  component('Top Partners', 'top-partners', filtered),
  component('Top Practice Groups', 'top-practice-groups', filtered),
];

const byKey = new Map(widgetRegistry.map((w) => [w.key, w]));

/** The widget a section shows: by content type, and for components by their kind. */
export function findWidget(section: {
  Type: { Identifier: string };
  ComponentType: string;
}): WidgetDefinition | null {
  const identifier = section.Type.Identifier;
  if (identifier !== 'Component') return widgetRegistry.find((w) => w.identifier === identifier) ?? null;
  const kind = section.ComponentType.trim().toLowerCase();
  return widgetRegistry.find((w) => w.componentType === kind || w.aliases?.includes(kind)) ?? null;
}

export function getWidget(key: string): WidgetDefinition | null {
  return byKey.get(key) ?? null;
}

/** Options of the widget type selector, by display name. */
export const widgetTypeOptions = [...widgetRegistry]
  .sort((a, b) => a.displayName.localeCompare(b.displayName))
  .map((w) => ({ value: w.key, label: w.displayName }));
