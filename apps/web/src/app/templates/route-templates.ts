// The sign-in and no-access pages load with their routes: most visits never show them.
import { createElement } from 'react';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { preloadableLazy } from '../../ui/preloadable-lazy.ts';
import { preloadLoginScreen } from '../wiring.ts';

export const LoginTemplate = preloadableLazy(
  () => import('./LoginTemplate.tsx').then((m) => m.LoginTemplate),
  { standIn: createElement(LoadingScreen) },
);

export const NoAccessTemplate = preloadableLazy(
  () => import('./NoAccessTemplate.tsx').then((m) => m.NoAccessTemplate),
  { standIn: createElement(LoadingScreen) },
);

/** Fetch the sign-in page's code ahead, so it still opens if the server goes away mid-session. */
export function preloadLoginPage(): void {
  void LoginTemplate.preload().catch(() => undefined);
  preloadLoginScreen();
}
