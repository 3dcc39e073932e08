// The files module's widget type: Box Documents (spec 3 §2.1, §2.10).
import { lazy } from 'react';
import type { WidgetType } from '../../core/widgets/widget-type.ts';
import { preloadableLazy } from '../../ui/preloadable-lazy.ts';
import { BoxDocumentsAttributesSchema } from './box-attributes.ts';

const BoxDocumentsView = preloadableLazy(() =>
  import('./BoxDocumentsView.tsx').then((m) => m.BoxDocumentsView),
);
const BoxDocumentsSettings = lazy(() =>
  import('./BoxDocumentsSettings.tsx').then((m) => ({ default: m.BoxDocumentsSettings })),
);

export const boxDocumentsWidget: WidgetType = {
  type: 'box-files',
  displayName: 'Box Documents',
  identifier: 'Component',
  componentType: 'box-files',
  attributesSchema: BoxDocumentsAttributesSchema,
  View: BoxDocumentsView,
  Settings: BoxDocumentsSettings,
};
