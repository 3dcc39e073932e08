import { peopleEndpoints } from '@atrium/contracts';
import { describe, it } from 'vitest';
import { expectSameAddresses } from '../../../api/test-addresses.ts';
import { placeAddresses } from './place-queries.ts';

describe('the directory calls asked for at start-up', () => {
  it('go to the same method and path as their contracts', () => {
    expectSameAddresses(placeAddresses, peopleEndpoints);
  });
});
