// spec 2 §9 through the engine: small firms written by hand, expected figures worked out in the
// comments. Calendar 2025, activity filter, USD unless a test says otherwise.
import { describe, expect, it } from 'vitest';
import { computeBreakdownRows, computeMetrics } from './report-compute.ts';
import { ANN, BEN, CAT, query2025, tinyFirm } from './report-fixtures.ts';
import { ALL_GROUPING, monthGrouping } from './report-groupings.ts';
import { accumulate, metricsOf, sumAllGroups } from './report-kernel.ts';
import { buildSelection } from './report-selection.ts';

describe('total billings and the splits', () => {
  const store = tinyFirm()
    .assignment(1, { searchType: 'Executive' })
    .team(1, ANN, 'D')
    .invoice(1, '2025-03-15', 100_000, [[ANN, 100_000]])
    .assignment(2, { searchType: 'Consulting' })
    .team(2, ANN, 'D')
    .team(2, BEN, 'H')
    .invoice(2, '2025-04-10', 60_000, [
      [ANN, 36_000],
      [BEN, 24_000],
    ])
    .invoice(2, '2024-12-20', 40_000, [[ANN, 40_000]]) // before the range
    .assignment(3, { searchType: 'BLM' })
    .team(3, CAT, 'D')
    .invoice(3, '2025-06-01', 10_000, [[CAT, 10_000]])
    .assignment(4, { searchType: 'IM', onStrategy: true })
    .team(4, CAT, 'D')
    .invoice(4, '2025-07-01', 5_000, [[CAT, 5_000]])
    .build();

  it('sums invoice takes dated in the range', () => {
    const m = computeMetrics(store, query2025());
    // 100,000 + 60,000 + 10,000 + 5,000; the 2024 invoice is outside
    expect(m.totalBillings).toBe(175_000);
    expect(m.executive).toBe(100_000);
    // Consulting 60,000 + BLM 10,000
    expect(m.consulting).toBe(70_000);
    expect(m.im).toBe(5_000);
    // only assignment 4 is on strategy
    expect(m.strategyBillings).toBe(5_000);
  });

  it("counts a partner's own take when filtered to that partner", () => {
    const m = computeMetrics(store, query2025({ keys: [{ key: 'partner', value: ANN }] }));
    // 100,000 + 36,000
    expect(m.totalBillings).toBe(136_000);
  });
});

describe('teaming', () => {
  const store = tinyFirm()
    // 1 developer + 1 handler = 2 > 1: teaming
    .assignment(1)
    .team(1, ANN, 'D')
    .team(1, BEN, 'H')
    .invoice(1, '2025-04-10', 60_000, [
      [ANN, 36_000],
      [BEN, 24_000],
    ])
    .invoice(1, '2025-05-10', 20_000, [
      [ANN, 10_000],
      [BEN, 10_000],
    ])
    // two people share the invoice but only 1 developer on the team: 1 + 0 = 1, not teaming
    .assignment(2)
    .team(2, CAT, 'D')
    .invoice(2, '2025-04-10', 50_000, [
      [CAT, 25_000],
      [ANN, 25_000],
    ])
    // three on the team but never billed: total billings 0, not teaming
    .assignment(3)
    .team(3, ANN, 'D')
    .team(3, BEN, 'D')
    .team(3, CAT, 'H')
    .build();

  it('teaming value counts each invoice amount once; teaming revenue sums the takes', () => {
    const m = computeMetrics(store, query2025());
    // invoices of assignment 1 only: 60,000 + 20,000 (each once, though split in two)
    expect(m.teamingValue).toBe(80_000);
    // 36,000 + 24,000 + 10,000 + 10,000
    expect(m.teamingRevenue).toBe(80_000);
  });

  it("a partner's teaming value is the full invoices; teaming revenue only their share", () => {
    const m = computeMetrics(store, query2025({ keys: [{ key: 'partner', value: BEN }] }));
    // full amounts of the two invoices Ben shares in: 60,000 + 20,000
    expect(m.teamingValue).toBe(80_000);
    // 24,000 + 10,000
    expect(m.teamingRevenue).toBe(34_000);
  });

  it('teaming taken and filled are the fractional counts of teaming assignments', () => {
    const filled = tinyFirm()
      .assignment(1, { status: 'F', statusDate: '2025-06-01' })
      .team(1, ANN, 'D')
      .team(1, BEN, 'H')
      .invoice(1, '2025-04-10', 100_000, [
        [ANN, 75_000],
        [BEN, 25_000],
      ])
      .assignment(2, { status: 'F', statusDate: '2025-06-01' })
      .team(2, CAT, 'D')
      .invoice(2, '2025-04-10', 50_000, [[CAT, 50_000]])
      .build();
    const all = computeMetrics(filled, query2025());
    // both assignments are taken and filled; only assignment 1 is teaming: 0.75 + 0.25 = 1
    expect(all.assignmentsTaken).toBe(2);
    expect(all.teamingTaken).toBe(1);
    expect(all.teamingFilled).toBe(1);
    const ben = computeMetrics(filled, query2025({ keys: [{ key: 'partner', value: BEN }] }));
    // Ben's share of assignment 1: 25,000 / 100,000
    expect(ben.teamingTaken).toBe(0.25);
    expect(ben.teamingFilled).toBe(0.25);
  });
});

describe('fractional taken and filled counts', () => {
  const store = tinyFirm()
    .assignment(1, { dateTaken: '2025-03-01', status: 'F', statusDate: '2025-09-01' })
    // Ann is both developer and handler: still one assignment-user row
    .team(1, ANN, 'D')
    .team(1, ANN, 'H')
    .team(1, BEN, 'H')
    .invoice(1, '2025-04-10', 60_000, [
      [ANN, 36_000],
      [BEN, 24_000],
    ])
    .invoice(1, '2024-12-20', 40_000, [[ANN, 40_000]]) // outside the range, still in total billings
    .build();

  it('credit each partner their billings over the total, once per assignment and user', () => {
    // total billings USD of the assignment: 60,000 + 40,000 = 100,000
    // Ann: (36,000 + 40,000) / 100,000 = 0.76 — once, though she is D and H and on two invoices
    // Ben: 24,000 / 100,000 = 0.24
    const ann = computeMetrics(store, query2025({ keys: [{ key: 'partner', value: ANN }] }));
    expect(ann.assignmentsTaken).toBeCloseTo(0.76, 12);
    expect(ann.assignmentsFilled).toBeCloseTo(0.76, 12);
    const ben = computeMetrics(store, query2025({ keys: [{ key: 'partner', value: BEN }] }));
    expect(ben.assignmentsTaken).toBeCloseTo(0.24, 12);
    // the firm: 0.76 + 0.24 = 1 assignment
    expect(computeMetrics(store, query2025()).assignmentsTaken).toBeCloseTo(1, 12);
  });

  it('add up per partner in the breakdown', () => {
    const rows = computeBreakdownRows(store, query2025(), 'fullName');
    const taken = Object.fromEntries(rows.map((r) => [r.name, r.assignmentsTaken]));
    expect(taken['Ann Archer']).toBeCloseTo(0.76, 12);
    expect(taken['Ben Brook']).toBeCloseTo(0.24, 12);
  });

  it('do not count an assignment that never billed', () => {
    const unbilled = tinyFirm()
      .assignment(1, { status: 'F', statusDate: '2025-05-01' })
      .team(1, ANN, 'D')
      .build();
    const m = computeMetrics(unbilled, query2025());
    expect(m.assignmentsTaken).toBe(0);
    expect(m.assignmentsFilled).toBe(0);
  });
});

describe('filled: status F only', () => {
  const firm = tinyFirm();
  for (const [id, status] of [
    [1, 'F'],
    [2, 'E'],
    [3, 'S'],
    [4, 'C'],
  ] as const) {
    firm
      .assignment(id, { status, statusDate: '2025-05-01' })
      .team(id, ANN, 'D')
      .invoice(id, '2025-03-01', 10_000, [[ANN, 10_000]]);
  }
  // status F but its status date is in 2024
  firm
    .assignment(5, { status: 'F', dateTaken: '2024-01-01', statusDate: '2024-11-30' })
    .team(5, ANN, 'D')
    .invoice(5, '2025-03-01', 10_000, [[ANN, 10_000]]);
  const store = firm.build();

  it('counts the one F assignment with a status date in range', () => {
    const m = computeMetrics(store, query2025());
    expect(m.assignmentsFilled).toBe(1);
    // assignments 1-4 were taken 2025-02-01; assignment 5 in 2024
    expect(m.assignmentsTaken).toBe(4);
  });
});

describe('average filled job value', () => {
  const firm = tinyFirm().rate('2025-01-01', 'USD', 1);
  const filledExecutive = (id: number, extra: Parameters<typeof firm.assignment>[1], amount: number) =>
    firm
      .assignment(id, { status: 'F', statusDate: '2025-06-30', ...extra })
      .team(id, ANN, 'D')
      .invoice(id, '2025-03-01', amount, [[ANN, amount]]);
  // two that count; E1 has a second partner and a 2024 invoice: total billings 60,000 + 30,000 = 90,000
  filledExecutive(1, {}, 60_000)
    .team(1, BEN, 'H')
    .invoice(1, '2024-10-01', 30_000, [[BEN, 30_000]]);
  filledExecutive(2, {}, 30_000);
  // each of these is left out
  filledExecutive(3, { isSearchGuarantee: true }, 500_000);
  filledExecutive(4, { isAdditionalPlacement: true }, 500_000);
  filledExecutive(5, { excludeFromAverage: true }, 500_000);
  filledExecutive(6, { searchType: 'Consulting' }, 500_000);
  filledExecutive(7, { searchType: 'IM' }, 500_000);
  filledExecutive(8, { subsectorId: 50 }, 500_000); // its own subsector is Director Search
  filledExecutive(9, { functionId: 7 }, 500_000); // the BRD function maps to Director Search
  filledExecutive(10, { status: 'E' }, 500_000); // not filled
  firm.source.subsectors = [
    { id: 50, name: 'Director Search', isDirectorSearch: true },
    { id: 51, name: 'CEO Succession', isDirectorSearch: false },
  ];
  firm.source.functions = [{ id: 7, name: 'Board Directors' }];
  firm.source.groupCodes = [{ groupKind: 'subsector', groupId: 50, industryId: null, functionId: 7 }];
  const store = firm.build();

  it('averages total billings over unique eligible filled assignments', () => {
    // (90,000 + 30,000) / 2 = 60,000; E1 counts once though Ann and Ben both worked on it
    expect(computeMetrics(store, query2025()).filledJobValue).toBe(60_000);
  });

  it('is 0 when nothing qualifies', () => {
    expect(
      computeMetrics(store, query2025({ startDate: '2020-01-01', endDate: '2020-12-31' })).filledJobValue,
    ).toBe(0);
  });

  it('uses the full assignment value for a partner, not their share', () => {
    // Ben is only on E1: 90,000
    expect(computeMetrics(store, query2025({ keys: [{ key: 'partner', value: BEN }] })).filledJobValue).toBe(
      90_000,
    );
  });
});

describe('time to fill', () => {
  const store = tinyFirm()
    // Feb 1 → May 11 = 28 + 31 + 30 + 10 = 99 days
    .assignment(1, { dateTaken: '2025-02-01', status: 'F', statusDate: '2025-05-11' })
    .team(1, ANN, 'D')
    .team(1, BEN, 'H')
    .invoice(1, '2025-03-01', 10_000, [
      [ANN, 5_000],
      [BEN, 5_000],
    ])
    // Jan 1 → Jan 31 = 30 days
    .assignment(2, { dateTaken: '2025-01-01', status: 'F', statusDate: '2025-01-31' })
    .team(2, CAT, 'D')
    .invoice(2, '2025-03-01', 10_000, [[CAT, 10_000]])
    // not filled: does not count
    .assignment(3, { dateTaken: '2024-01-01', status: 'O', statusDate: '2025-12-01' })
    .team(3, CAT, 'D')
    .invoice(3, '2025-03-01', 10_000, [[CAT, 10_000]])
    .build();

  it('averages days over filled assignments, each once', () => {
    // (99 + 30) / 2 = 64.5 — assignment 1 counts once though it has two partners
    expect(computeMetrics(store, query2025()).timeToFill).toBe(64.5);
  });

  it('is 0 when nothing was filled', () => {
    expect(
      computeMetrics(store, query2025({ startDate: '2025-06-01', endDate: '2025-06-30' })).timeToFill,
    ).toBe(0);
  });

  it('averages per office in the breakdown', () => {
    const rows = computeBreakdownRows(store, query2025(), 'location');
    const byName = Object.fromEntries(rows.map((r) => [r.name, r.timeToFill]));
    expect(byName['New York']).toBe(99); // Ann and Ben: assignment 1 once
    expect(byName.London).toBe(30); // Cat: assignment 2
  });
});

describe('firm totals from the months', () => {
  // a mix of teaming, shared, filled and unfilled assignments over two years, every filter type
  const store = tinyFirm()
    .assignment(1, { dateTaken: '2024-11-01', status: 'F', statusDate: '2025-03-01' })
    .team(1, ANN, 'D')
    .team(1, BEN, 'H')
    .invoice(1, '2025-02-10', 10_000, [
      [ANN, 6_000],
      [BEN, 4_000],
    ])
    .invoice(1, '2024-12-05', 1_000, [[ANN, 1_000]])
    .assignment(2, { dateTaken: '2025-02-01', status: 'F', statusDate: '2025-08-01', searchType: 'IM' })
    .team(2, CAT, 'D')
    .invoice(2, '2025-03-20', 3_000, [[CAT, 3_000]])
    .invoice(2, '2025-07-15', 4_000, [
      [CAT, 2_000],
      [ANN, 2_000],
    ])
    .build();

  it.each(['activity', 'taken', 'invoice', 'status'] as const)(
    'equal a direct firm-wide pass (%s)',
    (filterType) => {
      const { selection } = buildSelection(store, query2025({ filterType }));
      const direct = metricsOf(accumulate(store, selection, ALL_GROUPING), 0);
      const fromMonths = metricsOf(sumAllGroups(accumulate(store, selection, monthGrouping(store))), 0);
      for (const key of Object.keys(direct) as (keyof typeof direct)[])
        expect(fromMonths[key]).toBeCloseTo(direct[key], 9);
    },
  );
});
