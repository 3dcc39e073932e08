import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { mclApi, mclKeys } from '../api/mcl-api.ts';

/** spec 3 §3 Company; a 4xx answer (unknown or malformed id) is not retried. */
export function useCompany(id: number | null) {
  return useQuery({
    queryKey: mclKeys.company(id ?? 0),
    queryFn: ({ signal }) => mclApi.company(id ?? 0, { signal }),
    enabled: id !== null,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}
