import { useContext } from 'react';
import { SessionContext, type SessionContextValue } from './SessionProvider.tsx';

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in user; only for components rendered behind the session gate. */
export function useCurrentUser() {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
