import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { useAppRoutes } from './AppRoutesContext.tsx';
import type { AppRoute } from './app-route.ts';

/** The registered route the current location resolves to, ranked the way React Router ranks them. */
export function useActiveRoute(): AppRoute | null {
  const { routes } = useAppRoutes();
  const location = useLocation();
  const objects = useMemo(() => routes.map((route) => ({ path: route.path, id: route.key })), [routes]);
  return useMemo(() => {
    const matches = matchRoutes(objects, location);
    const key = matches?.at(-1)?.route.id;
    return routes.find((route) => route.key === key) ?? null;
  }, [objects, routes, location]);
}
