// The admin module's widget type: Executive Brief Intake Form (spec 3 §2.1).
import { lazy } from 'react';
import { z } from 'zod';
import type { WidgetType } from '../../../core/widgets/widget-type.ts';

const IntakeFormView = lazy(() =>
  import('./IntakeFormView.tsx').then((m) => ({ default: m.IntakeFormView })),
);

export const intakeFormWidget: WidgetType = {
  type: 'intake-form',
  displayName: 'Executive Brief Intake Form',
  identifier: 'Component',
  componentType: 'intake-form',
  attributesSchema: z.object({}),
  View: IntakeFormView,
};
