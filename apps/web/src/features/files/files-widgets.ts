// The files module's widget type: Box Documents (spec 3 §2.1, §2.10).
import { lazy } from 'react';
import type { WidgetType } from '../../core/widgets/widget-type.ts';
import { BoxDocumentsAttributesSchema } from './box-attributes.ts';

const BoxDocumentsView = lazy(() =>
  import('./BoxDocumentsView.tsx').then((m) => ({ default: m.BoxDocumentsView })),
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
