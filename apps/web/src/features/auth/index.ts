// The auth module: the sign-in screen of /login.
import { lazy } from 'react';

const loadLoginScreen = () => import('./LoginScreen.tsx');

export const LoginScreen = lazy(() => loadLoginScreen().then((m) => ({ default: m.LoginScreen })));

/** Fetch the sign-in form's code ahead, so it still opens if the server goes away mid-session. */
export function preloadLoginScreen(): void {
  void loadLoginScreen().catch(() => undefined);
}
