import { describe, expect, it } from 'vitest';
import { BoxDocumentsAttributesSchema } from './box-attributes.ts';

describe('Box Documents attributes', () => {
  it("defaults to Box's root folder, Promo tiles, name ascending, limit 1000", () => {
    expect(BoxDocumentsAttributesSchema.parse({})).toEqual({
      folder: { id: '0', path: '/All Files' },
      direction: 0,
      display: 'Promo',
      limit: 1000,
      sort: 'name',
    });
  });

  it('reads saved text values and falls back on junk', () => {
    const read = BoxDocumentsAttributesSchema.parse({
      folder: { id: '152300000101', path: '/All Files/Firm Policies' },
      direction: '1',
      display: 'Table',
      limit: '25',
      sort: 'modified_at',
    });
    expect(read).toMatchObject({ direction: 1, display: 'Table', limit: 25, sort: 'modified_at' });
    const junk = BoxDocumentsAttributesSchema.parse({
      folder: { id: '../etc' },
      direction: '7',
      display: 'Carousel',
      limit: '5000',
      sort: 'colour',
    });
    expect(junk).toEqual(BoxDocumentsAttributesSchema.parse({}));
  });
});
