import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { canOpenRoute } from '../../core/routes/route-access.ts';
import { useCurrentUser } from '../../core/session/use-session.ts';
import { ScreenLoader } from '../../ui/LoadingScreen.tsx';
import { ScreenErrorBoundary } from '../../ui/ScreenErrorBoundary.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { screens } from '../wiring.ts';
import type { AppScreenRoute } from './app-routes.ts';

/** Checks access, sets the document title and loads the route's screen. */
export function RouteScreen({ route }: { route: AppScreenRoute }) {
  const user = useCurrentUser();
  useDocumentTitle(route.title);
  if (!canOpenRoute(route, user)) return <Navigate to="/noaccess" replace />;
  const Screen = screens[route.screen];
  return (
    <ScreenErrorBoundary key={route.key}>
      <Suspense fallback={<ScreenLoader />}>
        <Screen route={route} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
