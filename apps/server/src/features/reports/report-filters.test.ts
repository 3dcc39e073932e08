// The date-filter types exactly as docs/metrics.md words them, the filter keys, currencies, the
// monthly series and the breakdown's groups, search, sort and pages.
import { BREAKDOWN_PAGE_SIZE } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { computeBreakdownRows, computeMetrics, computeReport, computeSeries } from './report-compute.ts';
import {
  AMERICAS,
  ANN,
  BEN,
  CAT,
  EUROPE,
  PARENT_CO,
  query2025,
  SUB_CO,
  tinyFirm,
} from './report-fixtures.ts';
import type { EngineQuery } from './report-selection.ts';

describe('date-filter types (docs/metrics.md)', () => {
  // X: taken 2024-11-01, invoiced 2025-02-10 (10,000) and 2024-12-05 (1,000), filled 2025-03-01
  // Y: taken 2025-02-01, invoiced 2024-12-20 (3,000) and 2026-01-15 (4,000), filled 2026-02-01
  const store = tinyFirm()
    .assignment(1, { displayId: 'X', dateTaken: '2024-11-01', status: 'F', statusDate: '2025-03-01' })
    .team(1, ANN, 'D')
    .invoice(1, '2025-02-10', 10_000, [[ANN, 10_000]])
    .invoice(1, '2024-12-05', 1_000, [[ANN, 1_000]])
    .assignment(2, { displayId: 'Y', dateTaken: '2025-02-01', status: 'F', statusDate: '2026-02-01' })
    .team(2, CAT, 'D')
    .invoice(2, '2024-12-20', 3_000, [[CAT, 3_000]])
    .invoice(2, '2026-01-15', 4_000, [[CAT, 4_000]])
    .build();

  it('activity: each metric by its own date', () => {
    const m = computeMetrics(store, query2025({ filterType: 'activity' }));
    expect(m.totalBillings).toBe(10_000); // only X's February invoice is dated in 2025
    expect(m.assignmentsTaken).toBe(1); // Y was taken in 2025
    expect(m.assignmentsFilled).toBe(1); // X was filled in 2025
  });

  it('taken: assignments taken in the range, with all their invoices', () => {
    const m = computeMetrics(store, query2025({ filterType: 'taken' }));
    expect(m.totalBillings).toBe(7_000); // Y's invoices, whatever their date: 3,000 + 4,000
    expect(m.assignmentsTaken).toBe(1); // Y
    expect(m.assignmentsFilled).toBe(0); // Y was filled in 2026, outside the range
  });

  it('invoice: invoices dated in the range and the assignments they belong to', () => {
    const m = computeMetrics(store, query2025({ filterType: 'invoice' }));
    expect(m.totalBillings).toBe(10_000); // X's February invoice
    expect(m.assignmentsTaken).toBe(0); // X was taken in 2024; Y has no 2025 invoice
    expect(m.assignmentsFilled).toBe(1); // X
  });

  it('status: assignments whose status date is in the range, with all their invoices', () => {
    const m = computeMetrics(store, query2025({ filterType: 'status' }));
    expect(m.totalBillings).toBe(11_000); // X: 10,000 + 1,000
    expect(m.assignmentsTaken).toBe(0); // X was taken in 2024
    expect(m.assignmentsFilled).toBe(1); // X
  });
});

describe('filter keys', () => {
  const firm = tinyFirm()
    .assignment(1, { searchType: 'Executive', industryId: 1, companyId: SUB_CO })
    .team(1, ANN, 'D')
    .invoice(1, '2025-03-01', 1_000, [[ANN, 1_000]])
    .assignment(2, { searchType: 'Consulting', industryId: 2, companyId: PARENT_CO })
    .team(2, CAT, 'D')
    .team(2, BEN, 'H')
    .invoice(2, '2025-03-01', 2_000, [
      [CAT, 1_500],
      [BEN, 500],
    ]);
  firm.source.industries = [
    { id: 1, name: 'Banking' },
    { id: 2, name: 'Insurance' },
  ];
  firm.source.practiceGroups = [
    { id: 5, name: 'Financial Services' },
    { id: 6, name: 'Insurance Specialists' },
  ];
  // Banking is in one practice group; Insurance in both
  firm.source.groupCodes = [
    { groupKind: 'practiceGroup', groupId: 5, industryId: 1, functionId: null },
    { groupKind: 'practiceGroup', groupId: 5, industryId: 2, functionId: null },
    { groupKind: 'practiceGroup', groupId: 6, industryId: 2, functionId: null },
  ];
  const store = firm.build();
  const total = (keys: EngineQuery['keys']) => computeMetrics(store, query2025({ keys })).totalBillings;

  it('filter on the credited user office: region, license, location', () => {
    expect(total([{ key: 'region', value: AMERICAS }])).toBe(1_500); // Ann 1,000 + Ben 500
    expect(total([{ key: 'region', value: EUROPE }])).toBe(1_500); // Cat 1,500
    expect(total([{ key: 'license', value: 20 }])).toBe(1_500);
    expect(total([{ key: 'location', value: 100 }])).toBe(1_500);
  });

  it('treat values of one key as alternatives and different keys as all required', () => {
    expect(
      total([
        { key: 'partner', value: ANN },
        { key: 'partner', value: CAT },
      ]),
    ).toBe(2_500);
    expect(
      total([
        { key: 'partner', value: BEN },
        { key: 'region', value: EUROPE },
      ]),
    ).toBe(0);
  });

  it('filter on the assignment: company, parent, industry, practice group, search type', () => {
    expect(total([{ key: 'company', value: SUB_CO }])).toBe(1_000);
    expect(total([{ key: 'parent', value: PARENT_CO }])).toBe(3_000); // Sub Co's parent is Parent Co
    expect(total([{ key: 'industry', value: 2 }])).toBe(2_000);
    expect(total([{ key: 'practiceGroup', value: 5 }])).toBe(3_000);
    expect(total([{ key: 'practiceGroup', value: 6 }])).toBe(2_000);
    expect(total([{ key: 'searchType', value: 'Consulting' }])).toBe(2_000);
    expect(total([{ key: 'assignment', value: 1 }])).toBe(1_000);
  });

  it('count an assignment in every group its codes belong to (shared codes)', () => {
    const rows = computeBreakdownRows(store, query2025(), 'practiceGroup');
    const byName = Object.fromEntries(rows.map((r) => [r.name, r.totalBillings]));
    // Financial Services: 1,000 + 2,000; Insurance Specialists: 2,000 — together more than the 3,000 total
    expect(byName).toEqual({ 'Financial Services': 3_000, 'Insurance Specialists': 2_000 });
  });
});

describe('currency', () => {
  // 800 GBP in March at 0.8 GBP/USD = 1,000 USD → at 0.9 EUR/USD = 900 EUR
  // 1,500 GBP in April at 0.75 = 2,000 USD → at 0.95 = 1,900 EUR
  // 150 GBP in May: no May rates, April's apply: 200 USD → 190 EUR
  const store = tinyFirm()
    .rate('2025-03-01', 'GBP', 0.8)
    .rate('2025-04-01', 'GBP', 0.75)
    .rate('2025-03-01', 'EUR', 0.9)
    .rate('2025-04-01', 'EUR', 0.95)
    .assignment(1)
    .team(1, CAT, 'D')
    .invoice(1, '2025-03-10', 800, [[CAT, 800]], 'GBP')
    .invoice(1, '2025-04-10', 1_500, [[CAT, 1_500]], 'GBP')
    .invoice(1, '2025-05-10', 150, [[CAT, 150]], 'GBP')
    .assignment(2)
    .team(2, ANN, 'D')
    .invoice(2, '2025-03-10', 0.4, [[ANN, 0.4]])
    .invoice(2, '2025-03-11', 0.4, [[ANN, 0.4]])
    .build();

  it('converts each invoice through USD at its own month', () => {
    const eur = computeMetrics(
      store,
      query2025({ currency: 'EUR', keys: [{ key: 'assignment', value: 1 }] }),
    );
    // 900 + 1,900 + 190
    expect(eur.totalBillings).toBeCloseTo(2_990, 9);
    const usd = computeMetrics(store, query2025({ keys: [{ key: 'assignment', value: 1 }] }));
    // 1,000 + 2,000 + 200
    expect(usd.totalBillings).toBeCloseTo(3_200, 9);
  });

  it('rounds to 0 decimals only after adding up', () => {
    const report = computeReport(store, query2025({ keys: [{ key: 'assignment', value: 2 }] }), {
      type: 'region',
      search: '',
      sort: 'totalBillings',
      direction: 'desc',
      page: 1,
    });
    // 0.4 + 0.4 = 0.8 → 1 (rounding each invoice first would give 0)
    expect(report.metrics.totalBillings).toBe(1);
  });

  it('answers in USD for a currency without rates', () => {
    const report = computeReport(store, query2025({ currency: 'XYZ' }), {
      type: 'region',
      search: '',
      sort: 'totalBillings',
      direction: 'desc',
      page: 1,
    });
    expect(report.currency).toBe('USD');
    expect(report.metrics.totalBillings).toBe(3_201); // 3,200 + 0.8, rounded
  });
});

describe('monthly series', () => {
  const store = tinyFirm()
    .assignment(1, { dateTaken: '2025-01-20', status: 'F', statusDate: '2025-05-20' })
    .team(1, ANN, 'D')
    .invoice(1, '2025-03-05', 6_000, [[ANN, 6_000]])
    .invoice(1, '2025-03-25', 4_000, [[ANN, 4_000]])
    .assignment(2, { dateTaken: '2025-01-05', status: 'F', statusDate: '2025-05-04' })
    .team(2, BEN, 'D')
    .invoice(2, '2025-04-05', 5_000, [[BEN, 5_000]])
    .build();

  it('groups each metric by its own month field', () => {
    const series = computeSeries(store, query2025());
    // billings by invoice month: March 6,000 + 4,000; April 5,000
    expect(series.totalBillings).toEqual([
      { month: '2025-03', value: 10_000 },
      { month: '2025-04', value: 5_000 },
    ]);
    // taken by taken month, filled by status month
    expect(series.assignmentsTaken).toEqual([{ month: '2025-01', value: 2 }]);
    expect(series.assignmentsFilled).toEqual([{ month: '2025-05', value: 2 }]);
  });

  it('averages the averaged metrics within a month instead of summing them', () => {
    const series = computeSeries(store, query2025());
    // Jan 20 → May 20 = 11 + 28 + 31 + 30 + 20 = 120 days; Jan 5 → May 4 = 26 + 28 + 31 + 30 + 4 = 119 days
    // May: (120 + 119) / 2 = 119.5
    expect(series.timeToFill).toEqual([{ month: '2025-05', value: 119.5 }]);
    // (10,000 + 5,000) / 2
    expect(series.filledJobValue).toEqual([{ month: '2025-05', value: 7_500 }]);
  });
});

describe('breakdown', () => {
  it('groups companies and parents, with ids for the links', () => {
    const store = tinyFirm()
      .assignment(1, { companyId: SUB_CO })
      .team(1, ANN, 'D')
      .invoice(1, '2025-03-01', 1_000, [[ANN, 1_000]])
      .assignment(2, { companyId: PARENT_CO })
      .team(2, ANN, 'D')
      .invoice(2, '2025-03-01', 2_000, [[ANN, 2_000]])
      .build();
    const parents = computeBreakdownRows(store, query2025(), 'parent');
    expect(parents).toHaveLength(1);
    expect(parents[0]).toMatchObject({
      id: PARENT_CO,
      parentId: PARENT_CO,
      name: 'Parent Co',
      totalBillings: 3_000,
    });
    const assignments = computeBreakdownRows(store, query2025(), 'assignmentId');
    expect(assignments.find((r) => r.assignmentId === 1)).toMatchObject({
      companyId: SUB_CO,
      totalBillings: 1_000,
    });
  });

  it('sorts by total billings descending, searches by name and pages by 100', () => {
    const firm = tinyFirm();
    for (let id = 1; id <= 150; id++) {
      firm
        .assignment(id, { displayId: `A-${id}` })
        .team(id, ANN, 'D')
        .invoice(id, '2025-03-01', id, [[ANN, id]]);
    }
    const store = firm.build();
    const request = {
      type: 'assignmentId' as const,
      search: '',
      sort: 'totalBillings' as const,
      direction: 'desc' as const,
    };
    const first = computeReport(store, query2025(), { ...request, page: 1 }).breakdown;
    expect(first.total).toBe(150);
    expect(first.rows).toHaveLength(BREAKDOWN_PAGE_SIZE);
    expect(first.rows[0].totalBillings).toBe(150);
    const second = computeReport(store, query2025(), { ...request, page: 2 }).breakdown;
    expect(second.rows.map((r) => r.totalBillings)).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i));
    const searched = computeReport(store, query2025(), { ...request, search: 'a-12', page: 1 }).breakdown;
    // … A-129
    expect(searched.total).toBe(11);
    const byName = computeReport(store, query2025(), {
      ...request,
      sort: 'name',
      direction: 'asc',
      page: 1,
    }).breakdown;
    expect(byName.rows[0].name).toBe('A-1 Chief Financial Officer');
  });
});
