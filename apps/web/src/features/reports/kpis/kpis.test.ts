import { describe, expect, it } from 'vitest';
import { formatKpiValue, HEADLINE_KPIS, kpiChange, SPLIT_KPIS } from './kpis.ts';

describe('KPI change (spec 2 §9, spec 3 §4)', () => {
  it('is 0 with a dash when both periods are zero', () => {
    expect(kpiChange(0, 0)).toEqual({ change: 0, arrow: 'dash', label: '0%' });
  });

  it('is +100% when the previous period is zero', () => {
    expect(kpiChange(250, 0)).toEqual({ change: 1, arrow: 'up', label: '+100%' });
    expect(kpiChange(-250, 0)).toMatchObject({ label: '+100%', arrow: 'up' });
  });

  it('is -100% when the current period is zero and the previous positive', () => {
    expect(kpiChange(0, 80)).toEqual({ change: -1, arrow: 'down', label: '-100%' });
  });

  it('divides the difference by the absolute previous value otherwise', () => {
    expect(kpiChange(150, 100)).toEqual({ change: 0.5, arrow: 'up', label: '+50%' });
    expect(kpiChange(75, 100)).toEqual({ change: -0.25, arrow: 'down', label: '-25%' });
    expect(kpiChange(-50, -100)).toEqual({ change: 0.5, arrow: 'up', label: '+50%' });
    expect(kpiChange(100, 100)).toEqual({ change: 0, arrow: 'dash', label: '0%' });
  });
});

describe('KPI values', () => {
  const byKey = (key: string) => [...HEADLINE_KPIS, ...SPLIT_KPIS].find((kpi) => kpi.key === key)!;

  it('shows money in the viewer currency with no decimals, counts with up to 2, days whole', () => {
    expect(formatKpiValue(byKey('totalBillings'), 413442454.4, 'USD')).toBe('$413,442,454');
    expect(formatKpiValue(byKey('filledJobValue'), 138646, 'EUR')).toBe('€138,646');
    expect(formatKpiValue(byKey('assignmentsTaken'), 12.345, 'USD')).toBe('12.35');
    expect(formatKpiValue(byKey('timeToFill'), 149.32, 'USD')).toBe('149 days');
    expect(formatKpiValue(byKey('timeToFill'), 1, 'USD')).toBe('1 day');
  });

  it('covers the headline metrics of the spec and the splits', () => {
    expect(HEADLINE_KPIS.map((kpi) => kpi.label)).toEqual([
      'Total Billings',
      'Teaming Value',
      'Teaming Revenue',
      'Teaming Taken',
      'Teaming Filled',
      'Assignments Taken',
      'Assignments Filled',
      'Time to Fill',
      'Avg Filled Job Value',
    ]);
    expect(SPLIT_KPIS.map((kpi) => kpi.key)).toEqual([
      'executive',
      'consulting',
      'im',
      'strategyBillings',
      'strategyTaken',
    ]);
  });
});
