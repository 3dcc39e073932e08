import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { afterFirstScreen } from '../ui/after-first-screen.ts';
import { LayerStackProvider } from '../ui/layers/LayerStackProvider.tsx';
import { preloadableLazy } from '../ui/preloadable-lazy.ts';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

// The toasts' container (and its transitions) loads after the first screen: a toast shown before it
// has arrived waits in the notifications store and appears when it mounts.
const Toasts = preloadableLazy(() => import('../ui/Toasts.tsx').then((m) => m.Toasts), {
  loadsAfter: afterFirstScreen,
});

/**
 * The portal has one colour scheme, so nothing is stored. Mantine's default manager reads
 * localStorage during the first render, and a first read of it waits on the browser (a long
 * pause when the machine is busy) before anything is drawn.
 */
const LIGHT_ONLY: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

/**
 * Theme, data cache, toasts (bottom, 5 s) and the layer stack every modal and drawer joins for the
 * whole app; modals live inside the router.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={LIGHT_ONLY}>
      <QueryClientProvider client={queryClient}>
        <Toasts />
        <LayerStackProvider>{children}</LayerStackProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
