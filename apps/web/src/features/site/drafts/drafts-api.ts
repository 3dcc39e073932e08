// Page drafts (ADR 012): each admin's unpublished sections of a page, kept on the server. By
// address only, like the page calls, so that a page that is only read does not wait for zod.
import { pageDraftAddresses, type pageDraftEndpoints, type SaveDraftRequest } from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { addressesOf } from '../../../api/endpoint-address.ts';

export const draftEndpointAddresses = addressesOf<typeof pageDraftEndpoints>(pageDraftAddresses);

export const draftsApi = {
  mine: (uuid: string) => callEndpoint(draftEndpointAddresses.mine, { params: { uuid } }),
  save: (uuid: string, body: SaveDraftRequest) =>
    callEndpoint(draftEndpointAddresses.save, { params: { uuid }, body }),
  discard: (uuid: string) => callEndpoint(draftEndpointAddresses.discard, { params: { uuid } }),
  list: (uuid: string) => callEndpoint(draftEndpointAddresses.list, { params: { uuid } }),
  byAuthor: (options: { uuid: string; authorId: number }) =>
    callEndpoint(draftEndpointAddresses.byAuthor, { params: options }),
};
