import { describe, expect, it } from 'vitest';
import { promoFilter, promoRange } from './promo-range.ts';

describe('Dashboard Promo range (spec 1 §4: previous year start of quarter → end of quarter 3 months ago)', () => {
  it.each([
    ['2026-11-21', '2025-10-01', '2026-09-30'],
    // First and last days of a quarter.
    ['2026-10-01', '2025-10-01', '2026-09-30'],
    ['2026-09-30', '2025-07-01', '2026-06-30'],
    ['2026-07-01', '2025-07-01', '2026-06-30'],
    ['2026-12-31', '2025-10-01', '2026-09-30'],
    // Across the year end: three months before January is last October.
    ['2026-01-01', '2025-01-01', '2025-12-31'],
    ['2026-03-31', '2025-01-01', '2025-12-31'],
    ['2026-04-01', '2025-04-01', '2026-03-31'],
    // Month-end days that do not exist three months earlier, and a leap day.
    ['2026-05-31', '2025-04-01', '2026-03-31'],
    ['2028-02-29', '2027-01-01', '2027-12-31'],
  ])('today %s → %s to %s', (today, startDate, endDate) => {
    expect(promoRange(today)).toEqual({ startDate, endDate });
  });

  it('always spans four complete quarters before the current one', () => {
    for (const today of ['2026-02-14', '2026-06-15', '2026-08-01', '2026-11-30']) {
      const { startDate, endDate } = promoRange(today);
      const months =
        (Number(endDate.slice(0, 4)) - Number(startDate.slice(0, 4))) * 12 +
        Number(endDate.slice(5, 7)) -
        Number(startDate.slice(5, 7)) +
        1;
      expect(months).toBe(12);
      expect(endDate < today).toBe(true);
    }
  });

  it('runs as a Custom selection with the widget keys', () => {
    expect(promoFilter({ keys: [{ key: 'region', value: 2, Text: 'Europe' }], today: '2026-11-21' })).toEqual(
      {
        type: 'activity',
        date: { selection: 'Custom', startDate: '2025-10-01', endDate: '2026-09-30' },
        keys: [{ key: 'region', value: 2, Text: 'Europe' }],
      },
    );
  });
});
