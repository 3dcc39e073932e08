import { describe, expect, it } from 'vitest';
import { divideShares, formatMinor, roundFee, splitByPercent } from './money.ts';

describe('money helpers', () => {
  it('splits an amount by shares so the parts add up exactly, the remainder on the first', () => {
    expect(splitByPercent(100_000, [3334, 3333, 3333])).toEqual([33_340, 33_330, 33_330]);
    expect(splitByPercent(1_001, [5000, 5000])).toEqual([501, 500]);
    expect(splitByPercent(-1_001, [5000, 5000])).toEqual([-501, -500]);
    for (const total of [1, 99_999, 123_456_789]) {
      const parts = splitByPercent(total, [1667, 1667, 1666, 5000]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('divides 100% among a team in hundredths that sum to 10,000', () => {
    for (const count of [1, 2, 3, 4, 7]) {
      for (const lead of [3000, 4000, 7000]) {
        const shares = divideShares(count, count === 1 ? 10_000 : lead);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(10_000);
      }
    }
    expect(divideShares(4, 5000)).toEqual([5000, 1667, 1667, 1666]);
  });

  it('formats minor units for cents and zero-decimal currencies', () => {
    expect(formatMinor(12_345, 'EUR')).toBe('123.45');
    expect(formatMinor(-5, 'USD')).toBe('-0.05');
    expect(formatMinor(1_500_000, 'JPY')).toBe('1500000.00');
  });

  it('rounds fees to about four significant figures', () => {
    expect(roundFee(123_456)).toBe(123_500);
    expect(roundFee(18_765_432)).toBe(18_770_000);
    expect(roundFee(25_000)).toBe(25_000);
  });
});
