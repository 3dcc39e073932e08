import { peopleEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { placeAddresses } from './place-queries.ts';

describe('the directory calls asked for at start-up', () => {
  it('go to the same method and path as their contracts', () => {
    for (const [name, address] of Object.entries(placeAddresses)) {
      const contract = peopleEndpoints[name as keyof typeof placeAddresses];
      expect({ name, method: address.method, path: address.path }).toEqual({
        name,
        method: contract.method,
        path: contract.path,
      });
    }
  });
});
