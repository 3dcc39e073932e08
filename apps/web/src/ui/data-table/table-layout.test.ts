import { describe, expect, it } from 'vitest';
import { ariaRowCount, gridTemplate, minTableWidthRem, pxToRem, tabbableRowIndex } from './table-layout.ts';

describe('table layout', () => {
  it('gives each column its minimum and its share of the spare width', () => {
    expect(gridTemplate([{ minWidthRem: 12, grow: 2 }, {}, { minWidthRem: 6, grow: 0 }])).toBe(
      'minmax(12rem, 2fr) minmax(8rem, 1fr) minmax(6rem, 0fr)',
    );
  });

  it('scrolls sideways below the sum of the shown columns’ minimums', () => {
    expect(minTableWidthRem([{ minWidthRem: 12 }, {}, { minWidthRem: 6 }])).toBe(26);
    expect(minTableWidthRem([])).toBe(0);
  });

  it('measures in rem of the root font size', () => {
    expect(pxToRem(390, 16)).toBe(24.375);
    expect(pxToRem(1184, 16)).toBe(74);
    expect(pxToRem(1184, 20)).toBe(59.2);
  });

  it('counts the header row in aria-rowcount, -1 while the total is unknown', () => {
    expect(ariaRowCount(10_000)).toBe(10_001);
    expect(ariaRowCount(0)).toBe(1);
    expect(ariaRowCount(null)).toBe(-1);
  });
});

describe('the Tab stop among virtual rows', () => {
  it('stays on the last focused row while it is rendered', () => {
    expect(tabbableRowIndex(12, [10, 11, 12, 13])).toBe(12);
  });

  it('moves to the first rendered row once the focused one scrolled away', () => {
    expect(tabbableRowIndex(3, [40, 41, 42])).toBe(40);
  });

  it('is nowhere when no row is rendered', () => {
    expect(tabbableRowIndex(0, [])).toBeNull();
  });
});
