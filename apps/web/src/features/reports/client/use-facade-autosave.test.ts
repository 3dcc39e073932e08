import { METRIC_KEYS, type Metrics, type ReportResponse } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { buildFacade } from './use-facade-autosave.ts';
import type { ReportRunState } from './use-report-run.ts';

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

const state = (overrides: Partial<ReportRunState>): ReportRunState => ({
  Id: 3,
  status: 'done',
  current: response(series),
  compare: response(series),
  isCompareLoading: false,
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
