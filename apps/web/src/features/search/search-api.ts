// The search module's calls, typed from the contracts (packages/contracts/src/search.ts).
import { type SearchHitType, searchEndpoints } from '@atrium/contracts';
import { callEndpoint } from '../../api/call-endpoint.ts';

type Signal = { signal?: AbortSignal };

export const searchApi = {
  search: (query: { q: string; type?: SearchHitType; page?: number }, { signal }: Signal = {}) =>
    callEndpoint(searchEndpoints.search, { query, signal }),
  pageByOid: (oid: number, { signal }: Signal = {}) =>
    callEndpoint(searchEndpoints.pageByOid, { params: { oid }, signal }),
};
