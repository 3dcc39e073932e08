import type { IsLoggedInResponse, SessionUser } from '@atrium/contracts';
import { isApiError } from '../../api/api-error.ts';
import { authApi } from '../../api/endpoints.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

let askedAtStartUp: Promise<IsLoggedInResponse | null> | null = null;

/** Asks who is signed in before React's first render; the first session check takes the answer. */
export function prefetchSession(): void {
  askedAtStartUp = authApi.isLoggedIn().catch(() => null);
}

/**
 * Who is signed in. When the short-lived session has lapsed but the refresh cookie is still good,
 * a quiet refresh restores it, so a returning user is not sent to the login page for nothing.
 */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const early = askedAtStartUp;
  askedAtStartUp = null;
  const answer = (early && (await early)) ?? (await authApi.isLoggedIn(signal));
  if (answer.IsLoggedIn && answer.User) return answer.User;
  try {
    const refreshed = await authApi.refresh();
    return refreshed.IsLoggedIn ? refreshed.User : null;
  } catch (error) {
    if (isApiError(error) && error.status >= 500) throw error;
    return null;
  }
}
