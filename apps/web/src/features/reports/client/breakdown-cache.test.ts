import { describe, expect, it } from 'vitest';
import { breakdownQueryKey, nextLikelyTab } from './use-report-run.ts';

const filter = { type: 'activity' as const, date: { selection: '1Y' as const }, keys: [] };

describe('breakdown tabs from cached queries', () => {
  it('key a page by the report and the tab, with the default search, sort and page filled in', () => {
    expect(breakdownQueryKey(filter, { type: 'license' })).toEqual(
      breakdownQueryKey(filter, {
        type: 'license',
        search: '',
        sort: 'totalBillings',
        direction: 'desc',
        page: 1,
      }),
    );
    expect(breakdownQueryKey(filter, { type: 'license' })).not.toEqual(
      breakdownQueryKey(filter, { type: 'region' }),
    );
  });

  it('fetch the next tab of the Details card ahead, and none after the last', () => {
    expect(nextLikelyTab({ type: 'region' })).toEqual({ type: 'license' });
    expect(nextLikelyTab({})).toEqual({ type: 'license' });
    expect(nextLikelyTab({ type: 'fullName' })).toEqual({ type: 'assignmentId' });
    expect(nextLikelyTab({ type: 'subsector' })).toBeNull();
  });
});
