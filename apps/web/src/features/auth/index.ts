// The auth module: the sign-in screen of /login.
import { createElement } from 'react';
import { ScreenLoader } from '../../ui/LoadingScreen.tsx';
import { preloadableLazy } from '../../ui/preloadable-lazy.ts';

export const LoginScreen = preloadableLazy(() => import('./LoginScreen.tsx').then((m) => m.LoginScreen), {
  standIn: createElement(ScreenLoader),
});

/** Fetch the sign-in form's code ahead, so it still opens if the server goes away mid-session. */
export function preloadLoginScreen(): void {
  void LoginScreen.preload().catch(() => undefined);
}
