import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';

/** Client errors (4xx) are answers, not hiccups: only server errors are retried, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && isApiError(error) && error.status >= 500,
      },
      mutations: { retry: false },
    },
  });
}
