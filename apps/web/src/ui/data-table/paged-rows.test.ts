import { describe, expect, it } from 'vitest';
import { mergePages, nextPageOffset, resultCountLabel, shouldFetchNextPage } from './paged-rows.ts';

interface Row {
  id: number;
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i }));
const rowId = (row: Row) => String(row.id);

describe('joining server pages', () => {
  it('puts the pages one after the other with the newest total', () => {
    const merged = mergePages(
      [
        { rows: rows(0, 50), total: 120 },
        { rows: rows(50, 50), total: 121 },
      ],
      rowId,
    );
    expect(merged.rows.map((r) => r.id)).toEqual(rows(0, 100).map((r) => r.id));
    expect(merged.total).toBe(121);
  });

  it('keeps a row that slid onto the next page once', () => {
    const merged = mergePages(
      [
        { rows: rows(0, 3), total: 6 },
        { rows: rows(2, 3), total: 6 },
      ],
      rowId,
    );
    expect(merged.rows.map((r) => r.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it('never reports fewer results than are on screen', () => {
    expect(mergePages([{ rows: rows(0, 50), total: 10 }], rowId).total).toBe(50);
  });

  it('has no total before the first page', () => {
    expect(mergePages<Row>([], rowId)).toEqual({ rows: [], total: null });
  });
});

describe('whether there is another page', () => {
  it('asks for the next page at the count of rows received', () => {
    expect(nextPageOffset([{ rows: rows(0, 50), total: 10_000 }])).toBe(50);
    expect(
      nextPageOffset([
        { rows: rows(0, 50), total: 10_000 },
        { rows: rows(50, 50), total: 10_000 },
      ]),
    ).toBe(100);
  });

  it('counts duplicates as received so the offset does not step back', () => {
    expect(
      nextPageOffset([
        { rows: rows(0, 3), total: 9 },
        { rows: rows(2, 3), total: 9 },
      ]),
    ).toBe(6);
  });

  it('stops when every row is loaded', () => {
    expect(
      nextPageOffset([
        { rows: rows(0, 50), total: 70 },
        { rows: rows(50, 20), total: 70 },
      ]),
    ).toBeUndefined();
    expect(nextPageOffset([{ rows: [], total: 0 }])).toBeUndefined();
  });

  it('stops on an empty page even if the total promises more', () => {
    expect(
      nextPageOffset([
        { rows: rows(0, 50), total: 200 },
        { rows: [], total: 200 },
      ]),
    ).toBeUndefined();
  });
});

describe('loading more while scrolling', () => {
  const base = { loadedCount: 100, hasNextPage: true, isFetching: false, hasFailed: false, aheadRows: 15 };

  it('waits until the rendered rows come near the end of the loaded ones', () => {
    expect(shouldFetchNextPage({ ...base, lastRenderedIndex: 83 })).toBe(false);
    expect(shouldFetchNextPage({ ...base, lastRenderedIndex: 84 })).toBe(true);
    expect(shouldFetchNextPage({ ...base, lastRenderedIndex: 99 })).toBe(true);
  });

  it('asks for nothing while a page is on its way, after a failure, or at the end', () => {
    expect(shouldFetchNextPage({ ...base, lastRenderedIndex: 99, isFetching: true })).toBe(false);
    expect(shouldFetchNextPage({ ...base, lastRenderedIndex: 99, hasFailed: true })).toBe(false);
    expect(shouldFetchNextPage({ ...base, lastRenderedIndex: 99, hasNextPage: false })).toBe(false);
    expect(shouldFetchNextPage({ ...base, lastRenderedIndex: null })).toBe(false);
  });
});

describe('the result count', () => {
  it('reads as a number of results', () => {
    expect(resultCountLabel(0)).toBe('0 results');
    expect(resultCountLabel(1)).toBe('1 result');
    expect(resultCountLabel(10_000)).toBe('10,000 results');
  });
});
