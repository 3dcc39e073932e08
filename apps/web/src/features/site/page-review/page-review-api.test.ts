import { pageReviewEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { expectSameAddresses } from '../../../api/test-addresses.ts';
import { pageReviewEndpointAddresses } from './page-review-api.ts';

describe('the page review calls', () => {
  it('go to the same method and path as their contracts, one address for each', () => {
    expect(Object.keys(pageReviewEndpointAddresses).sort()).toEqual(Object.keys(pageReviewEndpoints).sort());
    expectSameAddresses(pageReviewEndpointAddresses, pageReviewEndpoints);
  });
});
