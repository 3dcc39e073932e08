import { describe, expect, it } from 'vitest';
import { clampWidth, fromColumnWidthOption, sectionSpan, toColumnWidthOption } from './section-width.ts';

describe('section widths (spec 1 §9)', () => {
  it('shows width 6 full width except on widescreen', () => {
    expect(sectionSpan(6)).toEqual({ base: 12, wide: 6 });
    expect(sectionSpan(4)).toEqual({ base: 4, wide: 4 });
    expect(sectionSpan(12)).toEqual({ base: 12, wide: 12 });
  });

  it('clamps stale widths to 1..12 and defaults unreadable ones to 12', () => {
    expect(clampWidth(0)).toBe(1);
    expect(clampWidth(40)).toBe(12);
    expect(clampWidth('8')).toBe(8);
    expect(clampWidth(undefined)).toBe(12);
    expect(sectionSpan('nonsense')).toEqual({ base: 12, wide: 12 });
  });

  it('maps widths to the form options Auto, 50% and 100% and back', () => {
    expect(toColumnWidthOption(12)).toBe('full');
    expect(toColumnWidthOption(6)).toBe('half');
    expect(toColumnWidthOption(4)).toBe('auto');
    expect(fromColumnWidthOption({ option: 'full', width: 4 })).toBe(12);
    expect(fromColumnWidthOption({ option: 'half', width: 12 })).toBe(6);
    expect(fromColumnWidthOption({ option: 'auto', width: 8 })).toBe(8);
    expect(fromColumnWidthOption({ option: 'auto', width: 12 })).toBe(4);
  });
});
