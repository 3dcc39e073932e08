// The rows behind one figure, so every number on screen can be explained: the invoice splits
// behind a billings figure, the whole invoices behind Teaming Value, the assignment-user rows and
// their fractional shares behind Taken and Filled, the assignments behind an average.
import {
  BREAKDOWN_PAGE_SIZE,
  type BreakdownType,
  type DrillRequestSchema,
  type DrillResponse,
  type DrillRow,
  type MetricKey,
  MONEY_METRICS,
} from '@atrium/contracts';
import type { z } from 'zod';
import { MS_PER_DAY, monthIndex, roundHalfAway } from './metric-rules.ts';
import { dimensionGrouping } from './report-groupings.ts';
import { buildSelection, type EngineQuery } from './report-selection.ts';
import { type ReportStore, SPLIT_CONSULTING, SPLIT_EXECUTIVE, SPLIT_IM } from './report-store.ts';

const isoDay = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

const KIND: Record<MetricKey, DrillResponse['kind']> = {
  totalBillings: 'invoice',
  executive: 'invoice',
  consulting: 'invoice',
  im: 'invoice',
  strategyBillings: 'invoice',
  teamingRevenue: 'invoice',
  teamingValue: 'teamingInvoice',
  assignmentsTaken: 'share',
  teamingTaken: 'share',
  strategyTaken: 'share',
  assignmentsFilled: 'share',
  teamingFilled: 'share',
  timeToFill: 'assignment',
  filledJobValue: 'assignment',
};

/** Whether an entity (user or assignment) belongs to the breakdown row, or always true without one. */
function groupFilter(store: ReportStore, group: { type: BreakdownType; id: number } | undefined) {
  if (!group) return { byUser: () => true, byAssignment: () => true };
  const grouping = dimensionGrouping(store, group.type);
  const wanted = new Set<number>();
  for (let g = 0; g < grouping.groupCount; g++) if (grouping.label(g).id === group.id) wanted.add(g);
  const { offsets, values } = grouping.groups;
  const has = (e: number) => {
    for (let k = offsets[e]; k < offsets[e + 1]; k++) if (wanted.has(values[k])) return true;
    return false;
  };
  return grouping.entity === 'user'
    ? { byUser: has, byAssignment: () => true }
    : { byUser: () => true, byAssignment: has };
}

/**
 * Whether a store month (relative to the store's first) is within a chart bar's months, or always
 * true without them.
 */
function monthFilter(store: ReportStore, months: { first: string; last: string } | undefined) {
  if (!months) return () => true;
  const first = monthIndex(`${months.first}-01`) - store.minMonth;
  const last = monthIndex(`${months.last}-01`) - store.minMonth;
  return (month: number) => month >= first && month <= last;
}

export function drillRows(
  store: ReportStore,
  query: EngineQuery,
  request: Pick<z.output<typeof DrillRequestSchema>, 'metric' | 'group' | 'months' | 'page'>,
): DrillResponse {
  const { selection: sel, currency } = buildSelection(store, query);
  const inGroup = groupFilter(store, request.group);
  const inMonths = monthFilter(store, request.months);
  const A = store.assignments;
  const U = store.users;
  const metric = request.metric;
  const kind = KIND[metric];
  const rows: DrillRow[] = [];
  const base = (a: number) => ({ assignmentId: A.ids[a], assignment: A.names[a] });
  const person = (u: number) => ({ userId: U.ids[u], user: U.names[u] });

  if (kind === 'invoice' || kind === 'teamingInvoice') {
    const S = store.splits;
    let lastInvoice = -1;
    for (let i = 0; i < S.count; i++) {
      const a = S.assignment[i];
      const u = S.user[i];
      if (
        a < 0 ||
        u < 0 ||
        !sel.assignment[a] ||
        !sel.user[u] ||
        !inGroup.byUser(u) ||
        !inGroup.byAssignment(a)
      )
        continue;
      if (sel.checkInvoiceDate && (S.day[i] < sel.startDay || S.day[i] > sel.endDay)) continue;
      if (!inMonths(S.month[i])) continue;
      const split = A.split[a];
      const isWanted =
        (metric === 'executive' && split === SPLIT_EXECUTIVE) ||
        (metric === 'consulting' && split === SPLIT_CONSULTING) ||
        (metric === 'im' && split === SPLIT_IM) ||
        (metric === 'strategyBillings' && A.onStrategy[a] === 1) ||
        ((metric === 'teamingRevenue' || metric === 'teamingValue') && A.isTeaming[a] === 1) ||
        metric === 'totalBillings';
      if (!isWanted) continue;
      const rate = sel.rates[S.month[i]];
      const inv = S.invoice[i];
      const invoice = { invoiceId: store.invoices.ids[inv], invoiceDate: isoDay(S.day[i]) };
      if (kind === 'invoice') rows.push({ ...base(a), ...person(u), ...invoice, value: S.takeUsd[i] * rate });
      else if (lastInvoice !== inv) {
        // A whole teaming invoice is credited to several people: the Person column names them all.
        rows.push({ ...base(a), user: U.names[u], ...invoice, value: store.invoices.amountUsd[inv] * rate });
      } else {
        const row = rows[rows.length - 1];
        row.user = `${row.user}, ${U.names[u]}`;
      }
      lastInvoice = inv;
    }
  } else {
    const P = store.pairs;
    let lastAssignment = -1;
    for (let p = 0; p < P.count; p++) {
      const a = P.assignment[p];
      const u = P.user[p];
      if (!sel.assignment[a] || !sel.user[u] || !inGroup.byUser(u) || !inGroup.byAssignment(a)) continue;
      const isTakenMetric =
        metric === 'assignmentsTaken' || metric === 'teamingTaken' || metric === 'strategyTaken';
      if (isTakenMetric ? !sel.takenOk[a] : !sel.filledOk[a]) continue;
      // the series put taken figures in the taken month, filled ones in the status month
      if (!inMonths(isTakenMetric ? A.takenMonth[a] : A.statusMonth[a])) continue;
      if ((metric === 'teamingTaken' || metric === 'teamingFilled') && !A.isTeaming[a]) continue;
      if (metric === 'strategyTaken' && !A.onStrategy[a]) continue;
      if (kind === 'share') {
        rows.push({ ...base(a), ...person(u), value: P.share[p] });
        continue;
      }
      if (lastAssignment === a) continue;
      lastAssignment = a;
      if (metric === 'timeToFill' && !Number.isNaN(A.timeToFill[a]))
        rows.push({ ...base(a), value: A.timeToFill[a] });
      if (metric === 'filledJobValue' && A.isInAverage[a])
        rows.push({ ...base(a), value: sel.totalViewer[a] });
    }
  }

  rows.sort((x, y) => y.value - x.value || x.assignmentId - y.assignmentId);
  const start = (request.page - 1) * BREAKDOWN_PAGE_SIZE;
  return {
    metric,
    kind,
    currency,
    total: rows.length,
    page: request.page,
    pageSize: BREAKDOWN_PAGE_SIZE,
    // rows keep cents (money) so they add up to the figure they explain
    rows: rows
      .slice(start, start + BREAKDOWN_PAGE_SIZE)
      .map((row) => ({ ...row, value: roundHalfAway(row.value, MONEY_METRICS.includes(metric) ? 2 : 6) })),
  };
}
