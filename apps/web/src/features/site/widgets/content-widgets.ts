// The content module's widget types (spec 1 §3): rich text and page promotions. Their settings
// share the rich-text editor, loaded only when a widget form opens.
import { lazy } from 'react';
import type { WidgetType } from '../../../core/widgets/widget-type.ts';
import { PagePromotionView } from './page-promotion/PagePromotionView.tsx';
import { PagePromotionAttributesSchema } from './page-promotion/page-promotion-attributes.ts';
import { RichTextView } from './rich-text/RichTextView.tsx';
import { RichTextAttributesSchema } from './rich-text/rich-text-attributes.ts';

const loadSettings = () => import('./rich-text/RichTextSettings.tsx');
const RichTextSettings = lazy(() => loadSettings().then((m) => ({ default: m.RichTextSettings })));
const PagePromotionSettings = lazy(() => loadSettings().then((m) => ({ default: m.PagePromotionSettings })));

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
