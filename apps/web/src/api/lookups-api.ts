// The lookup pickers' calls (spec 3 §5), typed from the contracts.
import { type LookupKind, type LookupOption, lookupKindEndpoints } from '@atrium/contracts';
import { callEndpoint } from './call-endpoint.ts';

export const lookupsApi = {
  filter: (options: {
    kind: LookupKind;
    query: string;
    limit?: number;
    signal?: AbortSignal;
  }): Promise<LookupOption[]> =>
    callEndpoint(lookupKindEndpoints[options.kind].filter, {
      query: { query: options.query || undefined, limit: options.limit },
      signal: options.signal,
    }),
  byId: (options: { kind: LookupKind; id: number; signal?: AbortSignal }): Promise<LookupOption> =>
    callEndpoint(lookupKindEndpoints[options.kind].single, {
      params: { id: options.id },
      signal: options.signal,
    }),
};
