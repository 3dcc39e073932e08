// One pass over the store's splits and pairs that adds every metric of spec 2 §9 into groups:
// the firm total, the months of a series, or the rows of a breakdown. Which rows take part is the
// selection's business (report-selection.ts); this file only adds up.
import { type Metrics } from '@atrium/contracts';
import { averageOrZero } from './metric-rules.ts';
import { type Csr, type ReportStore, SPLIT_EXECUTIVE, SPLIT_IM } from './report-store.ts';

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

export function accumulate(store: ReportStore, sel: Selection, grouping: Grouping): GroupTotals {
  const n = grouping.groupCount;
  const t = { groupCount: n } as GroupTotals;
  for (const key of SUMS) t[key] = new Float64Array(n);
  const { offsets, values } = grouping.groups;
  const entity = grouping.entity;
  const A = store.assignments;

  // invoice rows: billings, splits, teaming value once per invoice and group
  const lastInvoice = new Int32Array(n).fill(-1);
  const S = store.splits;
  const invAmountUsd = store.invoices.amountUsd;
  for (let i = 0; i < S.count; i++) {
    const a = S.assignment[i];
    const u = S.user[i];
    if (a < 0 || u < 0 || sel.assignment[a] === 0 || sel.user[u] === 0) continue;
    const day = S.day[i];
    if (sel.checkInvoiceDate && (day < sel.startDay || day > sel.endDay)) continue;
    const rate = sel.rates[S.month[i]];
    const take = S.takeUsd[i] * rate;
    const inv = S.invoice[i];
    const split = A.split[a];
    const isTeaming = A.isTeaming[a] === 1;
    const isStrategy = A.onStrategy[a] === 1;
    const e = entity === 'user' ? u : entity === 'assignment' ? a : entity === 'month' ? S.month[i] : 0;
    for (let k = offsets[e]; k < offsets[e + 1]; k++) {
      const g = values[k];
      t.billingRows[g]++;
      t.totalBillings[g] += take;
      if (split === SPLIT_EXECUTIVE) t.executive[g] += take;
      else if (split === SPLIT_IM) t.im[g] += take;
      else t.consulting[g] += take;
      if (isStrategy) t.strategyBillings[g] += take;
      if (isTeaming) {
        t.teamingRevenue[g] += take;
        if (lastInvoice[g] !== inv) {
          lastInvoice[g] = inv;
          t.teamingValue[g] += invAmountUsd[inv] * rate;
        }
      }
    }
  }

  // assignment-user rows: fractional taken and filled, averages once per assignment and group
  const lastAssignment = new Int32Array(n).fill(-1);
  const P = store.pairs;
  for (let p = 0; p < P.count; p++) {
    const a = P.assignment[p];
    const u = P.user[p];
    if (sel.assignment[a] === 0 || sel.user[u] === 0) continue;
    const isTaken = sel.takenOk[a] === 1;
    const isFilled = sel.filledOk[a] === 1;
    if (!isTaken && !isFilled) continue;
    const share = P.share[p];
    const isTeaming = A.isTeaming[a] === 1;
    if (isTaken) {
      const e = entity === 'user' ? u : entity === 'assignment' ? a : entity === 'month' ? A.takenMonth[a] : 0;
      for (let k = offsets[e]; k < offsets[e + 1]; k++) {
        const g = values[k];
        t.takenRows[g]++;
        t.assignmentsTaken[g] += share;
        if (isTeaming) t.teamingTaken[g] += share;
        if (A.onStrategy[a] === 1) t.strategyTaken[g] += share;
      }
    }
    if (isFilled) {
      const e = entity === 'user' ? u : entity === 'assignment' ? a : entity === 'month' ? A.statusMonth[a] : 0;
      for (let k = offsets[e]; k < offsets[e + 1]; k++) {
        const g = values[k];
        t.filledRows[g]++;
        t.assignmentsFilled[g] += share;
        if (isTeaming) t.teamingFilled[g] += share;
        if (lastAssignment[g] === a) continue;
        lastAssignment[g] = a;
        const days = A.timeToFill[a];
        if (!Number.isNaN(days)) {
          t.timeToFillSum[g] += days;
          t.timeToFillCount[g]++;
        }
        if (A.isInAverage[a] === 1) {
          t.jobValueSum[g] += sel.totalViewer[a];
          t.jobValueCount[g]++;
        }
      }
    }
  }
  return t;
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
