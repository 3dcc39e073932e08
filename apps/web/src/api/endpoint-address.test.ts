import { assetEndpoints, authEndpoints, routeEndpoints } from '@atrium/contracts';
import { describe, it } from 'vitest';
import { startUpEndpoints } from './endpoint-address.ts';
import { expectSameAddresses } from './test-addresses.ts';

describe('the start-up calls', () => {
  it('go to the same method and path as their contracts', () => {
    const contracts = {
      login: authEndpoints.login,
      logout: authEndpoints.logout,
      refresh: authEndpoints.refresh,
      isLoggedIn: authEndpoints.isLoggedIn,
      signInOptions: authEndpoints.signInOptions,
      routeTree: routeEndpoints.tree,
      downloadFile: assetEndpoints.downloadFile,
    };
    expectSameAddresses(startUpEndpoints, contracts);
  });
});
