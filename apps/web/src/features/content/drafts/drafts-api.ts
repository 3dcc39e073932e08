// Page drafts (ADR 012): each admin's unpublished sections of a page, kept on the server. By
// address only, like the page calls, so that a page that is only read does not wait for zod.
import type { pageDraftEndpoints, SaveDraftRequest } from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { address } from '../../../api/endpoint-address.ts';

export const draftEndpointAddresses = {
  mine: address<typeof pageDraftEndpoints.mine>('GET', '/api/v2/page/:uuid/draft'),
  save: address<typeof pageDraftEndpoints.save>('PUT', '/api/v2/page/:uuid/draft'),
  discard: address<typeof pageDraftEndpoints.discard>('DELETE', '/api/v2/page/:uuid/draft'),
  list: address<typeof pageDraftEndpoints.list>('GET', '/api/v2/page/:uuid/drafts'),
  byAuthor: address<typeof pageDraftEndpoints.byAuthor>('GET', '/api/v2/page/:uuid/drafts/:authorId'),
};

export const draftsApi = {
  mine: (uuid: string) => callEndpoint(draftEndpointAddresses.mine, { params: { uuid } }),
  save: (uuid: string, body: SaveDraftRequest) =>
    callEndpoint(draftEndpointAddresses.save, { params: { uuid }, body }),
  discard: (uuid: string) => callEndpoint(draftEndpointAddresses.discard, { params: { uuid } }),
  list: (uuid: string) => callEndpoint(draftEndpointAddresses.list, { params: { uuid } }),
  byAuthor: (options: { uuid: string; authorId: number }) =>
    callEndpoint(draftEndpointAddresses.byAuthor, { params: options }),
};
