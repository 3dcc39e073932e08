// One pass over the store's splits and pairs that adds every metric of spec 2 §9 into groups:
// the firm total, the months of a series, or the rows of a breakdown. Which rows take part is the
// selection's business (report-selection.ts); this file only adds up.
import type { Metrics } from '@atrium/contracts';
import { averageOrZero } from './metric-rules.ts';
import { type Csr, type ReportStore, SPLIT_EXECUTIVE, SPLIT_IM, splitRange } from './report-store.ts';

/** What a grouping's groups are keyed on: nothing (one group), the user, the assignment, or the metric's month. */
export type GroupEntity = 'all' | 'user' | 'assignment' | 'month';

export interface Grouping {
  entity: GroupEntity;
  groupCount: number;
  /** entity → its groups (several for report groups, practice groups and subsectors). */
  groups: Csr;
}

export interface Selection {
  /** Assignments in scope and passing the assignment keys. */
  assignment: Uint8Array;
  /** Users passing the user keys (partner, region, license, location). */
  user: Uint8Array;
  /** Splits count only when their invoice date is in range (activity and invoice filters). */
  checkInvoiceDate: boolean;
  startDay: number;
  endDay: number;
  /** spec 2 §9 taken / filled, per assignment, for this range. */
  takenOk: Uint8Array;
  filledOk: Uint8Array;
  /** The selected assignments taken or filled in the range, in store order: the only ones with pair rows to add. */
  takenOrFilled: Int32Array;
  /** Viewer currency units per USD, per relative month. */
  rates: Float64Array;
  /** Each assignment's total billings in the viewer's currency. */
  totalViewer: Float64Array;
}

const SUMS = [
  'totalBillings',
  'teamingValue',
  'teamingRevenue',
  'teamingTaken',
  'teamingFilled',
  'assignmentsTaken',
  'assignmentsFilled',
  'executive',
  'consulting',
  'im',
  'strategyBillings',
  'strategyTaken',
  'timeToFillSum',
  'timeToFillCount',
  'jobValueSum',
  'jobValueCount',
  'billingRows',
  'takenRows',
  'filledRows',
] as const;
export type GroupTotals = Record<(typeof SUMS)[number], Float64Array> & { groupCount: number };

/** An accumulation under way: the totals so far and where each pass has got to. */
interface Accumulation {
  store: ReportStore;
  sel: Selection;
  grouping: Grouping;
  totals: GroupTotals;
  /** The invoice last counted for teaming value, per group. */
  lastInvoice: Int32Array;
  /** The assignment last counted for the averages, per group. */
  lastAssignment: Int32Array;
  /** The run of split rows the selection's dates cover. */
  splitFrom: number;
  splitTo: number;
}

function startAccumulation(store: ReportStore, sel: Selection, grouping: Grouping): Accumulation {
  const n = grouping.groupCount;
  const totals = { groupCount: n } as GroupTotals;
  for (const key of SUMS) totals[key] = new Float64Array(n);
  // splits are in date order: a dated selection reads only its own run of rows
  const { from, to } = sel.checkInvoiceDate
    ? splitRange(store, sel.startDay, sel.endDay)
    : { from: 0, to: store.splits.count };
  return {
    store,
    sel,
    grouping,
    totals,
    lastInvoice: new Int32Array(n).fill(-1),
    lastAssignment: new Int32Array(n).fill(-1),
    splitFrom: from,
    splitTo: to,
  };
}

const keyOf = (entity: GroupEntity, user: Int32Array, assignment: Int32Array, month: Int32Array) =>
  entity === 'user' ? user : entity === 'assignment' ? assignment : entity === 'month' ? month : null;

/** Invoice rows `from` to `to`: billings, splits, teaming value once per invoice and group. */
function addSplitRows(run: Accumulation, from: number, to: number): void {
  // locals rather than property loads in the loop below: it runs over a million rows
  const { store, sel, grouping, totals: t, lastInvoice } = run;
  const { offsets, values } = grouping.groups;
  const A = store.assignments;
  const S = store.splits;
  const [isTeamingOf, onStrategyOf, splitOf] = [A.isTeaming, A.onStrategy, A.split];
  const [selA, selU, rates] = [sel.assignment, sel.user, sel.rates];
  const {
    billingRows,
    totalBillings,
    executive,
    im,
    consulting,
    strategyBillings,
    teamingRevenue,
    teamingValue,
  } = t;
  const invAmountUsd = store.invoices.amountUsd;
  const splitKeys = keyOf(grouping.entity, S.user, S.assignment, S.month);
  for (let i = from; i < to; i++) {
    const a = S.assignment[i];
    const u = S.user[i];
    if (a < 0 || u < 0 || selA[a] === 0 || selU[u] === 0) continue;
    const rate = rates[S.month[i]];
    const take = S.takeUsd[i] * rate;
    const inv = S.invoice[i];
    const split = splitOf[a];
    const isTeaming = isTeamingOf[a] === 1;
    const isStrategy = onStrategyOf[a] === 1;
    const e = splitKeys === null ? 0 : splitKeys[i];
    for (let k = offsets[e]; k < offsets[e + 1]; k++) {
      const g = values[k];
      billingRows[g]++;
      totalBillings[g] += take;
      if (split === SPLIT_EXECUTIVE) executive[g] += take;
      else if (split === SPLIT_IM) im[g] += take;
      else consulting[g] += take;
      if (isStrategy) strategyBillings[g] += take;
      if (isTeaming) {
        teamingRevenue[g] += take;
        if (lastInvoice[g] !== inv) {
          lastInvoice[g] = inv;
          teamingValue[g] += invAmountUsd[inv] * rate;
        }
      }
    }
  }
}

/**
 * The assignment-user rows of the selection's taken or filled assignments `from` to `to`:
 * fractional taken and filled, averages once per assignment and group.
 */
function addPairRows(run: Accumulation, from: number, to: number): void {
  const { store, sel, grouping, totals: t, lastAssignment } = run;
  const { offsets, values } = grouping.groups;
  const A = store.assignments;
  const P = store.pairs;
  const [isTeamingOf, onStrategyOf] = [A.isTeaming, A.onStrategy];
  const [selA, selU] = [sel.assignment, sel.user];
  const { takenRows, assignmentsTaken, teamingTaken, strategyTaken } = t;
  const {
    filledRows,
    assignmentsFilled,
    teamingFilled,
    timeToFillSum,
    timeToFillCount,
    jobValueSum,
    jobValueCount,
  } = t;
  const takenKeys = keyOf(grouping.entity, P.user, P.assignment, P.takenMonth);
  const filledKeys = keyOf(grouping.entity, P.user, P.assignment, P.statusMonth);
  const [takenOk, filledOk, totalViewer] = [sel.takenOk, sel.filledOk, sel.totalViewer];
  const [timeToFill, isInAverage] = [A.timeToFill, A.isInAverage];
  const { takenOrFilled } = sel;
  for (let c = from; c < to; c++) {
    const a = takenOrFilled[c];
    if (selA[a] === 0) continue;
    const isTaken = takenOk[a] === 1;
    const isFilled = filledOk[a] === 1;
    const isTeaming = isTeamingOf[a] === 1;
    for (let p = P.starts[a]; p < P.starts[a + 1]; p++) {
      const u = P.user[p];
      if (selU[u] === 0) continue;
      const share = P.share[p];
      if (isTaken) {
        const e = takenKeys === null ? 0 : takenKeys[p];
        for (let k = offsets[e]; k < offsets[e + 1]; k++) {
          const g = values[k];
          takenRows[g]++;
          assignmentsTaken[g] += share;
          if (isTeaming) teamingTaken[g] += share;
          if (onStrategyOf[a] === 1) strategyTaken[g] += share;
        }
      }
      if (isFilled) {
        const e = filledKeys === null ? 0 : filledKeys[p];
        for (let k = offsets[e]; k < offsets[e + 1]; k++) {
          const g = values[k];
          filledRows[g]++;
          assignmentsFilled[g] += share;
          if (isTeaming) teamingFilled[g] += share;
          if (lastAssignment[g] === a) continue;
          lastAssignment[g] = a;
          const days = timeToFill[a];
          if (!Number.isNaN(days)) {
            timeToFillSum[g] += days;
            timeToFillCount[g]++;
          }
          if (isInAverage[a] === 1) {
            jobValueSum[g] += totalViewer[a];
            jobValueCount[g]++;
          }
        }
      }
    }
  }
}

export function accumulate(store: ReportStore, sel: Selection, grouping: Grouping): GroupTotals {
  const run = startAccumulation(store, sel, grouping);
  addSplitRows(run, run.splitFrom, run.splitTo);
  addPairRows(run, 0, sel.takenOrFilled.length);
  return run.totals;
}

/** Rows added between two looks at the slice's time (a few milliseconds' worth). */
const ROWS_PER_PAUSE = 20_000;

/**
 * The same totals as `accumulate`, rows added in the same order, asking `pause` between runs of
 * rows so that a long accumulation hands the event loop over to other requests.
 */
export async function accumulateInSlices(
  store: ReportStore,
  sel: Selection,
  grouping: Grouping,
  pause: () => Promise<void>,
): Promise<GroupTotals> {
  const run = startAccumulation(store, sel, grouping);
  for (let i = run.splitFrom; i < run.splitTo; i += ROWS_PER_PAUSE) {
    addSplitRows(run, i, Math.min(i + ROWS_PER_PAUSE, run.splitTo));
    await pause();
  }
  // An assignment brings several pair rows: fewer assignments make a run of similar length.
  const assignmentsPerPause = ROWS_PER_PAUSE / 4;
  const count = sel.takenOrFilled.length;
  for (let c = 0; c < count; c += assignmentsPerPause) {
    addPairRows(run, c, Math.min(c + assignmentsPerPause, count));
    await pause();
  }
  return run.totals;
}

/**
 * The firm total from a month grouping: every row falls in exactly one month of its metric's month
 * field (an invoice in one invoice month, an assignment in one taken and one status month), so the
 * sums, the once-per-invoice teaming value and the once-per-assignment averages all add up exactly.
 */
export function sumAllGroups(t: GroupTotals): GroupTotals {
  const all = { groupCount: 1 } as GroupTotals;
  for (const key of SUMS) {
    let sum = 0;
    for (let g = 0; g < t.groupCount; g++) sum += t[key][g];
    all[key] = Float64Array.of(sum);
  }
  return all;
}

export const hasRows = (t: GroupTotals, g: number) => t.billingRows[g] + t.takenRows[g] + t.filledRows[g] > 0;

/** The metrics of one group, unrounded. */
export function metricsOf(t: GroupTotals, g: number): Metrics {
  return {
    totalBillings: t.totalBillings[g],
    teamingValue: t.teamingValue[g],
    teamingRevenue: t.teamingRevenue[g],
    teamingTaken: t.teamingTaken[g],
    teamingFilled: t.teamingFilled[g],
    assignmentsTaken: t.assignmentsTaken[g],
    assignmentsFilled: t.assignmentsFilled[g],
    timeToFill: averageOrZero(t.timeToFillSum[g], t.timeToFillCount[g]),
    executive: t.executive[g],
    consulting: t.consulting[g],
    im: t.im[g],
    strategyBillings: t.strategyBillings[g],
    strategyTaken: t.strategyTaken[g],
    filledJobValue: averageOrZero(t.jobValueSum[g], t.jobValueCount[g]),
  };
}

/** Whether a group has data for a metric: the series leaves months without it out. */
export function hasMetricData(t: GroupTotals, g: number, key: keyof Metrics): boolean {
  switch (key) {
    case 'assignmentsTaken':
    case 'teamingTaken':
    case 'strategyTaken':
      return t.takenRows[g] > 0;
    case 'assignmentsFilled':
    case 'teamingFilled':
      return t.filledRows[g] > 0;
    case 'timeToFill':
      return t.timeToFillCount[g] > 0;
    case 'filledJobValue':
      return t.jobValueCount[g] > 0;
    default:
      return t.billingRows[g] > 0;
  }
}
