// Quick Links and Page Viewer (spec 3 §2.1 display names → spec 1 §3 component types).
import { lazy } from 'react';
import type { WidgetType } from '../../core/widgets/widget-type.ts';
import { preloadableLazy } from '../../ui/preloadable-lazy.ts';
import { QuickLinksAttributesSchema } from './quick-links/quick-links-attributes.ts';
import { ViewerAttributesSchema } from './viewer/viewer-attributes.ts';

export const quickLinksWidget: WidgetType = {
  type: 'quick-links',
  displayName: 'Quick Links',
  identifier: 'Component',
  componentType: 'quick-links',
  aliases: ['quicklinks'],
  attributesSchema: QuickLinksAttributesSchema,
  View: preloadableLazy(() => import('./quick-links/QuickLinksView.tsx').then((m) => m.QuickLinksView)),
  Settings: lazy(() =>
    import('./quick-links/QuickLinksSettings.tsx').then((m) => ({ default: m.QuickLinksSettings })),
  ),
};

export const viewerWidget: WidgetType = {
  type: 'viewer',
  displayName: 'Page Viewer',
  identifier: 'Component',
  componentType: 'viewer',
  attributesSchema: ViewerAttributesSchema,
  View: preloadableLazy(() => import('./viewer/ViewerView.tsx').then((m) => m.ViewerView)),
  Settings: lazy(() => import('./viewer/ViewerSettings.tsx').then((m) => ({ default: m.ViewerSettings }))),
};
