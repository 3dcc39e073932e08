import { describe, expect, it } from 'vitest';
import {
  areaPath,
  barPath,
  keepInside,
  linePath,
  plotArea,
  rowAt,
  rowCentres,
  stackValues,
  valueToY,
  visibleLabels,
} from './chart-geometry.ts';

const area = { left: 50, top: 10, right: 450, bottom: 210 };

describe('chart geometry', () => {
  it('lays the plot inside the y axis, the margins and the x labels', () => {
    expect(
      plotArea({ width: 500, height: 260, margin: { top: 8, right: 8, bottom: 0 }, yAxisWidth: 64 }),
    ).toEqual({
      left: 64,
      top: 8,
      right: 492,
      bottom: 236,
    });
  });

  it('puts the first tick at the bottom of the plot, the last at the top, values in between', () => {
    const ticks = [0, 25, 50, 75];
    expect(valueToY(0, ticks, area)).toBe(210);
    expect(valueToY(75, ticks, area)).toBe(10);
    expect(valueToY(37.5, ticks, area)).toBe(110);
    // negative ticks: zero sits above the bottom
    expect(valueToY(0, [-50, 0, 50], area)).toBe(110);
  });

  it('gives each row an equal band, centred', () => {
    expect(rowCentres(4, area)).toEqual({ centres: [100, 200, 300, 400], step: 100 });
    expect(rowAt(49, area, 4)).toBe(0);
    expect(rowAt(251, area, 4)).toBe(2);
    expect(rowAt(999, area, 4)).toBe(3);
  });

  it('skips x labels that would overlap the one before, and can keep the last', () => {
    const labels = ['Dec 2025–Jan 2026', 'Feb–Mar 2026', 'Apr–May 2026', 'Jun–Jul 2026'];
    const centres = [40, 80, 120, 160];
    // at 12 px a label of 12 characters is about 86 px wide
    expect(visibleLabels({ centres, labels, fontSize: 12, minGap: 8 })).toEqual([true, false, false, true]);
    expect(visibleLabels({ centres: [100, 250, 400, 550], labels, fontSize: 12, minGap: 8 })).toEqual([
      true,
      true,
      true,
      true,
    ]);
    // the last label, kept, pushes out the one before it that it would overlap
    const five = ['Q1 25', 'Q2 25', 'Q3 25', 'Q4 25', 'Q1 26'];
    expect(visibleLabels({ centres: [0, 30, 60, 90, 92], labels: five, fontSize: 10, minGap: 4 })).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(
      visibleLabels({ centres: [0, 30, 60, 90, 92], labels: five, fontSize: 10, minGap: 4, keepLast: true }),
    ).toEqual([true, false, false, false, true]);
  });

  it('keeps a label at the edge whole', () => {
    expect(keepInside(5, 20, 300)).toBe(20);
    expect(keepInside(295, 20, 300)).toBe(280);
    expect(keepInside(150, 20, 300)).toBe(150);
  });

  it('draws a bar 80% of its band up to its widest, rounded at the end away from zero', () => {
    const up = barPath({ centre: 100, step: 100, maxWidth: 36, baseY: 200, valueY: 50, radius: 3 });
    expect(up).toBe('M82,200V53A3,3 0 0 1 85,50H115A3,3 0 0 1 118,53V200Z');
    const narrow = barPath({ centre: 100, step: 20, maxWidth: 36, baseY: 200, valueY: 50, radius: 0 });
    expect(narrow).toBe('M92,200V50H108V200Z');
    const down = barPath({ centre: 100, step: 100, maxWidth: 36, baseY: 100, valueY: 150, radius: 3 });
    expect(down).toBe('M82,100V147A3,3 0 0 0 85,150H115A3,3 0 0 0 118,147V100Z');
  });

  it('breaks a line where a value is missing', () => {
    expect(linePath([{ x: 0, y: 1 }, { x: 10, y: 2 }, null, { x: 30, y: 4 }, { x: 40, y: 5 }])).toBe(
      'M0,1L10,2M30,4L40,5',
    );
    expect(linePath([null, null])).toBe('');
  });

  it('stacks areas on the ones before them', () => {
    const stacked = stackValues([
      [1, 2],
      [10, 20],
    ]);
    expect(stacked).toEqual([
      { lower: [0, 0], upper: [1, 2] },
      { lower: [1, 2], upper: [11, 22] },
    ]);
    expect(areaPath([0, 10], [5, 6], [9, 9])).toBe('M0,5L10,6L10,9L0,9Z');
  });
});
