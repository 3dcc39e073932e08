// The content module (spec 1): pages and their widget grid, the editor, history and trash, the
// page metadata modal and the route manager, and the rich text and page promotion widgets.
// Screens and modals load on demand; everything else here is small.
import { lazy } from 'react';
import { preloadContentWidgetViews } from './widgets/content-widgets.ts';

export const ContentPage = lazy(() =>
  Promise.all([
    import('./page/ContentPage.tsx'),
    // A view that fails to preload loads again when a widget needs it.
    preloadContentWidgetViews().catch(() => undefined),
  ]).then(([m]) => ({ default: m.ContentPage })),
);

export const AdminRoutesScreen = lazy(() =>
  import('./route-manager/AdminRoutesScreen.tsx').then((m) => ({ default: m.AdminRoutesScreen })),
);

/** An address that matches no page: a moved page answers at its new address (issue 3). */
export const NotFoundScreen = lazy(() =>
  import('./page/NotFoundScreen.tsx').then((m) => ({ default: m.NotFoundScreen })),
);

/** spec 1 §2.6: the page metadata modal, for the admin tray's 'Edit page'. */
export const PageMetaModal = lazy(() =>
  import('./page-meta/PageMetaModal.tsx').then((m) => ({ default: m.PageMetaModal })),
);

export { pagePromotionWidget, richTextWidget } from './widgets/content-widgets.ts';
export {
  FilterAttributesSchema,
  type FilterRow,
  parseFilterList,
} from './widgets/filter/filter-attributes.ts';
