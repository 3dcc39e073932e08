// What a reader of the breakdown and the rows-behind pop-up sees: whole teaming invoices name the
// people credited on them, and partners who share a name are told apart.
import { describe, expect, it } from 'vitest';
import { computeBreakdownRows } from './report-compute.ts';
import { drillRows } from './report-drill.ts';
import { ANN, BEN, CAT, query2025, tinyFirm } from './report-fixtures.ts';

describe('the rows behind Teaming Value', () => {
  it('name every partner credited on each whole invoice', () => {
    const store = tinyFirm()
      .assignment(1)
      .team(1, ANN, 'D')
      .team(1, CAT, 'H')
      .invoice(1, '2025-03-10', 10_000, [
        [ANN, 6_000],
        [CAT, 4_000],
      ])
      .build();
    const { kind, rows } = drillRows(store, query2025(), { metric: 'teamingValue', page: 1 });
    expect(kind).toBe('teamingInvoice');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ value: 10_000, user: 'Ann Archer, Cat Cole' });
  });
});

describe('partners of the same name', () => {
  it('carry their office, and their e-mail when they share the office too', () => {
    const firm = tinyFirm();
    firm.source.users = [
      { id: ANN, name: 'Sam Lee', locationId: 100, email: 'sam.lee@firm.test' },
      { id: BEN, name: 'Sam Lee', locationId: 100, email: 'samuel.lee@firm.test' },
      { id: CAT, name: 'Sam Lee', locationId: 200, email: 'sam.lee.london@firm.test' },
      { id: 4, name: 'Ann Archer', locationId: 100 },
    ];
    firm.assignment(1).team(1, ANN, 'D').team(1, BEN, 'H').team(1, CAT, 'H').team(1, 4, 'H');
    firm.invoice(1, '2025-03-10', 8_000, [
      [ANN, 2_000],
      [BEN, 2_000],
      [CAT, 2_000],
      [4, 2_000],
    ]);
    const rows = computeBreakdownRows(firm.build(), query2025(), 'fullName');
    expect(rows.map((r) => r.name).sort()).toEqual([
      'Ann Archer',
      'Sam Lee (London)',
      'Sam Lee (New York, sam.lee@firm.test)',
      'Sam Lee (New York, samuel.lee@firm.test)',
    ]);
  });
});
