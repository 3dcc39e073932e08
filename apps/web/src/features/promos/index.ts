// The promos module (spec 1 §4, spec 3 §2.8): the Content Promotion widget and the
// Promos Admin screen. Screens and widget types load on demand.
import { lazyScreen } from '../../core/routes/lazy-screen.ts';

export const PromosAdminScreen = lazyScreen(() =>
  import('./admin/PromosAdminScreen.tsx').then((m) => m.PromosAdminScreen),
);

/** The Content Promotion widget type, loaded with the widget registry. */
export const loadPromoWidgetTypes = () =>
  import('./widget/promo-widgets.ts').then((m) => ({ promos: m.promosWidget }));
