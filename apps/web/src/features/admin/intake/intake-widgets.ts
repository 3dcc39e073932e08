// The admin module's widget type: Executive Brief Intake Form (spec 3 §2.1).
import { z } from 'zod';
import type { WidgetType } from '../../../core/widgets/widget-type.ts';
import { preloadableLazy } from '../../../ui/preloadable-lazy.ts';

const IntakeFormView = preloadableLazy(() => import('./IntakeFormView.tsx').then((m) => m.IntakeFormView));

export const intakeFormWidget: WidgetType = {
  type: 'intake-form',
  displayName: 'Executive Brief Intake Form',
  identifier: 'Component',
  componentType: 'intake-form',
  attributesSchema: z.object({}),
  View: IntakeFormView,
};
