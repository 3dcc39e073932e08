// The calendar module (spec 3 §2.2): the Calendar widget, and /admin/calendar where site admins
// manage the firm's events and the iCalendar feed. Screens and widget types load on demand.
import { lazyScreen } from '../../core/routes/lazy-screen.ts';

export const CalendarAdminScreen = lazyScreen(() =>
  import('./admin/CalendarAdminScreen.tsx').then((m) => m.CalendarAdminScreen),
);

/** The Calendar widget type, loaded with the widget registry. */
export const loadCalendarWidgetTypes = () =>
  import('./widget/calendar-widgets.ts').then((m) => ({ calendar: m.calendarWidget }));
