import { assetEndpoints, authEndpoints, routeEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { startUpEndpoints } from './endpoint-address.ts';

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
    for (const [name, address] of Object.entries(startUpEndpoints)) {
      const contract = contracts[name as keyof typeof contracts];
      expect({ name, method: address.method, path: address.path }).toEqual({
        name,
        method: contract.method,
        path: contract.path,
      });
    }
  });
});
