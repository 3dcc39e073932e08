import { describe, expect, it } from 'vitest';
import { idWindows } from './id-windows.ts';

describe('idWindows', () => {
  it('cuts an id range into windows that take every id once, no more of them than pages of rows', () => {
    const cases = [
      { first: 1, last: 11, count: 11, page: 5 },
      { first: 1, last: 10, count: 10, page: 5 },
      { first: 7, last: 7, count: 1, page: 5 },
      { first: 1, last: 1_000_000, count: 3, page: 5 },
      { first: 40, last: 12_039, count: 12_000, page: 5_000 },
      { first: 1, last: 3, count: 3, page: 1 },
    ];
    for (const { first, last, count, page } of cases) {
      const windows = idWindows(first, last, count, page);
      expect(windows.length).toBeLessThanOrEqual(Math.ceil(count / page));
      expect(windows[0][0]).toBe(first);
      expect(windows.at(-1)?.[1]).toBeGreaterThan(last);
      // each window starts where the one before it ended: no id twice, none left out
      for (let i = 1; i < windows.length; i++) expect(windows[i][0]).toBe(windows[i - 1][1]);
    }
  });
});
