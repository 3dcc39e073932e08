import { pageReviewEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { pageReviewEndpointAddresses } from './page-review-api.ts';

describe('the page review calls', () => {
  it('go to the same method and path as their contracts, one address for each', () => {
    expect(Object.keys(pageReviewEndpointAddresses).sort()).toEqual(Object.keys(pageReviewEndpoints).sort());
    for (const [name, address] of Object.entries(pageReviewEndpointAddresses)) {
      const contract = pageReviewEndpoints[name as keyof typeof pageReviewEndpointAddresses];
      expect({ name, method: address.method, path: address.path }).toEqual({
        name,
        method: contract.method,
        path: contract.path,
      });
    }
  });
});
