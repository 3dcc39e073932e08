// Owner and review calls (packages/contracts page-reviews.ts) and the admins' list of pages due.
// By address only: a page's header asks for the list while the page is read, and a page that is
// only read does not wait for zod (page-review-api.test.ts compares them with the contracts).
import { pageReviewAddresses, type pageReviewEndpoints, type SavePageReviewRequest } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { addressesOf } from '../../../api/endpoint-address.ts';
import { useCurrentUser } from '../../../core/session/use-session.ts';

export const pageReviewKeys = {
  all: ['page-review'] as const,
  due: ['page-review', 'due'] as const,
  page: (uuid: string) => ['page-review', 'page', uuid] as const,
};

export const pageReviewEndpointAddresses = addressesOf<typeof pageReviewEndpoints>(pageReviewAddresses);

export const pageReviewApi = {
  due: (signal?: AbortSignal) => callEndpoint(pageReviewEndpointAddresses.due, { signal }),
  get: (uuid: string, signal?: AbortSignal) =>
    callEndpoint(pageReviewEndpointAddresses.get, { params: { uuid }, signal }),
  save: (uuid: string, body: SavePageReviewRequest) =>
    callEndpoint(pageReviewEndpointAddresses.save, { params: { uuid }, body }),
  reviewed: (uuid: string) => callEndpoint(pageReviewEndpointAddresses.reviewed, { params: { uuid } }),
};

/** UUIDs of the pages due for review; asked for by site admins only. */
export function useDueReviews(): Set<string> {
  const user = useCurrentUser();
  const due = useQuery({
    queryKey: pageReviewKeys.due,
    queryFn: ({ signal }) => pageReviewApi.due(signal),
    enabled: user.SiteAdmin,
    staleTime: 300_000,
  });
  return new Set((due.data ?? []).map((d) => d.UUID));
}
