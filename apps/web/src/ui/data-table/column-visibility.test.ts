import { describe, expect, it } from 'vitest';
import { columnVisibility, hasHiddenByDefault, isColumnShown } from './column-visibility.ts';

// The assignment results table of spec 3 §2.7.
const assignmentColumns = [
  { id: 'jobTitle' },
  { id: 'client' },
  { id: 'assignmentNumber', isHiddenByDefault: true },
  { id: 'industries', visibleAboveRem: 74 },
  { id: 'searchType' },
  { id: 'partners' },
  { id: 'role', visibleAboveRem: 58 },
  { id: 'location', visibleAboveRem: 66 },
  { id: 'status' },
  { id: 'taken' },
  { id: 'billings', visibleAboveRem: 42 },
];

function shownAt(tableWidthRem: number | null, isShowingHidden = false): string[] {
  const visibility = columnVisibility(assignmentColumns, { tableWidthRem, isShowingHidden });
  return Object.entries(visibility)
    .filter(([, isShown]) => isShown)
    .map(([id]) => id);
}

const ALWAYS = ['jobTitle', 'client', 'searchType', 'partners', 'status', 'taken'];

describe('column visibility by the table width', () => {
  it('keeps only the unconditional columns on a phone-wide table (390 px = 24.4 rem)', () => {
    expect(shownAt(24.375)).toEqual(ALWAYS);
  });

  it('adds each column only once the table is wider than its threshold', () => {
    expect(shownAt(42)).not.toContain('billings');
    expect(shownAt(42.1)).toContain('billings');
    expect(shownAt(58.5)).toEqual([...ALWAYS.slice(0, 4), 'role', 'status', 'taken', 'billings']);
    expect(shownAt(66.5)).toEqual([...ALWAYS.slice(0, 4), 'role', 'location', 'status', 'taken', 'billings']);
    expect(shownAt(74)).not.toContain('industries');
    expect(shownAt(90)).toContain('industries');
  });

  it('hides the width-bound columns until the table has been measured', () => {
    expect(shownAt(null)).toEqual(ALWAYS);
  });

  it("shows the Assignment # column only with 'Show hidden columns' on, at any width", () => {
    expect(shownAt(200)).not.toContain('assignmentNumber');
    expect(shownAt(20, true)).toContain('assignmentNumber');
  });

  it('names every column in the state, false for the hidden ones', () => {
    const visibility = columnVisibility(assignmentColumns, { tableWidthRem: 30, isShowingHidden: false });
    expect(Object.keys(visibility)).toHaveLength(assignmentColumns.length);
    expect(visibility.industries).toBe(false);
    expect(visibility.jobTitle).toBe(true);
  });

  it("offers the 'Show hidden columns' switch only when a column needs it", () => {
    expect(hasHiddenByDefault(assignmentColumns)).toBe(true);
    expect(hasHiddenByDefault([{ id: 'company' }, { id: 'owner', visibleAboveRem: 40 }])).toBe(false);
  });

  it('does not let the switch override a width rule', () => {
    expect(
      isColumnShown({ id: 'x', visibleAboveRem: 50 }, { tableWidthRem: 30, isShowingHidden: true }),
    ).toBe(false);
  });
});
