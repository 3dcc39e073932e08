import { pageDraftEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { draftEndpointAddresses } from './drafts-api.ts';

describe('the draft calls', () => {
  it('go to the same method and path as their contracts', () => {
    for (const [name, address] of Object.entries(draftEndpointAddresses)) {
      const contract = pageDraftEndpoints[name as keyof typeof draftEndpointAddresses];
      expect({ name, method: address.method, path: address.path }).toEqual({
        name,
        method: contract.method,
        path: contract.path,
      });
    }
  });
});
