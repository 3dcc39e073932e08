import { METRIC_KEYS, type Metrics, MetricsSchema, type ReportResponse } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import type { FinancialRunState } from './financial-run.ts';
import { buildFacade, readFacade, readMetrics } from './use-facade-autosave.ts';

const metrics = Object.fromEntries(METRIC_KEYS.map((k) => [k, 1])) as Metrics;
const response = (series: Record<string, unknown>) =>
  ({
    results: {
      metrics,
      series,
      breakdown: { type: 'region', rows: [{ id: 1, name: 'Asia', ...metrics }] },
    },
  }) as unknown as ReportResponse;
const members = {
  partners: { currentCount: 1, currentCountStart: 1, previousCount: 1 },
  researchers: { current: 1, previous: 1 },
  administration: { current: 1, previous: 1 },
};
const series = { totalBillings: [{ month: '2026-01', value: 1 }] };

const state = (overrides: Partial<FinancialRunState>): FinancialRunState => ({
  Id: 3,
  status: 'done',
  notShared: null,
  current: response(series),
  compare: response(series),
  isCompareLoading: false,
  isMembersLoading: false,
  isBreakdownLoading: false,
  members,
  ...overrides,
});

describe('dashboard facade', () => {
  it('holds the six sections once the run, compare and headcounts are in', () => {
    expect(Object.keys(buildFacade(state({})) ?? {})).toEqual([
      'metrics',
      'compare',
      'details',
      'samples',
      'compare_samples',
      'breakdown',
    ]);
  });

  it('is not saved while a section is missing or empty', () => {
    expect(buildFacade(state({ members: null }))).toBeNull();
    expect(buildFacade(state({ compare: null }))).toBeNull();
    expect(buildFacade(state({ status: 'loading' }))).toBeNull();
    expect(buildFacade(state({ compare: response({}) }))).toBeNull();
  });
});

describe('a saved facade read back', () => {
  it('reads metrics as the contract does', () => {
    const { totalBillings: _dropped, ...missingOne } = metrics;
    const samples: unknown[] = [
      metrics,
      { ...metrics, extra: 'kept out' },
      missingOne,
      { ...metrics, im: '1' },
      { ...metrics, im: null },
      { ...metrics, im: Number.NaN },
      { ...metrics, im: Number.POSITIVE_INFINITY },
      { ...metrics, im: -2.5 },
      null,
      'metrics',
      [1, 2],
    ];
    for (const sample of samples) {
      const parsed = MetricsSchema.safeParse(sample);
      expect(readMetrics(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('opens on the saved Details tab, and not at all when a section is odd', () => {
    const facade = buildFacade(state({}));
    expect(readFacade(facade)?.breakdownType).toBe('region');
    expect(readFacade({ ...facade, compare: { ...metrics, im: 'x' } })).toBeNull();
    expect(readFacade({ ...facade, breakdown: { type: 'nowhere', rows: [1] } })).toBeNull();
    expect(readFacade({ ...facade, details: {} })).toBeNull();
  });
});
