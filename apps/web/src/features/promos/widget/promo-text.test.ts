import { describe, expect, it } from 'vitest';
import { cutPickerTitle, cutTileTitle, pickerPage } from './promo-text.ts';

describe('promo titles', () => {
  it('cuts picker titles over 30 characters to 30 and two dots', () => {
    expect(cutPickerTitle('Short title')).toBe('Short title');
    expect(cutPickerTitle('x'.repeat(30))).toBe('x'.repeat(30));
    expect(cutPickerTitle('Leadership consulting for the boards of tomorrow')).toBe(
      'Leadership consulting for the ..',
    );
  });

  it('cuts tile titles at the first space after 26 characters, with three dots', () => {
    expect(cutTileTitle('Annual partners meeting')).toBe('Annual partners meeting');
    expect(cutTileTitle('Board effectiveness reviews across Europe')).toBe('Board effectiveness reviews...');
    expect(cutTileTitle('Supercalifragilisticexpialidocious')).toBe('Supercalifragilisticexpialidocious');
  });
});

describe('the picker pages', () => {
  it('shows every candidate on one page up to 50, then pages of 50', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => i);
    expect(pickerPage(fifty, 1, 50)).toEqual({ items: fifty, pages: 1 });
    const many = Array.from({ length: 120 }, (_, i) => i);
    expect(pickerPage(many, 3, 50)).toEqual({ items: many.slice(100), pages: 3 });
  });
});
