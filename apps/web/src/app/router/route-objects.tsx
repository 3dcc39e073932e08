// The registered routes as React Router objects, grouped under their templates.
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteTemplate } from '../../core/routes/app-route.ts';
import { ScreenLoader } from '../../ui/LoadingScreen.tsx';
import { AdminTemplate } from '../templates/AdminTemplate.tsx';
import { FrameTemplate } from '../templates/FrameTemplate.tsx';
import { MainTemplate } from '../templates/MainTemplate.tsx';
import { NotFoundScreen } from '../wiring.ts';
import type { AppScreenRoute } from './app-routes.ts';
import { RedirectHome } from './RedirectHome.tsx';
import { RouteScreen } from './RouteScreen.tsx';

/** Paths are relative to the splat route the signed-in app is mounted on. */
const relative = (path: string) => path.replace(/^\/+/, '');

function childrenOf(routes: AppScreenRoute[], template: RouteTemplate): RouteObject[] {
  return routes
    .filter((route) => route.template === template)
    .map((route) => ({ path: relative(route.path), element: <RouteScreen route={route} /> }));
}

export function buildRouteObjects(routes: AppScreenRoute[]): RouteObject[] {
  return [
    { element: <AdminTemplate />, children: childrenOf(routes, 'admin') },
    { element: <FrameTemplate />, children: childrenOf(routes, 'frame') },
    {
      element: <MainTemplate />,
      children: [
        { index: true, element: <RedirectHome /> },
        ...childrenOf(routes, 'main'),
        {
          path: '*',
          element: (
            <Suspense fallback={<ScreenLoader />}>
              <NotFoundScreen />
            </Suspense>
          ),
        },
      ],
    },
  ];
}
