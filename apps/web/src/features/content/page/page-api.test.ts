import { pageEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { pageEndpointAddresses } from './page-api.ts';

describe('the page calls', () => {
  it('go to the same method and path as their contracts', () => {
    for (const [name, address] of Object.entries(pageEndpointAddresses)) {
      const contract = pageEndpoints[name as keyof typeof pageEndpointAddresses];
      expect({ name, method: address.method, path: address.path }).toEqual({
        name,
        method: contract.method,
        path: contract.path,
      });
    }
  });
});
