// The sign-in and no-access pages load with their routes: most visits never show them.
import { lazy } from 'react';
import { preloadLoginScreen } from '../wiring.ts';

const loadLoginTemplate = () => import('./LoginTemplate.tsx');

export const LoginTemplate = lazy(() => loadLoginTemplate().then((m) => ({ default: m.LoginTemplate })));

export const NoAccessTemplate = lazy(() =>
  import('./NoAccessTemplate.tsx').then((m) => ({ default: m.NoAccessTemplate })),
);

/** Fetch the sign-in page's code ahead, so it still opens if the server goes away mid-session. */
export function preloadLoginPage(): void {
  void loadLoginTemplate().catch(() => undefined);
  preloadLoginScreen();
}
