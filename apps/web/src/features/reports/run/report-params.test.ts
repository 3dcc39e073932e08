import { describe, expect, it } from 'vitest';
import { dashboardUrlForStub, isPossibleStub, readReportParams, shouldAutoRun } from './report-params.ts';

describe('dashboard query parameters', () => {
  it('reads reportId, stub, autorun and refresh', () => {
    expect(readReportParams(new URLSearchParams('reportId=12&stub=abc&autorun=false&refresh=true'))).toEqual({
      reportId: 12,
      stub: 'abc',
      autorun: false,
      refresh: true,
    });
    expect(readReportParams(new URLSearchParams(''))).toEqual({
      reportId: null,
      stub: null,
      autorun: null,
      refresh: false,
    });
    expect(readReportParams(new URLSearchParams('reportId=x&autorun=1')).autorun).toBe(true);
  });

  it("runs at once when a member list's full report button adds autoRun=true", () => {
    expect(readReportParams(new URLSearchParams('autoRun=true')).autorun).toBe(true);
  });

  it('sends a shared people report to its own screen', () => {
    expect(dashboardUrlForStub('s1', 'License')).toBe('/directory/licenses/report?stub=s1&autorun=true');
    expect(dashboardUrlForStub('s2', 'Location')).toMatch(/^\/directory\/locations\/report\?/);
  });

  it('auto-runs for a widget, a filter with keys or autorun, never with autorun=false', () => {
    const keys = [{ key: 'region' as const, value: 1 }];
    expect(shouldAutoRun({ autorun: null, keys: [] })).toBe(false);
    expect(shouldAutoRun({ autorun: null, keys })).toBe(true);
    expect(shouldAutoRun({ autorun: true, keys: [] })).toBe(true);
    expect(shouldAutoRun({ autorun: null, keys: [], isWidget: true })).toBe(true);
    expect(shouldAutoRun({ autorun: false, keys, isWidget: true })).toBe(false);
  });

  it('sends a resolved share link to the dashboard with the stub and autorun', () => {
    expect(dashboardUrlForStub('mZKIrj57')).toBe('/mcl/dashboard?stub=mZKIrj57&autorun=true');
  });
});

describe('share stubs', () => {
  it('are asked about only when long enough to be one (16 to 100 characters)', () => {
    expect(['', 'no-such-stub', 'a'.repeat(15), 'a'.repeat(101)].map(isPossibleStub)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['a'.repeat(16), 'a'.repeat(100), 'Xq3_9fK2-mPz7LwR8tYb1cVn'].map(isPossibleStub)).toEqual([
      true,
      true,
      true,
    ]);
  });
});
