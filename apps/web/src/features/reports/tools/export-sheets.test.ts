import { describe, expect, it } from 'vitest';
import { workbookFileName } from './export-sheets.ts';

describe('Excel workbook', () => {
  it('names the file MMDDYYYY-hhmm, the type and "report.xlsx"', () => {
    expect(workbookFileName(new Date(2026, 10, 21, 9, 5))).toBe('11212026-0905 Financial report.xlsx');
  });
});
