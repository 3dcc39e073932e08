import type { LookupKind, LookupOption } from '@atrium/contracts';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { lookupsApi } from '../api/lookups-api.ts';

/** spec 3 §5: a failed lookup shows an empty list rather than an error. */
async function filterOrEmpty(options: Parameters<typeof lookupsApi.filter>[0]): Promise<LookupOption[]> {
  try {
    return await lookupsApi.filter(options);
  } catch {
    return [];
  }
}

export function useLookupOptions(options: {
  kind: LookupKind;
  query: string;
  limit: number;
  enabled: boolean;
}) {
  return useQuery({
    queryKey: ['lookup', options.kind, options.query, options.limit],
    queryFn: ({ signal }) =>
      filterOrEmpty({ kind: options.kind, query: options.query, limit: options.limit, signal }),
    enabled: options.enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Names for stored ids (GET /api/v2/{kind}/{id}); ids that fail to load are left out. */
export function useLookupOptionsById(
  kind: LookupKind,
  ids: number[],
): { options: LookupOption[]; isLoading: boolean } {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['lookup', kind, 'id', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => lookupsApi.byId({ kind, id, signal }),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  return {
    options: results.flatMap((result) => (result.data ? [result.data] : [])),
    isLoading: results.some((result) => result.isPending),
  };
}

export function lookupLabel(option: LookupOption): string {
  return option.FullName || option.Name;
}
