// The calendar module (spec 3 §2.2): the Calendar widget, and /admin/calendar where site admins
// manage the firm's events and the iCalendar feed. Screens and widget types load on demand.
import { lazy } from 'react';

export const CalendarAdminScreen = lazy(() =>
  import('./admin/CalendarAdminScreen.tsx').then((m) => ({ default: m.CalendarAdminScreen })),
);

/** The Calendar widget type, loaded with the widget registry. */
export const loadCalendarWidgetTypes = () =>
  import('./widget/calendar-widgets.ts').then((m) => ({ calendar: m.calendarWidget }));
