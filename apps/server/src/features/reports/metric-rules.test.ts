// spec 2 §9 rules, one by one, on hand-computed numbers.
import {
  changeArrow,
  combineMetricValues,
  metricChange,
  resolveDateRange,
  shiftRangeBackOneYear,
} from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import {
  billingsSplitOf,
  convertAmount,
  dayNumber,
  fractionalShare,
  isFilledInRange,
  isInFilledJobAverage,
  isTakenInRange,
  isTeaming,
  presentMetric,
  timeToFillDays,
} from './metric-rules.ts';

const range2025 = { startDay: dayNumber('2025-01-01'), endDay: dayNumber('2025-12-31') };

describe('teaming', () => {
  it('needs developers plus handlers above 1 and total billings not 0', () => {
    expect(isTeaming({ developers: 1, handlers: 1, totalBillings: 500 })).toBe(true);
    expect(isTeaming({ developers: 2, handlers: 0, totalBillings: -10 })).toBe(true); // a credit is still "not 0"
    expect(isTeaming({ developers: 1, handlers: 0, totalBillings: 500 })).toBe(false); // 1 + 0 = 1, not > 1
    expect(isTeaming({ developers: 3, handlers: 2, totalBillings: 0 })).toBe(false); // no billings
  });
});

describe('fractional counts', () => {
  it('are partner billings USD over total billings USD', () => {
    // 76,000 / 100,000 = 0.76
    expect(fractionalShare(76_000, 100_000)).toBe(0.76);
    expect(fractionalShare(0, 100_000)).toBe(0);
  });
  it('are 0 for an assignment without billings instead of dividing by zero', () => {
    expect(fractionalShare(0, 0)).toBe(0);
  });
});

describe('taken and filled', () => {
  const taken = (date: string | null, totalBillings = 100) =>
    isTakenInRange({ totalBillings, takenDay: dayNumber(date) }, range2025);
  const filled = (status: 'F' | 'E' | 'O', date: string, totalBillings = 100) =>
    isFilledInRange({ status, totalBillings, statusDay: dayNumber(date) }, range2025);

  it('taken needs a date taken within range (both ends included) and billings not 0', () => {
    expect(taken('2025-01-01')).toBe(true);
    expect(taken('2025-12-31')).toBe(true);
    expect(taken('2024-12-31')).toBe(false);
    expect(taken('2025-06-01', 0)).toBe(false);
    expect(taken(null)).toBe(false);
  });
  it('filled counts only status F, with a status date within range and billings not 0', () => {
    expect(filled('F', '2025-05-11')).toBe(true);
    expect(filled('E', '2025-05-11')).toBe(false);
    expect(filled('O', '2025-05-11')).toBe(false);
    expect(filled('F', '2026-01-01')).toBe(false);
    expect(filled('F', '2025-05-11', 0)).toBe(false);
  });
});

describe('average filled job value eligibility', () => {
  const base = {
    searchType: 'Executive' as const,
    isSearchGuarantee: false,
    isAdditionalPlacement: false,
    isDirectorSearch: false,
    excludeFromAverage: false,
  };
  it('keeps plain executive searches and drops every exclusion', () => {
    expect(isInFilledJobAverage(base)).toBe(true);
    expect(isInFilledJobAverage({ ...base, searchType: 'Consulting' })).toBe(false);
    expect(isInFilledJobAverage({ ...base, searchType: 'IM' })).toBe(false);
    expect(isInFilledJobAverage({ ...base, isSearchGuarantee: true })).toBe(false);
    expect(isInFilledJobAverage({ ...base, isAdditionalPlacement: true })).toBe(false);
    expect(isInFilledJobAverage({ ...base, isDirectorSearch: true })).toBe(false);
    expect(isInFilledJobAverage({ ...base, excludeFromAverage: true })).toBe(false);
  });
});

describe('time to fill', () => {
  it('is milliseconds divided by 86,400,000', () => {
    // Feb 1 → Mar 1 = 28 days, Mar 1 → May 1 = 31 + 30 = 61, May 1 → May 11 = 10: 99 days
    expect(timeToFillDays('2025-02-01', '2025-05-11')).toBe(99);
    // leap year: 2024-02-01 → 2024-03-01 = 29 days
    expect(timeToFillDays('2024-02-01', '2024-03-01')).toBe(29);
  });
});

describe('splits', () => {
  it('puts BLM under Leadership Consulting', () => {
    expect(billingsSplitOf('Executive')).toBe('executive');
    expect(billingsSplitOf('Consulting')).toBe('consulting');
    expect(billingsSplitOf('BLM')).toBe('consulting');
    expect(billingsSplitOf('IM')).toBe('im');
  });
});

describe('currency conversion', () => {
  it('goes through USD at the month rates', () => {
    // 800 GBP at 0.8 GBP/USD = 1,000 USD; at 0.9 EUR/USD = 900 EUR
    expect(convertAmount({ amount: 800, invoiceUnitsPerUsd: 0.8, viewerUnitsPerUsd: 0.9 })).toBeCloseTo(
      900,
      9,
    );
  });
  it('rounds money to 0 decimals only at presentation, half away from zero', () => {
    expect(presentMetric('totalBillings', 1234.5)).toBe(1235);
    expect(presentMetric('totalBillings', -1234.5)).toBe(-1235);
    expect(presentMetric('assignmentsTaken', 0.76)).toBe(0.76); // counts keep fractions
    expect(presentMetric('timeToFill', 64.5)).toBe(64.5);
  });
});

describe('KPI change (spec 2 §9, spec 3 §4)', () => {
  it.each([
    [0, 0, 0, 'dash'], // both zero
    [5, 0, 1, 'up'], // previous zero: +100%
    [0, 5, -1, 'down'], // current zero, previous positive: −100%
    [0, -5, 1, 'up'], // current zero, previous negative: (0 − −5) / 5 = +1
    [150, 100, 0.5, 'up'], // (150 − 100) / 100
    [80, 100, -0.2, 'down'], // (80 − 100) / 100
    [50, -100, 1.5, 'up'], // (50 − −100) / |−100| = 150 / 100
  ])('current %d, previous %d → %d (%s)', (current, previous, change, arrow) => {
    expect(metricChange(current, previous)).toBeCloseTo(change, 12);
    expect(changeArrow(metricChange(current, previous))).toBe(arrow);
  });
});

describe('summed and averaged metrics', () => {
  it('sums counts and money, averages time to fill and filled job value', () => {
    expect(combineMetricValues('totalBillings', [100, 200, 300])).toBe(600);
    expect(combineMetricValues('assignmentsTaken', [0.5, 0.25])).toBe(0.75);
    // (10 + 20) / 2 = 15
    expect(combineMetricValues('timeToFill', [10, 20])).toBe(15);
    // (90,000 + 30,000) / 2 = 60,000
    expect(combineMetricValues('filledJobValue', [90_000, 30_000])).toBe(60_000);
    expect(combineMetricValues('filledJobValue', [])).toBe(0);
  });
});

describe('date presets and the compare period', () => {
  const today = '2026-06-15';
  it('resolves presets to inclusive ranges ending today', () => {
    expect(resolveDateRange({ selection: '1Y' }, today)).toEqual({ startDate: '2025-06-16', endDate: today });
    expect(resolveDateRange({ selection: '2Y' }, today)).toEqual({ startDate: '2024-06-16', endDate: today });
    expect(resolveDateRange({ selection: '1M' }, today)).toEqual({ startDate: '2026-05-16', endDate: today });
    expect(resolveDateRange({ selection: '1W' }, today)).toEqual({ startDate: '2026-06-09', endDate: today });
    expect(resolveDateRange({ selection: 'YTD' }, today)).toEqual({
      startDate: '2026-01-01',
      endDate: today,
    });
    expect(resolveDateRange({ selection: 'LY' }, today)).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    expect(
      resolveDateRange({ selection: 'Custom', startDate: '2020-02-02', endDate: '2020-03-03' }, today),
    ).toEqual({
      startDate: '2020-02-02',
      endDate: '2020-03-03',
    });
  });
  it('moves the range back 12 months, so 1Y meets its compare period and YTD compares the same days', () => {
    expect(shiftRangeBackOneYear({ startDate: '2025-06-16', endDate: '2026-06-15' })).toEqual({
      startDate: '2024-06-16',
      endDate: '2025-06-15',
    });
    expect(shiftRangeBackOneYear({ startDate: '2026-01-01', endDate: '2026-06-15' })).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-06-15',
    });
    // Feb 29 has no twin: clamped to Feb 28
    expect(shiftRangeBackOneYear({ startDate: '2024-02-29', endDate: '2024-03-31' }).startDate).toBe(
      '2023-02-28',
    );
  });
});
