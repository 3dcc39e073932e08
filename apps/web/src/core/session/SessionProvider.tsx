// The signed-in user for the whole app, kept by TanStack Query (spec 1 §3 User).
import { DEFAULT_LOCALE, type LoginRequest, type SessionUser } from '@atrium/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useMemo } from 'react';
import { authApi } from '../../api/endpoints.ts';
import { forgetPreviewAs } from '../../api/preview-as.ts';
import { setDateLocale } from '../../ui/dates.ts';
import { fetchSessionUser, SESSION_QUERY_KEY } from './session-query.ts';

export interface SessionContextValue {
  user: SessionUser | null;
  isLoading: boolean;
  /** The session check itself failed (not "signed out"). */
  error: Error | null;
  signIn: (credentials: LoginRequest) => Promise<SessionUser>;
  signOut: () => Promise<void>;
  /** Forget the user locally, e.g. when the session expired. */
  markSignedOut: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const markSignedOut = useCallback(() => {
    forgetPreviewAs();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  }, [queryClient]);

  const signIn = useCallback(
    async (credentials: LoginRequest) => {
      forgetPreviewAs();
      const answer = await authApi.login(credentials);
      if (!answer.User) throw new Error('The server did not return the signed-in user.');
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      queryClient.setQueryData(SESSION_QUERY_KEY, answer.User);
      return answer.User;
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      const answer = await authApi.logout();
      // A single sign-on session ends at the identity provider too, which then sends the browser
      // back to /login.
      if (answer.EndSessionUrl) window.location.assign(answer.EndSessionUrl);
    } finally {
      markSignedOut();
    }
  }, [markSignedOut]);

  // Set while rendering, before the screens below write their dates in the user's date format.
  setDateLocale(query.data?.Locale ?? DEFAULT_LOCALE);

  const value = useMemo<SessionContextValue>(
    () => ({
      user: query.data ?? null,
      isLoading: query.isPending,
      error: query.error,
      signIn,
      signOut,
      markSignedOut,
    }),
    [query.data, query.isPending, query.error, signIn, signOut, markSignedOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
