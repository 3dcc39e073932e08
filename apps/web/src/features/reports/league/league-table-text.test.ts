import { describe, expect, it } from 'vitest';
import { rankChangeText, sharePercent } from './LeagueTable.tsx';

describe('the league table cells', () => {
  it('reads a row just short of its target as under 100%, and a target met as 100%', () => {
    expect(sharePercent(829_283 / 830_000)).toBe('99%');
    expect(sharePercent(1)).toBe('100%');
    expect(sharePercent(0.29)).toBe('29%');
    expect(sharePercent(2.125)).toBe('212%');
  });

  it('shows a rise as ▲, a fall as ▼, no change as – and a row not ranked before as New', () => {
    expect([3, -1, 0, null].map(rankChangeText)).toEqual(['▲3', '▼1', '–', 'New']);
  });
});
