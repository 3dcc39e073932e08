import { describe, expect, it } from 'vitest';
import { compareRange, isValidCustomRange, reportRange, toIsoDate } from './report-period.ts';

const today = '2026-11-21';

describe('report period presets', () => {
  it('ends the rolling presets today and starts them the day after the same date back', () => {
    expect(reportRange({ selection: '1W' }, today)).toEqual({ startDate: '2026-11-15', endDate: today });
    expect(reportRange({ selection: '1M' }, today)).toEqual({ startDate: '2026-10-22', endDate: today });
    expect(reportRange({ selection: '3M' }, today)).toEqual({ startDate: '2026-08-22', endDate: today });
    expect(reportRange({ selection: '6M' }, today)).toEqual({ startDate: '2026-05-22', endDate: today });
    expect(reportRange({ selection: '1Y' }, today)).toEqual({ startDate: '2025-11-22', endDate: today });
    expect(reportRange({ selection: '2Y' }, today)).toEqual({ startDate: '2024-11-22', endDate: today });
  });

  it('starts YTD on 1 January and takes LY as the whole of last calendar year', () => {
    expect(reportRange({ selection: 'YTD' }, today)).toEqual({ startDate: '2026-01-01', endDate: today });
    expect(reportRange({ selection: 'LY' }, today)).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    expect(reportRange({ selection: 'YTD' }, '2026-01-01')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-01',
    });
  });

  it('keeps a custom range within 2008-01-01 and today', () => {
    expect(
      reportRange({ selection: 'Custom', startDate: '2001-05-01', endDate: '2030-01-01' }, today),
    ).toEqual({ startDate: '2008-01-01', endDate: today });
    expect(isValidCustomRange({ startDate: '2008-01-01', endDate: today }, today)).toBe(true);
    expect(isValidCustomRange({ startDate: '2007-12-31', endDate: today }, today)).toBe(false);
    expect(isValidCustomRange({ startDate: '2026-02-01', endDate: '2026-01-01' }, today)).toBe(false);
    expect(isValidCustomRange({ startDate: '2026-02-01' }, today)).toBe(false);
  });

  it('compares with the same range 12 months earlier, YTD with the same days last year', () => {
    expect(compareRange({ selection: '1Y' }, today)).toEqual({
      startDate: '2024-11-22',
      endDate: '2025-11-21',
    });
    expect(compareRange({ selection: 'YTD' }, today)).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-11-21',
    });
    expect(compareRange({ selection: 'YTD' }, '2028-02-29')).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-02-28',
    });
  });

  it('reads today from the local calendar', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
