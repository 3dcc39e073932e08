import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../ui/toast.tsx';
import { createQueryClient } from './query-client.ts';
import { theme } from './theme.ts';

/** Theme, data cache and toasts (bottom, 5 s) for the whole app; modals live inside the router. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="bottom-center" autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
