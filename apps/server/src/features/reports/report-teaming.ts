// Teaming values per person from the report engine's store, counted as the Financial report counts
// Teaming Value (report-kernel.ts: a teaming invoice's full amount, once per invoice and person, at
// the viewer's rate of its month): what each person built on the assignments a filter selects
// (docs/metrics.md, "Teaming value of a colleague"), and what each shares with one person ("The
// colleagues someone teams with most"), each with the number of those teaming assignments.
import type { ReportKey } from '@atrium/contracts';
import { roundHalfAway } from './metric-rules.ts';
import { buildSelection, currencyView } from './report-selection.ts';
import type { ReportStore } from './report-store.ts';

export interface PersonTeamingValue {
  userId: number;
  /** In USD and in the viewer's currency, to the cent. */
  teamingValueUsd: number;
  teamingValue: number;
  /** The viewer's-currency value before rounding: it orders the people. */
  exactValue: number;
  /** The matching teaming assignments the person has a split on. */
  assignments: number;
}

/** Every day a store may hold: the value is over all time. */
const ALL_TIME = { startDate: '1900-01-01', endDate: '9999-12-31' };

/** Per person: each teaming invoice's full amount once, and each teaming assignment once. */
class TeamingTotals {
  private readonly people: number;
  private readonly usd: Float64Array;
  private readonly viewer: Float64Array;
  private readonly assignments: Int32Array;
  private readonly lastInvoice: Int32Array;
  private readonly counted = new Set<number>();

  constructor(private readonly store: ReportStore) {
    this.people = store.users.ids.length;
    this.usd = new Float64Array(this.people);
    this.viewer = new Float64Array(this.people);
    this.assignments = new Int32Array(this.people);
    this.lastInvoice = new Int32Array(this.people).fill(-1);
  }

  /** Split row `i` of person `u`; one invoice's splits are contiguous, so a second one adds nothing. */
  add(i: number, u: number, rates: Float64Array): void {
    const S = this.store.splits;
    const inv = S.invoice[i];
    if (this.lastInvoice[u] === inv) return;
    this.lastInvoice[u] = inv;
    const amountUsd = this.store.invoices.amountUsd[inv];
    this.usd[u] += amountUsd;
    this.viewer[u] += amountUsd * rates[S.month[i]];
    const pair = S.assignment[i] * this.people + u;
    if (!this.counted.has(pair)) {
      this.counted.add(pair);
      this.assignments[u]++;
    }
  }

  of(u: number): PersonTeamingValue {
    return {
      userId: this.store.users.ids[u],
      teamingValueUsd: roundHalfAway(this.usd[u], 2),
      teamingValue: roundHalfAway(this.viewer[u], 2),
      exactValue: this.viewer[u],
      assignments: this.assignments[u],
    };
  }

  /** Everyone with a value above 0 in the viewer's currency. */
  positive(): PersonTeamingValue[] {
    const values: PersonTeamingValue[] = [];
    for (let u = 0; u < this.people; u++) if (this.viewer[u] > 0) values.push(this.of(u));
    return values;
  }
}

/** Everyone with a teaming value above 0 on the assignments `keys` select, highest first. */
export function computeTeamingValues(
  store: ReportStore,
  input: { keys: Pick<ReportKey, 'key' | 'value'>[]; currency: string },
): PersonTeamingValue[] {
  const { selection } = buildSelection(store, {
    filterType: 'activity',
    ...ALL_TIME,
    keys: input.keys,
    currency: input.currency,
  });
  const S = store.splits;
  const isTeaming = store.assignments.isTeaming;
  const totals = new TeamingTotals(store);
  for (let i = 0; i < S.count; i++) {
    const a = S.assignment[i];
    const u = S.user[i];
    if (a < 0 || u < 0 || selection.assignment[a] === 0 || isTeaming[a] === 0) continue;
    totals.add(i, u, selection.rates);
  }
  return totals.positive().sort((a, b) => b.exactValue - a.exactValue);
}

/**
 * The people with a split on the same teaming invoices as `userId`: the shared invoices' value (each
 * once) and the number of shared teaming assignments, unordered. Empty for someone the store lacks.
 */
export function computeTeamingPartners(
  store: ReportStore,
  input: { userId: number; currency: string },
): PersonTeamingValue[] {
  const me = store.users.index.get(input.userId);
  if (me < 0) return [];
  const { rates } = currencyView(store, input.currency);
  const S = store.splits;
  const isTeaming = store.assignments.isTeaming;
  const totals = new TeamingTotals(store);
  const partners = new Set<number>();
  // Each run of rows is one invoice, shared when `me` has a split in it.
  for (let from = 0; from < S.count; ) {
    const inv = S.invoice[from];
    let to = from;
    let isMine = false;
    while (to < S.count && S.invoice[to] === inv) {
      if (S.user[to] === me) isMine = true;
      to++;
    }
    const a = S.assignment[from];
    if (isMine && a >= 0 && isTeaming[a] === 1) {
      for (let i = from; i < to; i++) {
        const u = S.user[i];
        if (u < 0 || u === me) continue;
        totals.add(i, u, rates);
        partners.add(u);
      }
    }
    from = to;
  }
  return [...partners].map((u) => totals.of(u));
}
