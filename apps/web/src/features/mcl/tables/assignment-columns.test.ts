import { describe, expect, it } from 'vitest';
import { columnVisibility } from '../../../ui/data-table/column-visibility.ts';
import { minTableWidthRem } from '../../../ui/data-table/table-layout.ts';
import type { MclHrefs } from '../mcl-links.ts';
import { ASSIGNMENT_COLUMN_WIDTHS, assignmentColumns } from './assignment-columns.tsx';

const hrefs = new Proxy({}, { get: () => (id: number) => `/x/${id}` }) as MclHrefs;

describe('the assignment table at desktop widths', () => {
  const columns = assignmentColumns(hrefs, { showsBillings: true });
  // just past each threshold from Role on, and a 1440 px window's table (about 70 rem)
  const widths = [
    ASSIGNMENT_COLUMN_WIDTHS.role + 0.1,
    ASSIGNMENT_COLUMN_WIDTHS.location + 0.1,
    70,
    ASSIGNMENT_COLUMN_WIDTHS.industry + 0.1,
  ];

  it.each(widths)('fits every shown column, Billings last, into a table %d rem wide', (width) => {
    const visibility = columnVisibility(columns, { tableWidthRem: width, isShowingHidden: false });
    const shown = columns.filter((column) => visibility[column.id]);
    expect(shown.at(-1)?.id).toBe('totalBillings');
    expect(minTableWidthRem(shown)).toBeLessThanOrEqual(width);
  });
});
