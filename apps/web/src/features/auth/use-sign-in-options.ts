// How people sign in here (the password form, single sign-on, or both), asked once per visit.
import type { SignInOptions } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../api/endpoints.ts';

/** What the screen offers when the server cannot be asked: the password form, as before. */
const FALLBACK: SignInOptions = { PasswordSignIn: true, Sso: null };

export function useSignInOptions(): { options: SignInOptions; isLoading: boolean } {
  const query = useQuery({
    queryKey: ['signInOptions'],
    queryFn: ({ signal }) => authApi.signInOptions(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return { options: query.data ?? FALLBACK, isLoading: query.isPending };
}
