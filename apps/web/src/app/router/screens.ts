// Route-level code splitting: one lazily loaded module per screen. Features replace a placeholder
// here when they ship their screen.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ScreenKey } from './fixed-routes.ts';
import type { ScreenProps } from './screen-props.ts';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

export const screens: Record<ScreenKey | 'content', Screen> = {
  placeholder: lazy(() =>
    import('../../features/placeholder/PlaceholderScreen.tsx').then((m) => ({
      default: m.PlaceholderScreen,
    })),
  ),
  content: lazy(() =>
    import('../../features/content/ContentPage.tsx').then((m) => ({ default: m.ContentPage })),
  ),
  dashboard: lazy(() =>
    import('../../features/dashboard/DashboardScreen.tsx').then((m) => ({ default: m.DashboardScreen })),
  ),
  reportStub: lazy(() =>
    import('../../features/dashboard/ReportStubScreen.tsx').then((m) => ({ default: m.ReportStubScreen })),
  ),
  adminRoutes: lazy(() =>
    import('../../features/admin-routes/AdminRoutesScreen.tsx').then((m) => ({
      default: m.AdminRoutesScreen,
    })),
  ),
};
