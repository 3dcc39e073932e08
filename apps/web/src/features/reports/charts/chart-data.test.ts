import type { Series } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { buildChartData, granularityFor, metricsWithData, niceTicks } from './chart-data.ts';

const range = { startDate: '2025-11-22', endDate: '2026-11-21' };

describe('compare chart data', () => {
  it('offers only the metrics that have data in either period', () => {
    const current = {
      totalBillings: [{ month: '2026-01', value: 10 }],
      im: [{ month: '2026-01', value: 0 }],
    };
    const compare = { assignmentsTaken: [{ month: '2025-01', value: 1.5 }] };
    expect(metricsWithData(current as Series, compare as Series)).toEqual([
      'totalBillings',
      'assignmentsTaken',
    ]);
    expect(metricsWithData({} as Series)).toEqual([]);
  });

  it('makes one bucket per month, lines the previous period up a year back and marks partial months', () => {
    const current = {
      totalBillings: [
        { month: '2025-11', value: 10.4 },
        { month: '2026-03', value: 20 },
      ],
    };
    const compare = { totalBillings: [{ month: '2025-03', value: 15.6 }] };
    const points = buildChartData({
      metric: 'totalBillings',
      range,
      current: current as Series,
      compare: compare as Series,
    });
    expect(points).toHaveLength(13);
    expect(points[0]).toEqual({
      bucket: '2025-11',
      label: 'Nov 2025',
      previousLabel: 'Nov 2024',
      current: 10,
      previous: 0,
      isPartial: true,
    });
    expect(points[4]).toMatchObject({
      label: 'Mar 2026',
      previousLabel: 'Mar 2025',
      current: 20,
      previous: 16,
    });
    expect(points.filter((p) => p.isPartial).map((p) => p.label)).toEqual(['Nov 2025', 'Nov 2026']);
  });

  it('leaves the previous series out without a compare run', () => {
    const points = buildChartData({ metric: 'im', range, current: {} as Series });
    expect(points.every((p) => p.previous === null && p.current === 0)).toBe(true);
  });

  it('rolls long ranges into quarters, averaging the averaged metrics', () => {
    const long = { startDate: '2020-01-01', endDate: '2024-12-31' };
    expect(granularityFor(range)).toBe('month');
    expect(granularityFor(long)).toBe('quarter');
    expect(granularityFor({ startDate: '2008-01-01', endDate: '2026-11-21' })).toBe('year');
    const current = {
      timeToFill: [
        { month: '2020-01', value: 100 },
        { month: '2020-02', value: 50 },
      ],
    };
    const points = buildChartData({ metric: 'timeToFill', range: long, current: current as Series });
    expect(points).toHaveLength(20);
    expect(points[0]).toMatchObject({
      label: 'Q1 2020',
      previousLabel: 'Q1 2019',
      current: 75,
      isPartial: false,
    });
  });

  it('keeps y ticks round, including zero, and at most 4', () => {
    expect(niceTicks([0, 31])).toEqual([0, 20, 40]);
    expect(niceTicks([1_200_000, 37_091_184])).toEqual([0, 20_000_000, 40_000_000]);
    expect(niceTicks([-11, 11])).toEqual([-20, 0, 20]);
    expect(niceTicks([0])).toEqual([0]);
    for (const max of [1, 7, 99, 12345, 987654321]) expect(niceTicks([0, max]).length).toBeLessThanOrEqual(4);
  });
});
