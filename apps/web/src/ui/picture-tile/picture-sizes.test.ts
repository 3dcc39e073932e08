import { describe, expect, it } from 'vitest';
import {
  hasHoverDetails,
  hasNameOverlay,
  PICTURE_SIZE_ORDER,
  pictureRequestPx,
  pictureSizePx,
  sizeForWidth,
} from './picture-sizes.ts';

describe('picture tile sizes (spec 3 §2.6)', () => {
  it('shows each size at 16 px per rem', () => {
    expect(PICTURE_SIZE_ORDER.map(pictureSizePx)).toEqual([40, 80, 128, 160, 192, 224, 288, 352]);
  });

  it('asks the server for twice the shown pixels', () => {
    expect(pictureRequestPx('nano')).toBe(80);
    expect(pictureRequestPx('medium')).toBe(320);
    expect(pictureRequestPx('huge')).toBe(704);
  });
});

describe('reactive mode', () => {
  it('takes the largest size that fits the container', () => {
    expect(sizeForWidth(160)).toBe('medium');
    expect(sizeForWidth(191.9)).toBe('medium');
    expect(sizeForWidth(192)).toBe('large');
    expect(sizeForWidth(300)).toBe('xxlarge');
    expect(sizeForWidth(2000)).toBe('huge');
  });

  it('falls back to the smallest size in a container narrower than it', () => {
    expect(sizeForWidth(20)).toBe('nano');
    expect(sizeForWidth(0)).toBe('nano');
  });

  it('lays the name and city over the picture from medium up', () => {
    expect(hasNameOverlay({ size: 'small', isReactive: true })).toBe(false);
    expect(hasNameOverlay({ size: 'medium', isReactive: true })).toBe(true);
    expect(hasNameOverlay({ size: 'huge', isReactive: true })).toBe(true);
  });

  it('shows details on hover from large up', () => {
    expect(hasHoverDetails({ size: 'medium', isReactive: true })).toBe(false);
    expect(hasHoverDetails({ size: 'large', isReactive: true })).toBe(true);
    expect(hasHoverDetails({ size: 'xlarge', isReactive: true })).toBe(true);
  });

  it('shows neither outside reactive mode', () => {
    expect(hasNameOverlay({ size: 'huge', isReactive: false })).toBe(false);
    expect(hasHoverDetails({ size: 'huge', isReactive: false })).toBe(false);
  });
});
