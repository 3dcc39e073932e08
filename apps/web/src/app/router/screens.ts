// Route-level code splitting: one lazily loaded module per screen. Features replace a placeholder
// here when they ship their screen.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ScreenProps } from '../../core/routes/screen-props.ts';
import type { ScreenKey } from './fixed-routes.ts';

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

export const screens: Record<ScreenKey | 'content', Screen> = {
  placeholder: lazy(() =>
    import('../screens/PlaceholderScreen.tsx').then((m) => ({
      default: m.PlaceholderScreen,
    })),
  ),
  content: lazy(() =>
    import('../../features/content/page/ContentPage.tsx').then((m) => ({ default: m.ContentPage })),
  ),
  dashboard: lazy(() =>
    import('../../features/reports/dashboard/DashboardScreen.tsx').then((m) => ({
      default: m.DashboardScreen,
    })),
  ),
  reportStub: lazy(() =>
    import('../../features/reports/dashboard/ReportStubScreen.tsx').then((m) => ({
      default: m.ReportStubScreen,
    })),
  ),
  adminRoutes: lazy(() =>
    import('../../features/content/route-manager/AdminRoutesScreen.tsx').then((m) => ({
      default: m.AdminRoutesScreen,
    })),
  ),
};
