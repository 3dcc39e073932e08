// The lookup pickers' calls (spec 3 §5), typed from the contracts. By address only, so that a
// screen with a picker does not wait for zod and the contracts' schemas (lookups-api.test.ts
// compares them).
import {
  lookupKindAddresses as addressesOfKind,
  type LookupKind,
  type LookupOption,
  lookupAddresses,
  type lookupEndpoints,
  type lookupKindEndpoints,
} from '@atrium/contracts';
import { callEndpoint } from './call-endpoint.ts';
import { address } from './endpoint-address.ts';

type KindEndpoints = (typeof lookupKindEndpoints)[LookupKind];

/** `/api/v2/{kind}/filter` and `/api/v2/{kind}/{id}`, each kind's own two paths. */
export const lookupKindAddresses = (kind: LookupKind) => ({
  filter: address<KindEndpoints['filter']>(addressesOfKind(kind).filter),
  single: address<KindEndpoints['single']>(addressesOfKind(kind).single),
});

export const subsectorsAddress = address<typeof lookupEndpoints.subsectors>(lookupAddresses.subsectors);

export const lookupsApi = {
  filter: (options: {
    kind: LookupKind;
    query: string;
    limit?: number;
    signal?: AbortSignal;
  }): Promise<LookupOption[]> =>
    callEndpoint(lookupKindAddresses(options.kind).filter, {
      query: { query: options.query || undefined, limit: options.limit },
      signal: options.signal,
    }),
  byId: (options: { kind: LookupKind; id: number; signal?: AbortSignal }): Promise<LookupOption> =>
    callEndpoint(lookupKindAddresses(options.kind).single, {
      params: { id: options.id },
      signal: options.signal,
    }),
  /** The Subsector picker's options, not one of the `{kind}` lookups. */
  subsectors: (options: { query: string; limit?: number; signal?: AbortSignal }): Promise<LookupOption[]> =>
    callEndpoint(subsectorsAddress, {
      query: { query: options.query || undefined, limit: options.limit },
      signal: options.signal,
    }),
};
