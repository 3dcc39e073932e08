import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../core/session/use-session.ts';

export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } finally {
      navigate('/login', { replace: true });
    }
  }, [signOut, navigate]);
}
