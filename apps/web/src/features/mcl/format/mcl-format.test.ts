import { invoiceOrdinalLabel, invoiceRevisionLabel } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { columnVisibility } from '../../../ui/data-table/column-visibility.ts';
import { assignmentColumns } from '../tables/assignment-columns.tsx';
import { companyColumns } from '../tables/company-columns.tsx';
import {
  offLimitsDisplay,
  revenueBand,
  sixMonthsBefore,
  teamRoleLabel,
  teamRoleSpoken,
  timeToFillLabel,
} from './mcl-format.ts';

const hrefs = { assignment: String, company: String, profile: String };
const shown = (widthRem: number | null, isShowingHidden = false) =>
  Object.entries(
    columnVisibility(assignmentColumns(hrefs, { showsBillings: true }), {
      tableWidthRem: widthRem,
      isShowingHidden,
    }),
  )
    .filter(([, isShown]) => isShown)
    .map(([id]) => id);

describe('assignment table columns by the table width (spec 3 §2.7)', () => {
  it('shows every column but Assignment # on a wide table', () => {
    expect(shown(90)).toEqual([
      'jobTitle',
      'company',
      'industry',
      'searchType',
      'partners',
      'role',
      'location',
      'status',
      'dateTaken',
      'totalBillings',
    ]);
  });

  it('drops Industries at 74 rem, Location at 66, Role at 58 and billings at 42', () => {
    expect(shown(74)).not.toContain('industry');
    expect(shown(74)).toContain('location');
    expect(shown(66)).not.toContain('location');
    expect(shown(66)).toContain('role');
    expect(shown(58)).not.toContain('role');
    expect(shown(58)).toContain('totalBillings');
    expect(shown(42)).not.toContain('totalBillings');
    expect(shown(30)).toEqual(['jobTitle', 'company', 'searchType', 'partners', 'status', 'dateTaken']);
  });

  it("shows Assignment # only with 'Show hidden columns'", () => {
    expect(shown(90)).not.toContain('displayId');
    expect(shown(90, true)).toContain('displayId');
    expect(shown(20, true)).toContain('displayId');
  });

  it('names the columns as the spec does and sorts by every one of them', () => {
    const columns = assignmentColumns(hrefs, { showsBillings: true });
    expect(columns.map((c) => c.header)).toEqual([
      'Job Title',
      'Client',
      'Assignment #',
      'Industries',
      'Search Type',
      'Partners',
      'Role',
      'Location',
      'Status',
      'Taken',
      'Billings',
    ]);
    expect(columns.every((c) => c.isSortable)).toBe(true);
    const withoutBillings = assignmentColumns(hrefs, { showsBillings: false });
    expect(withoutBillings.map((c) => c.header)).not.toContain('Billings');
    expect(withoutBillings.map((c) => c.id)).not.toContain('totalBillings');
    expect(companyColumns(hrefs).map((c) => c.header)).toEqual([
      'Company',
      'Subsidiary of',
      'Owner',
      'Status',
      'Off limits date',
      'Invenias',
      'ZoomInfo',
    ]);
  });
});

describe('off-limits dates (spec 3 §4)', () => {
  it("shows 'Off Limits' for dates after 2220-01-01", () => {
    expect(offLimitsDisplay('2299-12-31')).toEqual({
      text: 'Off Limits',
      actionDate: null,
      isOffLimits: true,
    });
    expect(offLimitsDisplay('2220-01-01').text).toBe('Jan 1, 2220');
  });

  it("shows 'Job Active' when the text says so", () => {
    expect(offLimitsDisplay('Job Active').text).toBe('Job Active');
    expect(offLimitsDisplay('job active until filled').text).toBe('Job Active');
  });

  it("shows a real date in the user's date format, with the action date 6 months before", () => {
    expect(offLimitsDisplay('2026-09-15')).toEqual({
      text: 'Sep 15, 2026',
      actionDate: '2026-03-15',
      isOffLimits: false,
    });
    expect(sixMonthsBefore('2026-08-31')).toBe('2026-02-28');
    expect(sixMonthsBefore('2026-03-10')).toBe('2025-09-10');
  });

  it('shows a dash without a date', () => {
    expect(offLimitsDisplay(null).text).toBe('—');
    expect(offLimitsDisplay('').text).toBe('—');
  });
});

describe('invoice ordinals and revisions (spec 3 §4)', () => {
  it("calls the first invoice 'Initial', then 2nd, 3rd, 4th…", () => {
    expect([1, 2, 3, 4, 11, 21, 22].map(invoiceOrdinalLabel)).toEqual([
      'Initial',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '21st',
      '22nd',
    ]);
  });

  it("calls revision 0 'Original amount', then '1st revision'…", () => {
    expect([0, 1, 2, 3, 12].map(invoiceRevisionLabel)).toEqual([
      'Original amount',
      '1st revision',
      '2nd revision',
      '3rd revision',
      '12th revision',
    ]);
  });
});

describe('other display rules', () => {
  it('formats revenue bands, roles and time to fill', () => {
    expect([1, 2, 3, null].map(revenueBand)).toEqual(['< $1B', '$1 - $5B', '$5B +', '—']);
    expect(teamRoleLabel('D', 60)).toBe('D 60%');
    expect(teamRoleSpoken('H', 33.333)).toBe('Handler, 33.3%');
    expect(timeToFillLabel(1)).toBe('1 day');
    expect(timeToFillLabel(120)).toBe('120 days');
    expect(timeToFillLabel(1200)).toBe('1,200 days');
    expect(timeToFillLabel(null)).toBe('—');
  });
});
