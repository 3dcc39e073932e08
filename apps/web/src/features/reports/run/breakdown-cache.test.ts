import { describe, expect, it } from 'vitest';
import { breakdownQueryKey, nextLikelyTab } from './financial-run.ts';

const runId = '0123456789abcdef0123456789abcdef';

describe('breakdown tabs from cached answers of a run', () => {
  it('key a page by the run Id and the tab, with the default search, sort and page filled in', () => {
    expect(breakdownQueryKey(runId, { type: 'license' })).toEqual(
      breakdownQueryKey(runId, {
        type: 'license',
        search: '',
        sort: 'totalBillings',
        direction: 'desc',
        page: 1,
      }),
    );
    expect(breakdownQueryKey(runId, { type: 'license' })).not.toEqual(
      breakdownQueryKey(runId, { type: 'region' }),
    );
  });

  it('fetch the next tab of the Details card ahead, and none after the last', () => {
    expect(nextLikelyTab({ type: 'region' })).toEqual({ type: 'license' });
    expect(nextLikelyTab({})).toEqual({ type: 'license' });
    expect(nextLikelyTab({ type: 'fullName' })).toEqual({ type: 'assignmentId' });
    expect(nextLikelyTab({ type: 'subsector' })).toBeNull();
  });
});
