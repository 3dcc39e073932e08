// The calendar module's widget type (spec 3 §2.1 'Calendar' → spec 1 §3 component type calendar).
import { lazy } from 'react';
import type { WidgetType } from '../../../core/widgets/widget-type.ts';
import { preloadableLazy } from '../../../ui/preloadable-lazy.ts';
import { CalendarAttributesSchema } from './calendar-attributes.ts';
import { calendarQuery } from './calendar-query.ts';

const CalendarView = preloadableLazy(() => import('./CalendarView.tsx').then((m) => m.CalendarView));
const CalendarSettings = lazy(() =>
  import('./CalendarSettings.tsx').then((m) => ({ default: m.CalendarSettings })),
);

export const calendarWidget: WidgetType = {
  type: 'calendar',
  displayName: 'Calendar',
  identifier: 'Component',
  componentType: 'calendar',
  attributesSchema: CalendarAttributesSchema,
  View: CalendarView,
  firstData: calendarQuery,
  Settings: CalendarSettings,
};
