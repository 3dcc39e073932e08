import { assetEndpoints, routeEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { endpointUrl, isApiPath, matchEndpointUrl } from './endpoint-url.ts';

describe('endpoint addresses', () => {
  it('fills the path parameters and the query of a contract endpoint', () => {
    expect(endpointUrl(assetEndpoints.downloadFile, { id: '7' })).toBe('/api/v2/box/file/7/download');
    expect(endpointUrl(assetEndpoints.metaImage, { oid: 3 }, { type: 'png' })).toBe(
      '/api/v2/cms/metaImage/3?type=png',
    );
    expect(endpointUrl(routeEndpoints.tree)).toBe('/api/v2/routes');
  });

  it('reads the parameters back from an address of the endpoint', () => {
    expect(matchEndpointUrl(assetEndpoints.downloadFile, '/api/v2/box/file/12/download')).toEqual({
      id: '12',
    });
    expect(matchEndpointUrl(assetEndpoints.downloadFile, '/api/v2/box/file/12/download?x=1')).toBeNull();
    expect(matchEndpointUrl(assetEndpoints.downloadFile, '/guides')).toBeNull();
  });

  it('tells the API’s addresses from the app’s pages', () => {
    expect(isApiPath('/api/v2/box/file/12/download')).toBe(true);
    expect(isApiPath('/guides/api')).toBe(false);
  });
});
