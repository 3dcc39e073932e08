import { describe, expect, it } from 'vitest';
import { METRIC_KEYS } from './report-rules.ts';
import { buildReportSheets } from './report-workbook.ts';
import type { Metrics } from './reports.ts';

const metrics = (value: number) => Object.fromEntries(METRIC_KEYS.map((k) => [k, value])) as Metrics;
const range = { startDate: '2025-11-22', endDate: '2026-11-21' };

describe('the report workbook', () => {
  const sheets = buildReportSheets({
    periods: [
      { label: 'Current Period', range, metrics: metrics(10) },
      {
        label: 'Previous Period',
        range: { startDate: '2024-11-22', endDate: '2025-11-21' },
        metrics: metrics(5),
      },
    ],
    members: {
      partners: { currentCount: 3, currentCountStart: 2, previousCount: 2 },
      researchers: { current: 4, previous: 3 },
      administration: { current: 1, previous: 1 },
    },
    breakdowns: [{ title: 'Region', rows: [{ id: 1, name: 'North America', ...metrics(7) }] }],
  });

  it('has the sheets of spec 2 §7 in order', () => {
    expect(sheets.map((s) => s.title)).toEqual(['Metrics', 'Metrics Extended', 'Meridian Details', 'Region']);
  });

  it('types money columns as currency and keeps figures as numbers', () => {
    const [sheet] = sheets;
    expect(sheet.headers[3]).toEqual({ text: 'Total Billings', format: 'currency' });
    expect(sheet.headers.find((h) => typeof h !== 'string' && h.text === 'Assignments Taken')).toEqual({
      text: 'Assignments Taken',
      format: 'number',
    });
    expect(sheet.rows[0]).toEqual(['Current Period', '2025-11-22', '2026-11-21', ...Array(9).fill(10)]);
    // the period's dates are written as Excel dates
    expect(sheet.headers[1]).toEqual({ text: 'Start date', format: 'date' });
    const region = sheets[3];
    expect(region.rows[0][0]).toBe('North America');
    expect(region.rows[0].slice(1).every((v) => v === 7)).toBe(true);
  });
});
