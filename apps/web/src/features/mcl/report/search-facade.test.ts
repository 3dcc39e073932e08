import { checkFacade, METRIC_KEYS, type Metrics } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { buildSearchFacade, facadeReport, readSearchFacade, savedTotalsFor } from './search-facade.ts';
import type { RunFilter, SearchRun } from './use-search-run.ts';

const metrics = Object.fromEntries(METRIC_KEYS.map((k, i) => [k, i + 1])) as Metrics;
const run: SearchRun = {
  Id: 7,
  runId: '0123456789abcdef0123456789abcdef',
  lastCached: '2026-01-05T10:00:00.000Z',
  fromCache: false,
  currency: 'EUR',
  totals: { count: 42, metrics },
  filter: {
    type: 'taken',
    date: { selection: '1Y', startDate: '2025-01-06', endDate: '2026-01-05' },
    keys: [
      { key: 'location', value: 3, Text: 'London' },
      { key: 'searchType', value: 'IM' },
    ],
  },
};
const order = { id: 'totalBillings', direction: 'asc' } as const;

describe('search facade', () => {
  it('holds the totals boxes and the table order of a finished run', () => {
    const facade = buildSearchFacade({ kind: 'assignments', status: 'done', run, order });
    expect(facade).toEqual({
      totals: {
        count: 42,
        metrics: {
          totalBillings: metrics.totalBillings,
          assignmentsTaken: metrics.assignmentsTaken,
          assignmentsFilled: metrics.assignmentsFilled,
          teamingRevenue: metrics.teamingRevenue,
        },
        currency: 'EUR',
        lastCached: run.lastCached,
        filter: {
          type: 'taken',
          startDate: '2025-01-06',
          endDate: '2026-01-05',
          keys: [
            { key: 'location', value: 3 },
            { key: 'searchType', value: 'IM' },
          ],
        },
      },
      results: { sort: 'totalBillings', direction: 'asc' },
    });
    expect(checkFacade(facade ?? {}, 'Assignment')).toEqual([]);
  });

  it('is not saved before the run is done, nor with an order the report type cannot sort by', () => {
    expect(buildSearchFacade({ kind: 'assignments', status: 'loading', run, order })).toBeNull();
    expect(buildSearchFacade({ kind: 'assignments', status: 'done', run: null, order })).toBeNull();
    // totalBillings sorts assignments, not companies
    expect(buildSearchFacade({ kind: 'companies', status: 'done', run, order })).toBeNull();
  });

  it('reads back the order and the totals it saved', () => {
    const facade = buildSearchFacade({ kind: 'assignments', status: 'done', run, order });
    const layout = readSearchFacade(facade, 'assignments');
    expect(layout.order).toEqual(order);
    expect(layout.totals?.count).toBe(42);
    expect(readSearchFacade(null, 'assignments')).toEqual({ totals: null, order: null });
  });

  it('leaves out a section that is not this report type’s', () => {
    const layout = readSearchFacade(
      { totals: { count: 3, metrics: { totalBillings: 1 } }, results: { sort: 'owner', direction: 'asc' } },
      'assignments',
    );
    expect(layout).toEqual({ totals: null, order: null });
    expect(readSearchFacade({ results: { sort: 'owner', direction: 'asc' } }, 'companies').order).toEqual({
      id: 'owner',
      direction: 'asc',
    });
  });

  it('shows saved totals only for the same filter type, period and keys', () => {
    const { totals } = readSearchFacade(
      buildSearchFacade({ kind: 'assignments', status: 'done', run, order }),
      'assignments',
    );
    const filter: RunFilter = {
      type: 'taken',
      date: { selection: '1Y' },
      keys: [
        { key: 'searchType', value: 'IM' },
        { key: 'location', value: 3 },
      ],
    };
    const range = { startDate: '2025-01-06', endDate: '2026-01-05' };
    expect(savedTotalsFor(totals, { filter, range })).toBe(totals);
    expect(savedTotalsFor(totals, { filter: { ...filter, type: 'invoice' }, range })).toBeNull();
    // the same preset a day later is another period
    expect(
      savedTotalsFor(totals, { filter, range: { startDate: '2025-01-07', endDate: '2026-01-06' } }),
    ).toBeNull();
    expect(savedTotalsFor(totals, { filter: { ...filter, keys: filter.keys.slice(1) }, range })).toBeNull();
    expect(savedTotalsFor(null, { filter, range })).toBeNull();
  });

  it('names the report type of the search', () => {
    expect(facadeReport('companies')).toEqual({ Id: 0, type: 'Company', filter: {} });
    expect(facadeReport('assignments', { Id: 7 }).type).toBe('Assignment');
  });
});
