import { Center } from '@mantine/core';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ScreenError } from '../ui/ScreenErrorBoundary.tsx';
import { Providers } from './Providers.tsx';
import { AppRouter } from './router/AppRouter.tsx';
import { preloadStartUp } from './router/start-up-preload.ts';

preloadStartUp(window.location.pathname);

// A data router (so screens may block navigation with unsaved changes) whose single splat route
// renders the app's own route table, which changes with the page tree.
const router = createBrowserRouter([
  {
    path: '*',
    element: <AppRouter />,
    errorElement: (
      <Center mih="100vh" p="md">
        <ScreenError />
      </Center>
    ),
  },
]);

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
