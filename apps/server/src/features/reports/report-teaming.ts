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
  const amountUsd = store.invoices.amountUsd;
  const people = store.users.ids.length;
  const usd = new Float64Array(people);
  const viewer = new Float64Array(people);
  const assignments = new Int32Array(people);
  // One invoice's splits are contiguous: a person's second split on it adds nothing.
  const lastInvoice = new Int32Array(people).fill(-1);
  const counted = new Set<number>();
  for (let i = 0; i < S.count; i++) {
    const a = S.assignment[i];
    const u = S.user[i];
    if (a < 0 || u < 0 || selection.assignment[a] === 0 || isTeaming[a] === 0) continue;
    const inv = S.invoice[i];
    if (lastInvoice[u] !== inv) {
      lastInvoice[u] = inv;
      usd[u] += amountUsd[inv];
      viewer[u] += amountUsd[inv] * selection.rates[S.month[i]];
    }
    const pair = a * people + u;
    if (!counted.has(pair)) {
      counted.add(pair);
      assignments[u]++;
    }
  }
  const values: PersonTeamingValue[] = [];
  for (let u = 0; u < people; u++) {
    if (viewer[u] <= 0) continue;
    values.push({
      userId: store.users.ids[u],
      teamingValueUsd: roundHalfAway(usd[u], 2),
      teamingValue: roundHalfAway(viewer[u], 2),
      exactValue: viewer[u],
      assignments: assignments[u],
    });
  }
  return values.sort((a, b) => b.exactValue - a.exactValue);
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
  const amountUsd = store.invoices.amountUsd;
  const people = store.users.ids.length;
  const usd = new Float64Array(people);
  const viewer = new Float64Array(people);
  const assignments = new Int32Array(people);
  const lastInvoice = new Int32Array(people).fill(-1);
  const counted = new Set<number>();
  const partners = new Set<number>();
  // One invoice's splits are contiguous: each run is one invoice, shared when `me` is in it.
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
        if (u < 0 || u === me || lastInvoice[u] === inv) continue;
        lastInvoice[u] = inv;
        usd[u] += amountUsd[inv];
        viewer[u] += amountUsd[inv] * rates[S.month[i]];
        partners.add(u);
        const pair = a * people + u;
        if (!counted.has(pair)) {
          counted.add(pair);
          assignments[u]++;
        }
      }
    }
    from = to;
  }
  return [...partners].map((u) => ({
    userId: store.users.ids[u],
    teamingValueUsd: roundHalfAway(usd[u], 2),
    teamingValue: roundHalfAway(viewer[u], 2),
    exactValue: viewer[u],
    assignments: assignments[u],
  }));
}
