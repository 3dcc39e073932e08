import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { configureSessionHandlers } from '../../api/session-events.ts';
import { useSession } from '../../core/session/use-session.ts';
import { toast } from '../../ui/toast.tsx';

/** Lets the API client use the router, the toasts and the session when the session ends. */
export function SessionEventsBridge() {
  const navigate = useNavigate();
  const { markSignedOut } = useSession();
  useLayoutEffect(() => {
    configureSessionHandlers({
      navigate: (to) => navigate(to, { replace: true }),
      onSignedOut: markSignedOut,
      warn: (message) => toast.warning(message, { id: 'session-expired' }),
      currentPathWithQuery: () => `${window.location.pathname}${window.location.search}`,
    });
  }, [navigate, markSignedOut]);
  return null;
}
