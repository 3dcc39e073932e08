import type { Series } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { buildChartData, COMPARE_SAMPLE_SIZE, metricsWithData, niceTicks } from './chart-data.ts';

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

  it('shows a sample size of 7, lines the previous period up a year back and marks partial samples', () => {
    const current = {
      totalBillings: [
        { month: '2025-11', value: 10.4 },
        { month: '2025-12', value: 5 },
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
    // 13 months (Nov 2025 – Nov 2026) in 7 samples
    expect(points).toHaveLength(COMPARE_SAMPLE_SIZE);
    expect(points.map((p) => p.label)).toEqual([
      'Nov 2025',
      'Dec 2025–Jan 2026',
      'Feb–Mar 2026',
      'Apr–May 2026',
      'Jun–Jul 2026',
      'Aug–Sep 2026',
      'Oct–Nov 2026',
    ]);
    expect(points[0]).toEqual({
      bucket: '2025-11',
      months: { first: '2025-11', last: '2025-11' },
      label: 'Nov 2025',
      previousLabel: 'Nov 2024',
      current: 10,
      previous: 0,
      isPartial: true,
    });
    expect(points[1]).toMatchObject({ current: 5, previousLabel: 'Dec 2024–Jan 2025' });
    expect(points[2]).toMatchObject({ previousLabel: 'Feb–Mar 2025', current: 20, previous: 16 });
    expect(points.filter((p) => p.isPartial).map((p) => p.label)).toEqual(['Nov 2025', 'Oct–Nov 2026']);
  });

  it('shows one sample per month for periods of 7 months or fewer', () => {
    const short = buildChartData({
      metric: 'im',
      range: { startDate: '2026-01-01', endDate: '2026-03-31' },
      current: {} as Series,
    });
    expect(short.map((p) => p.label)).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026']);
    expect(short.some((p) => p.isPartial)).toBe(false);
  });

  it('leaves the previous series out without a compare run', () => {
    const points = buildChartData({ metric: 'im', range, current: {} as Series });
    expect(points.every((p) => p.previous === null && p.current === 0)).toBe(true);
  });

  it('keeps 7 samples over long ranges, averaging the averaged metrics and rounding to whole numbers', () => {
    const long = { startDate: '2020-01-01', endDate: '2024-12-31' };
    const current = {
      timeToFill: [
        { month: '2020-01', value: 100 },
        { month: '2020-02', value: 50.6 },
      ],
      assignmentsTaken: [
        { month: '2020-01', value: 0.4 },
        { month: '2020-03', value: 1.3 },
      ],
    };
    const points = buildChartData({ metric: 'timeToFill', range: long, current: current as Series });
    expect(points).toHaveLength(7);
    expect(points[0]).toMatchObject({
      label: 'Jan–Aug 2020',
      previousLabel: 'Jan–Aug 2019',
      current: 75,
      isPartial: false,
    });
    const taken = buildChartData({ metric: 'assignmentsTaken', range: long, current: current as Series });
    expect(taken[0].current).toBe(2);
    expect(taken.every((p) => Number.isInteger(p.current))).toBe(true);
  });

  it('keeps y ticks round, including zero, and at most 4', () => {
    expect(niceTicks([0, 31])).toEqual([0, 20, 40]);
    expect(niceTicks([1_200_000, 37_091_184])).toEqual([0, 20_000_000, 40_000_000]);
    expect(niceTicks([-11, 11])).toEqual([-20, 0, 20]);
    expect(niceTicks([0])).toEqual([0]);
    for (const max of [1, 7, 99, 12345, 987654321]) expect(niceTicks([0, max]).length).toBeLessThanOrEqual(4);
  });
});
