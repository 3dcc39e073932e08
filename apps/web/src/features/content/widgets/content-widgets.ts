// The content module's widget types (spec 1 §3): rich text and page promotions. Their settings
// share the rich-text editor, loaded only when a widget form opens.
import { lazy } from 'react';
import { lazyWithPreload } from '../../../core/lazy-with-preload.tsx';
import type { WidgetType } from '../../../core/widgets/widget-type.ts';
import { PagePromotionAttributesSchema } from './page-promotion/page-promotion-attributes.ts';
import { RichTextAttributesSchema } from './rich-text/rich-text-attributes.ts';

const RichTextView = lazyWithPreload(() =>
  import('./rich-text/RichTextView.tsx').then((m) => m.RichTextView),
);
const PagePromotionView = lazyWithPreload(() =>
  import('./page-promotion/PagePromotionView.tsx').then((m) => m.PagePromotionView),
);
const loadSettings = () => import('./rich-text/RichTextSettings.tsx');
const RichTextSettings = lazy(() => loadSettings().then((m) => ({ default: m.RichTextSettings })));
const PagePromotionSettings = lazy(() => loadSettings().then((m) => ({ default: m.PagePromotionSettings })));

/** A page shows its text with the page, without a placeholder first. */
export const preloadContentWidgetViews = (): Promise<unknown> =>
  Promise.all([RichTextView.preload(), PagePromotionView.preload()]);

export const richTextWidget: WidgetType = {
  type: 'rich-text',
  displayName: 'Rich Text',
  identifier: 'RichText',
  componentType: '',
  attributesSchema: RichTextAttributesSchema,
  View: RichTextView,
  Settings: RichTextSettings,
};

export const pagePromotionWidget: WidgetType = {
  type: 'page-promotion',
  displayName: 'Page Promotion',
  identifier: 'PagePromotion',
  componentType: '',
  linksToPage: true,
  attributesSchema: PagePromotionAttributesSchema,
  View: PagePromotionView,
  Settings: PagePromotionSettings,
};
