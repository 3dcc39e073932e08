// The page calls of spec 1 §7, typed from the contracts. By address only, so that a page that is
// only read does not wait for zod and the contracts' schemas (page-api.test.ts compares them).
import { type Page, pageAddresses, type pageEndpoints, type SavePageRequest } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { address } from '../../../api/endpoint-address.ts';

export const pageEndpointAddresses = {
  get: address<typeof pageEndpoints.get>(pageAddresses.get),
  save: address<typeof pageEndpoints.save>(pageAddresses.save),
  remove: address<typeof pageEndpoints.remove>(pageAddresses.remove),
};

export const pageApi = {
  get: (uuid: string, signal?: AbortSignal) =>
    callEndpoint(pageEndpointAddresses.get, { params: { uuid }, signal }),
  save: (body: SavePageRequest) => callEndpoint(pageEndpointAddresses.save, { body }),
  remove: (uuid: string) => callEndpoint(pageEndpointAddresses.remove, { body: { uuid } }),
};

export const pageQueryKey = (uuid: string) => ['page', uuid] as const;

const askedEarly = new Map<string, Promise<Page | null>>();

/**
 * Asks for a page as soon as the page tree names it, before the screen has rendered; the page's
 * first query takes the answer (a failure is dropped and that query asks again).
 */
export function prefetchPage(uuid: string): Promise<Page | null> {
  let asked = askedEarly.get(uuid);
  if (!asked) {
    asked = pageApi.get(uuid).catch(() => null);
    askedEarly.set(uuid, asked);
  }
  return asked;
}

/** The page, and `whenArrived` told of it when asked for here (start-up hears of its own answer). */
async function fetchPage(
  uuid: string,
  signal: AbortSignal,
  whenArrived?: (page: Page) => void,
): Promise<Page> {
  const early = askedEarly.get(uuid);
  askedEarly.delete(uuid);
  const answer = early && (await early);
  if (answer) return answer;
  const page = await pageApi.get(uuid, signal);
  whenArrived?.(page);
  return page;
}

/**
 * GET /api/v2/page/{uuid}: loading, error (with the server's message) or the page. `whenArrived`
 * hears of each page this query asks for, before anything renders it.
 */
export function usePageQuery(uuid: string | null, options: { whenArrived?: (page: Page) => void } = {}) {
  const { whenArrived } = options;
  return useQuery<Page>({
    queryKey: pageQueryKey(uuid ?? ''),
    queryFn: ({ signal }) => fetchPage(uuid as string, signal, whenArrived),
    enabled: uuid !== null,
  });
}
