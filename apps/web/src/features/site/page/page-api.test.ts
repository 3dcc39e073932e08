import { pageEndpoints } from '@atrium/contracts';
import { describe, it } from 'vitest';
import { expectSameAddresses } from '../../../api/test-addresses.ts';
import { pageEndpointAddresses } from './page-api.ts';

describe('the page calls', () => {
  it('go to the same method and path as their contracts, and send a key where they create', () => {
    expectSameAddresses(pageEndpointAddresses, pageEndpoints);
  });
});
