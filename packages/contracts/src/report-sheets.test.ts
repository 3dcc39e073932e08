import { describe, expect, it } from 'vitest';
import { filtersSheet, placeSheet } from './report-sheets.ts';

describe('the filters sheet', () => {
  const filter = {
    type: 'taken' as const,
    date: { selection: '1Y', startDate: '2025-01-06', endDate: '2026-01-05' },
    keys: [
      { key: 'location' as const, value: 3, Text: 'London' },
      { key: 'searchType' as const, value: 'IM' },
    ],
  };

  it('names the report type, both periods as dates, the date filter, each key by its text and the currency', () => {
    const sheet = filtersSheet({
      reportType: 'Financial',
      filter,
      compare: { startDate: '2024-01-06', endDate: '2025-01-05' },
      currency: 'EUR',
    });
    expect(sheet.title).toBe('Filters');
    expect(sheet.headers.slice(2)).toEqual([
      { text: 'From', format: 'date' },
      { text: 'To', format: 'date' },
    ]);
    expect(sheet.rows).toEqual([
      ['Report type', 'Financial', null, null],
      ['Period', '1Y', '2025-01-06', '2026-01-05'],
      ['Compare period', '12 months earlier', '2024-01-06', '2025-01-05'],
      ['Date filter', 'Date Taken', null, null],
      ['Location', 'London', null, null],
      ['Search Type', 'IM', null, null],
      ['Currency', 'EUR', null, null],
    ]);
  });

  it('says when a report has no compare period and no keys', () => {
    const sheet = filtersSheet({
      reportType: 'User',
      filter: { ...filter, type: 'hire', keys: [] },
      compare: null,
      currency: 'USD',
    });
    expect(sheet.rows[2]).toEqual(['Compare period', 'None', null, null]);
    expect(sheet.rows[4]).toEqual(['Filter keys', 'None', null, null]);
  });
});

describe('a place sheet', () => {
  it('writes one row per place with counts as whole numbers', () => {
    const counts = { partners: 2, researchers: 1, administration: 0 };
    const sheet = placeSheet('License', [
      {
        id: 1,
        name: 'London',
        parent: 'Europe',
        start: counts,
        end: { ...counts, partners: 3 },
        joiners: 1,
        leavers: 2,
        selected: 1,
      },
    ]);
    expect(sheet.headers[0]).toBe('License');
    expect(sheet.rows).toEqual([['London', 'Europe', 3, 1, 0, 2, 1, 0, 1, 2, 1]]);
  });
});
