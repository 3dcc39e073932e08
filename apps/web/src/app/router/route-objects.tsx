// The registered routes as React Router objects, grouped under their templates.
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ScreenLoader } from '../../ui/LoadingScreen.tsx';
import { AdminTemplate } from '../templates/AdminTemplate.tsx';
import { FrameTemplate } from '../templates/FrameTemplate.tsx';
import { MainTemplate } from '../templates/MainTemplate.tsx';
import type { AppRoute } from './app-routes.ts';
import type { Template } from './fixed-routes.ts';
import { RedirectHome } from './RedirectHome.tsx';
import { RouteScreen } from './RouteScreen.tsx';

const NotFoundScreen = lazy(() =>
  import('../screens/NotFoundScreen.tsx').then((m) => ({ default: m.NotFoundScreen })),
);

/** Paths are relative to the splat route the signed-in app is mounted on. */
const relative = (path: string) => path.replace(/^\/+/, '');

function childrenOf(routes: AppRoute[], template: Template): RouteObject[] {
  return routes
    .filter((route) => route.template === template)
    .map((route) => ({ path: relative(route.path), element: <RouteScreen route={route} /> }));
}

export function buildRouteObjects(routes: AppRoute[]): RouteObject[] {
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
