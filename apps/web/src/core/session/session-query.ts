import type { IsLoggedInResponse, SessionUser } from '@atrium/contracts';
import { isApiError } from '../../api/api-error.ts';
import { authApi } from '../../api/endpoints.ts';
import { forgetPreviewAs, readPreviewAs } from '../../api/preview-as.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

let askedAtStartUp: Promise<IsLoggedInResponse | null> | null = null;

/**
 * Asks who is signed in before React's first render; the first session check takes the answer.
 * Answers it too (null when the call failed), so start-up may ask for more once someone is in.
 */
export function prefetchSession(): Promise<IsLoggedInResponse | null> {
  askedAtStartUp = authApi.isLoggedIn().catch(() => null);
  return askedAtStartUp;
}

/**
 * A preview the server refuses (the person has left, the caller is no longer a site admin) ends,
 * and the caller is asked for as themselves.
 */
async function askWhoIsSignedIn(signal?: AbortSignal): Promise<IsLoggedInResponse> {
  try {
    return await authApi.isLoggedIn(signal);
  } catch (error) {
    if (!readPreviewAs() || !isApiError(error) || (error.status !== 400 && error.status !== 403)) throw error;
    forgetPreviewAs();
    return authApi.isLoggedIn(signal);
  }
}

/**
 * Who is signed in. When the short-lived session has lapsed but the refresh cookie is still good,
 * a quiet refresh restores it, so a returning user is not sent to the login page for nothing.
 */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const early = askedAtStartUp;
  askedAtStartUp = null;
  const answer = (early && (await early)) ?? (await askWhoIsSignedIn(signal));
  if (answer.IsLoggedIn && answer.User) return answer.User;
  try {
    const refreshed = await authApi.refresh();
    return refreshed.IsLoggedIn ? refreshed.User : null;
  } catch (error) {
    if (isApiError(error) && error.status >= 500) throw error;
    return null;
  }
}
