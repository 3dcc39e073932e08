import type { PlaceReportRow } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { placeSheet, roleTabOf, summarySheet } from './people-report-kinds.ts';

describe('people report helpers', () => {
  it('opens the role tab the At a glance tiles ask for, and everyone otherwise', () => {
    expect(roleTabOf('Partner')).toBe('Partner');
    expect(roleTabOf('researcher')).toBe('Researcher');
    expect(roleTabOf('Janitor')).toBe('all');
    expect(roleTabOf(null)).toBe('all');
  });

  it('writes the totals and one row per place with counts as whole numbers', () => {
    const counts = { partners: 2, researchers: 1, administration: 0 };
    const totals = summarySheet({
      period: { startDate: '2024-01-01', endDate: '2024-12-31' },
      filterLabel: 'Hire Date',
      countLabel: 'Licenses',
      totals: { count: 1, start: counts, end: counts, joiners: 1, leavers: 0 },
    });
    expect(totals.rows[0].slice(0, 3)).toEqual(['2024-01-01 – 2024-12-31', 'Hire Date', 1]);
    const row: PlaceReportRow = {
      id: 1,
      name: 'London',
      parent: 'Europe',
      start: counts,
      end: { ...counts, partners: 3 },
      joiners: 1,
      leavers: 2,
      selected: 1,
    };
    const sheet = placeSheet('licenses', [row]);
    expect(sheet.headers[0]).toBe('License');
    expect(sheet.rows).toEqual([['London', 'Europe', 3, 1, 0, 2, 1, 0, 1, 2, 1]]);
  });
});
