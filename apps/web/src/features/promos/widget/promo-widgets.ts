// The promos module's widget type: Content Promotion (spec 3 §2.1, component type 'promos').
import { lazy } from 'react';
import type { WidgetType } from '../../../core/widgets/widget-type.ts';
import { preloadableLazy } from '../../../ui/preloadable-lazy.ts';
import { PromoAttributesSchema } from './promo-attributes.ts';
import { promosQuery } from './promos-query.ts';

const PromosView = preloadableLazy(() => import('./PromosView.tsx').then((m) => m.PromosView));
const PromosSettings = lazy(() =>
  import('./PromosSettings.tsx').then((m) => ({ default: m.PromosSettings })),
);

export const promosWidget: WidgetType = {
  type: 'promos',
  displayName: 'Content Promotion',
  identifier: 'Component',
  componentType: 'promos',
  attributesSchema: PromoAttributesSchema,
  View: PromosView,
  firstData: promosQuery,
  Settings: PromosSettings,
};
