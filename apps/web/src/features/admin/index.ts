// The admin module: Groups Admin, Mail Admin, Content health, Page analytics, and the Executive Brief Intake Form widget with the
// submitted briefs admins read. Screens and widget types load on demand.
import { lazyScreen } from '../../core/routes/lazy-screen.ts';

export const GroupsAdminScreen = lazyScreen(() =>
  import('./groups/GroupsAdminScreen.tsx').then((m) => m.GroupsAdminScreen),
);

export const MailAdminScreen = lazyScreen(() =>
  import('./outbox/MailAdminScreen.tsx').then((m) => m.MailAdminScreen),
);

export const ContentHealthScreen = lazyScreen(() =>
  import('./content-health/ContentHealthScreen.tsx').then((m) => m.ContentHealthScreen),
);

export const PageAnalyticsScreen = lazyScreen(() =>
  import('./page-analytics/PageAnalyticsScreen.tsx').then((m) => m.PageAnalyticsScreen),
);

/** The intake form widget type, loaded with the widget registry. */
export const loadAdminWidgetTypes = () =>
  import('./intake/intake-widgets.ts').then((m) => ({ intakeForm: m.intakeFormWidget }));

/** How many content-health findings there are, for the admin tray's Health button. */
export { useContentHealthTotal } from './content-health/use-content-health-total.ts';
