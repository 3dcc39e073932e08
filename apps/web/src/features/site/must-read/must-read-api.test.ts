import { mustReadEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { expectSameAddresses } from '../../../api/test-addresses.ts';
import { mustReadEndpointAddresses } from './must-read-api.ts';

describe('the must-read calls', () => {
  it('go to the same method and path as their contracts, one address for each', () => {
    expect(Object.keys(mustReadEndpointAddresses).sort()).toEqual(Object.keys(mustReadEndpoints).sort());
    expectSameAddresses(mustReadEndpointAddresses, mustReadEndpoints);
  });
});
