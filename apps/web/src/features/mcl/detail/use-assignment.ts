import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { mclApi, mclKeys } from '../api/mcl-api.ts';

/** One assignment; a 4xx answer (unknown or malformed id) is not retried. */
export function useAssignment(id: number | null) {
  return useQuery({
    queryKey: mclKeys.assignment(id ?? 0),
    queryFn: ({ signal }) => mclApi.assignment(id ?? 0, { signal }),
    enabled: id !== null,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
