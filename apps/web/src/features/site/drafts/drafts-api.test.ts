import { pageDraftEndpoints } from '@atrium/contracts';
import { describe, it } from 'vitest';
import { expectSameAddresses } from '../../../api/test-addresses.ts';
import { draftEndpointAddresses } from './drafts-api.ts';

describe('the draft calls', () => {
  it('go to the same method and path as their contracts', () => {
    expectSameAddresses(draftEndpointAddresses, pageDraftEndpoints);
  });
});
