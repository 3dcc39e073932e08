import { peopleEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { expectSameAddresses } from '../../../api/test-addresses.ts';
import { peopleEndpointAddresses } from './people-api.ts';

describe('the people calls', () => {
  it('go to the same method and path as their contracts, one address for each the screens make', () => {
    // The picture has its own address (picture-url.ts); the explorer's filter is not asked for by the web.
    const made = Object.keys(peopleEndpoints).filter(
      (name) => !['picture', 'companyExplorerFilter'].includes(name),
    );
    expect(Object.keys(peopleEndpointAddresses).sort()).toEqual(made.sort());
    expectSameAddresses(peopleEndpointAddresses, peopleEndpoints);
  });
});
