import { mustReadEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { mustReadEndpointAddresses } from './must-read-api.ts';

describe('the must-read calls', () => {
  it('go to the same method and path as their contracts, one address for each', () => {
    expect(Object.keys(mustReadEndpointAddresses).sort()).toEqual(Object.keys(mustReadEndpoints).sort());
    for (const [name, address] of Object.entries(mustReadEndpointAddresses)) {
      const contract = mustReadEndpoints[name as keyof typeof mustReadEndpointAddresses];
      expect({ name, method: address.method, path: address.path }).toEqual({
        name,
        method: contract.method,
        path: contract.path,
      });
    }
  });
});
