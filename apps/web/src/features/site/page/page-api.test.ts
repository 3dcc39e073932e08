import { pageEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { pageEndpointAddresses } from './page-api.ts';

describe('the page calls', () => {
  it('go to the same method and path as their contracts, and send a key where they create', () => {
    for (const [name, address] of Object.entries(pageEndpointAddresses)) {
      const contract = pageEndpoints[name as keyof typeof pageEndpointAddresses];
      const sendsKey = (e: { acceptsIdempotencyKey?: true }) => e.acceptsIdempotencyKey === true;
      expect({ name, method: address.method, path: address.path, sendsKey: sendsKey(address) }).toEqual({
        name,
        method: contract.method,
        path: contract.path,
        sendsKey: sendsKey(contract),
      });
    }
  });
});
