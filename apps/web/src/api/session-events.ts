// What the client does when the session is gone or the server is unreachable. The app plugs in
// its router and toasts at start-up; the defaults (full page loads) keep the client usable alone.
import { buildLoginUrl, isLoginPath } from './return-url.ts';

export interface SessionHandlers {
  navigate: (to: string) => void;
  /** Forget the cached user so the login screen does not bounce back. */
  onSignedOut: () => void;
  warn: (message: string) => void;
  currentPathWithQuery: () => string;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
/** spec 1 §4: after a failed refresh the user is signed out after 5 seconds. */
export const SESSION_EXPIRED_DELAY_MS = 5000;

const defaultHandlers: SessionHandlers = {
  navigate: (to) => window.location.assign(to),
  onSignedOut: () => {},
  warn: () => {},
  currentPathWithQuery: () => `${window.location.pathname}${window.location.search}`,
};

let handlers: SessionHandlers = defaultHandlers;
let expiryTimer: ReturnType<typeof setTimeout> | null = null;

export function configureSessionHandlers(overrides: Partial<SessionHandlers>): void {
  handlers = { ...defaultHandlers, ...overrides };
}

function currentPathname(): string {
  return handlers.currentPathWithQuery().split('?')[0];
}

/** Refresh failed: warn once, then go to the sign-in page after the grace period. */
export function handleSessionExpired(): void {
  if (expiryTimer || isLoginPath(currentPathname())) return;
  handlers.warn(SESSION_EXPIRED_MESSAGE);
  expiryTimer = setTimeout(() => {
    expiryTimer = null;
    const loginUrl = buildLoginUrl(handlers.currentPathWithQuery());
    handlers.onSignedOut();
    handlers.navigate(loginUrl);
  }, SESSION_EXPIRED_DELAY_MS);
}

/** spec 1 §8: a network error with no response goes to sign-in at once, unless already there. */
export function handleNetworkFailure(): void {
  if (isLoginPath(currentPathname())) return;
  const loginUrl = buildLoginUrl(handlers.currentPathWithQuery());
  handlers.onSignedOut();
  handlers.navigate(loginUrl);
}

/** For tests: forget a pending expiry. */
export function resetSessionEvents(): void {
  if (expiryTimer) clearTimeout(expiryTimer);
  expiryTimer = null;
  handlers = defaultHandlers;
}
