// The page calls of spec 1 §7, typed from the contracts.
import { type Page, pageEndpoints, type SavePageRequest } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';

export const pageApi = {
  get: (uuid: string, signal?: AbortSignal) => callEndpoint(pageEndpoints.get, { params: { uuid }, signal }),
  save: (body: SavePageRequest) => callEndpoint(pageEndpoints.save, { body }),
  remove: (uuid: string) => callEndpoint(pageEndpoints.remove, { body: { uuid } }),
};

export const pageQueryKey = (uuid: string) => ['page', uuid] as const;

/** GET /api/v2/page/{uuid}: loading, error (with the server's message) or the page. */
export function usePageQuery(uuid: string | null) {
  return useQuery<Page>({
    queryKey: pageQueryKey(uuid ?? ''),
    queryFn: ({ signal }) => pageApi.get(uuid as string, signal),
    enabled: uuid !== null,
  });
}
