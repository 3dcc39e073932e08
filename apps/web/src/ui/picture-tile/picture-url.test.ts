import { peopleEndpoints } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { expectSameAddresses } from '../../api/test-addresses.ts';
import { pictureAddress, pictureUrl } from './picture-url.ts';

describe('the picture address', () => {
  it('asks for a square of the given edge from the square photo by default', () => {
    expect(pictureUrl({ id: 42, px: 320 })).toBe('/api/v2/cms/image/SquarePhoto/42/320/320');
  });

  it('names another image field and escapes the id', () => {
    expect(pictureUrl({ id: 'a b/c', px: 384, field: 'TileImage' })).toBe(
      '/api/v2/cms/image/TileImage/a%20b%2Fc/384/384',
    );
  });

  it('asks for whole pixels', () => {
    expect(pictureUrl({ id: 7, px: 99.6, field: 'MetaImage' })).toBe('/api/v2/cms/image/MetaImage/7/100/100');
  });

  it('goes to the same method and path as its contract', () => {
    expectSameAddresses({ picture: pictureAddress }, { picture: peopleEndpoints.picture });
  });
});
