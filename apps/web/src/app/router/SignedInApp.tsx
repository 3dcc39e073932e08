// Behind the session gate: signed-out visitors go to /login?returnUrl=…; the app waits for the
// user and the page tree before it registers its routes (spec 1 §2.2).
import { fixedRoutes } from '@atrium/contracts';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import { buildLoginUrl } from '../../api/return-url.ts';
import { EditingModeProvider } from '../../core/editing-mode.tsx';
import { useRouteTreeQuery } from '../../core/route-tree/use-route-tree.ts';
import { AppRoutesContext, type AppRoutesValue } from '../../core/routes/AppRoutesContext.tsx';
import { buildRouteRegistry } from '../../core/routes/route-registry.ts';
import { useSession } from '../../core/session/use-session.ts';
import { WidgetRegistryProvider } from '../../core/widgets/WidgetRegistryContext.tsx';
import { afterFirstScreen } from '../../ui/after-first-screen.ts';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { preloadableLazy } from '../../ui/preloadable-lazy.ts';
import { preloadLoginPage } from '../templates/route-templates.ts';
import { widgetSources } from '../wiring.ts';
import { type AppScreenRoute, buildAppRoutes } from './app-routes.ts';
import { buildRouteObjects } from './route-objects.tsx';

const LOGIN_PRELOAD_DELAY_MS = 5000;

const ModalHost = preloadableLazy(() => import('../../ui/ModalHost.tsx').then((m) => m.ModalHost), {
  loadsAfter: afterFirstScreen,
});

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} fz={22} c="navy.8">
          Atrium could not load
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button onClick={onRetry}>Try again</Button>
      </Stack>
    </Center>
  );
}

function RegisteredRoutes({ value, routes }: { value: AppRoutesValue; routes: AppScreenRoute[] }) {
  const objects = useMemo(() => buildRouteObjects(routes), [routes]);
  const element = useRoutes(objects);
  // Modals sit inside the router and the route context so their content may link and navigate;
  // their host loads after the first screen.
  return (
    <AppRoutesContext.Provider value={value}>
      {element}
      <ModalHost />
    </AppRoutesContext.Provider>
  );
}

export function SignedInApp() {
  const session = useSession();
  const location = useLocation();
  const treeQuery = useRouteTreeQuery(session.user?.ID ?? null);
  const tree = treeQuery.data;
  const routes = useMemo(() => (tree ? buildAppRoutes({ fixed: fixedRoutes, tree }) : null), [tree]);
  const ready = useMemo<{ value: AppRoutesValue; routes: AppScreenRoute[] } | null>(() => {
    if (!tree || !routes) return null;
    return { value: { tree, routes, registry: buildRouteRegistry({ fixed: fixedRoutes, tree }) }, routes };
  }, [tree, routes]);
  // The shell and a screen render in one long pass once the tree is in: as a deferred update React
  // splits it into short tasks, so the page never stops answering input while it renders.
  const shown = useDeferredValue(ready);

  const isSignedIn = session.user !== null;
  useEffect(() => {
    if (!isSignedIn) return;
    // Not needed for this screen: fetched a while after it, when the browser is idle.
    let idle = 0;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(preloadLoginPage);
      else preloadLoginPage();
    }, LOGIN_PRELOAD_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [isSignedIn]);

  if (session.isLoading) return <LoadingScreen />;
  if (session.error)
    return <LoadFailed message={session.error.message} onRetry={() => window.location.reload()} />;
  if (!session.user) return <Navigate to={buildLoginUrl(`${location.pathname}${location.search}`)} replace />;
  if (treeQuery.isError && !ready) {
    return <LoadFailed message={treeQuery.error.message} onRetry={() => void treeQuery.refetch()} />;
  }
  if (!shown) return <LoadingScreen />;
  return (
    <EditingModeProvider>
      <WidgetRegistryProvider sources={widgetSources}>
        <RegisteredRoutes value={shown.value} routes={shown.routes} />
      </WidgetRegistryProvider>
    </EditingModeProvider>
  );
}
