import { LookupKindSchema, lookupEndpoints, lookupKindEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { lookupKindAddresses, subsectorsAddress } from './lookups-api.ts';

const route = (endpoint: { method: string; path: string }) => ({
  method: endpoint.method,
  path: endpoint.path,
});

describe('the lookup calls', () => {
  it('go to the same method and path as their contracts, kind by kind', () => {
    for (const kind of LookupKindSchema.options) {
      const addresses = lookupKindAddresses(kind);
      const contracts = lookupKindEndpoints[kind];
      expect({ kind, filter: route(addresses.filter), single: route(addresses.single) }).toEqual({
        kind,
        filter: route(contracts.filter),
        single: route(contracts.single),
      });
    }
    expect(route(subsectorsAddress)).toEqual(route(lookupEndpoints.subsectors));
  });
});
