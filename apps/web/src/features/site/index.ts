// The content module (spec 1): pages and their widget grid, the editor, history and trash, the
// page metadata modal and the route manager, and the rich text and page promotion widgets.
// Screens, modals and widget types load on demand.
import { lazy } from 'react';
import { lazyScreen } from '../../core/routes/lazy-screen.ts';

export const ContentPage = lazyScreen(() => import('./page/ContentPage.tsx').then((m) => m.ContentPage));

export const AdminRoutesScreen = lazyScreen(() =>
  import('./route-manager/AdminRoutesScreen.tsx').then((m) => m.AdminRoutesScreen),
);

/** An address that matches no page: a moved page answers at its new address. */
export const NotFoundScreen = lazy(() =>
  import('./page/NotFoundScreen.tsx').then((m) => ({ default: m.NotFoundScreen })),
);

/** spec 1 §2.6: the page metadata modal, for the admin tray's 'Edit page'. */
export const PageMetaModal = lazy(() =>
  import('./page-meta/PageMetaModal.tsx').then((m) => ({ default: m.PageMetaModal })),
);

/** spec 3 §2.13: the image explorer (search and upload), for other screens that pick an image. */
export const ImageExplorer = lazy(() =>
  import('./page-meta/ImageExplorer.tsx').then((m) => ({ default: m.ImageExplorer })),
);

/** spec 1 §7: a page's content, asked for at start-up once the page tree names it. */
export { prefetchPage } from './page/page-api.ts';
/** Where an image of the library is fetched from. */
export { metaImageUrl } from './page-meta/route-api.ts';

/** The rich text and page promotion widget types, loaded with the widget registry. */
export const loadContentWidgetTypes = () =>
  import('./widgets/content-widgets.ts').then((m) => ({
    richText: m.richTextWidget,
    pagePromotion: m.pagePromotionWidget,
  }));
