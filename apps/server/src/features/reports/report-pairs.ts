// The store's assignment–user pairs (spec 2 §9 dedup), built once per data version with the
// columnar store (report-store.ts).
import { fractionalShare } from './metric-rules.ts';
import { orderByKey } from './store-building.ts';

/** One row per assignment and user, grouped by assignment (`starts`), with the user's billings. */
export interface PairRows {
  count: number;
  /** Rows of assignment a are starts[a] to starts[a + 1] − 1. */
  starts: Int32Array;
  assignment: Int32Array;
  user: Int32Array;
  partnerUsd: Float64Array;
  share: Float64Array;
}

/**
 * spec 2 §9 dedup: one row per assignment and user — the team plus anyone with a split — with
 * the user's billings on it in USD and the fractional share they make of its total.
 */
export function buildPairs(input: {
  nA: number;
  nU: number;
  teamAssignment: Int32Array;
  teamUser: Int32Array;
  splits: { assignment: Int32Array; user: Int32Array; takeUsd: Float64Array };
  totalUsd: Float64Array;
}): PairRows {
  const { nA, nU, teamAssignment, teamUser, splits, totalUsd } = input;
  const teamByAssignment = orderByKey(teamAssignment, nA);
  const splitsByAssignment = orderByKey(splits.assignment, nA);
  const capacity = teamByAssignment.order.length + splitsByAssignment.order.length;
  const assignment = new Int32Array(capacity);
  const user = new Int32Array(capacity);
  const partnerUsd = new Float64Array(capacity);
  const billed = new Float64Array(nU);
  const slot = new Int32Array(nU).fill(-1);
  const starts = new Int32Array(nA + 1);
  let count = 0;
  for (let a = 0; a < nA; a++) {
    const first = count;
    starts[a] = first;
    for (let k = teamByAssignment.starts[a]; k < teamByAssignment.starts[a + 1]; k++) {
      const u = teamUser[teamByAssignment.order[k]];
      if (u < 0 || slot[u] >= 0) continue;
      slot[u] = count;
      assignment[count] = a;
      user[count++] = u;
    }
    for (let k = splitsByAssignment.starts[a]; k < splitsByAssignment.starts[a + 1]; k++) {
      const s = splitsByAssignment.order[k];
      const u = splits.user[s];
      if (u < 0) continue;
      if (slot[u] < 0) {
        slot[u] = count;
        assignment[count] = a;
        user[count++] = u;
      }
      billed[u] += splits.takeUsd[s];
    }
    for (let p = first; p < count; p++) {
      partnerUsd[p] = billed[user[p]];
      billed[user[p]] = 0;
      slot[user[p]] = -1;
    }
  }
  starts[nA] = count;
  const share = new Float64Array(count);
  for (let p = 0; p < count; p++) share[p] = fractionalShare(partnerUsd[p], totalUsd[assignment[p]]);
  return {
    count,
    starts,
    assignment: assignment.slice(0, count),
    user: user.slice(0, count),
    partnerUsd: partnerUsd.slice(0, count),
    share,
  };
}
