import type { FinancialPanel } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { hasChartPoints, panelChartRows, quarterLabel, toneOf } from './panel-data.ts';

const metric: FinancialPanel['metrics'][number] = {
  key: 'totalBillings',
  quarterKey: 'invoiceQuarter',
  value: 18_000,
  previous: 0,
  change: 1,
  current: [
    { quarter: '2025-Q4', value: null, isPartial: false },
    { quarter: '2026-Q1', value: 10_000.4, isPartial: false },
    { quarter: '2026-Q2', value: 8_000, isPartial: false },
    { quarter: '2026-Q3', value: 2_000.6, isPartial: false },
    { quarter: '2026-Q4', value: 5_000, isPartial: true },
  ],
  compare: [
    { quarter: '2024-Q4', value: 1_000, isPartial: false },
    { quarter: '2025-Q1', value: null, isPartial: false },
    { quarter: '2025-Q2', value: null, isPartial: false },
    { quarter: '2025-Q3', value: null, isPartial: false },
    { quarter: '2025-Q4', value: 700, isPartial: true },
  ],
};

describe('financial panel chart rows', () => {
  const rows = panelChartRows(metric);
  it('labels the quarters and gives the compare quarter its own year', () => {
    expect(rows.map((r) => r.label)).toEqual(['Q4 2025', 'Q1 2026', 'Q2 2026', 'Q3 2026', 'Q4 2026']);
    expect(rows[0].previousLabel).toBe('Q4 2024');
    expect(quarterLabel('2026-Q1')).toBe('Q1 2026');
  });

  it('draws the quarter in progress apart, joined to the last complete one, in whole numbers', () => {
    expect(rows.map((r) => r.current)).toEqual([0, 10_000, 8_000, 2_001, null]);
    expect(rows.map((r) => r.partial)).toEqual([null, null, null, 2_001, 5_000]);
    expect(rows.map((r) => r.isPartial)).toEqual([false, false, false, false, true]);
    expect(rows.map((r) => r.previous)).toEqual([1_000, 0, 0, 0, 700]);
  });

  it('leaves a gap, not a zero, where an average has nothing to average', () => {
    const days = panelChartRows({ ...metric, key: 'timeToFill' });
    expect(days.map((r) => r.current)).toEqual([null, 10_000, 8_000, 2_001, null]);
    expect(days[1].previous).toBeNull();
  });

  it('has nothing to draw for an average without a filled assignment in any quarter', () => {
    const none = (points: typeof metric.current) => points.map((p) => ({ ...p, value: null }));
    const empty = {
      ...metric,
      key: 'filledJobValue' as const,
      current: none(metric.current),
      compare: none(metric.compare),
    };
    expect(hasChartPoints(panelChartRows(empty))).toBe(false);
    // A sum draws its zeros; an average with one filled quarter a year back draws that.
    expect(hasChartPoints(panelChartRows({ ...empty, key: 'totalBillings' }))).toBe(true);
    expect(hasChartPoints(panelChartRows({ ...empty, compare: metric.compare }))).toBe(true);
  });

  it('turns the KPI change into the arrow', () => {
    expect([toneOf(1), toneOf(0), toneOf(-0.5)]).toEqual(['up', 'flat', 'down']);
  });
});
