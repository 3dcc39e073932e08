// Which rows a report counts: the date-filter type's scope, the filter keys, the taken and filled
// rules for the range, and the viewer's currency. docs/metrics.md says the same in words.
import type { EngineFilterType, ReportKey, ReportKeyName } from '@atrium/contracts';
import { dayNumber, isFilledInRange, isTakenInRange } from './metric-rules.ts';
import type { Selection } from './report-kernel.ts';
import { derivedView, type ReportStore, SEARCH_TYPES } from './report-store.ts';

export interface EngineQuery {
  filterType: EngineFilterType;
  /** Inclusive range, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  keys: Pick<ReportKey, 'key' | 'value'>[];
  currency: string;
}

interface CurrencyView {
  /** The currency amounts come out in: the one asked for, or USD when it has no rates. */
  currency: string;
  rates: Float64Array;
  totalViewer: Float64Array;
  /** Each assignment's invoice splits added up in that currency, as the listings show billings. */
  splitsViewer: Float64Array;
}

/** Viewer rates per month and each assignment's total billings in that currency, once per store. */
export function currencyView(store: ReportStore, requested: string): CurrencyView {
  const code = requested.toUpperCase();
  return derivedView(store, `currency ${code}`, () => buildCurrencyView(store, code));
}

function buildCurrencyView(store: ReportStore, code: string): CurrencyView {
  const known = store.fx.unitsPerUsd(code, store.minMonth) !== undefined;
  const currency = known ? code : 'USD';
  const rates = new Float64Array(store.monthCount);
  for (let m = 0; m < store.monthCount; m++)
    rates[m] = store.fx.unitsPerUsd(currency, store.minMonth + m) ?? 1;
  const totalViewer = new Float64Array(store.assignments.count);
  const inv = store.invoices;
  for (let i = 0; i < inv.count; i++) {
    if (inv.assignment[i] >= 0) totalViewer[inv.assignment[i]] += inv.amountUsd[i] * rates[inv.month[i]];
  }
  const splitsViewer = new Float64Array(store.assignments.count);
  const S = store.splits;
  for (let i = 0; i < S.count; i++) {
    if (S.assignment[i] >= 0) splitsViewer[S.assignment[i]] += S.takeUsd[i] * rates[S.month[i]];
  }
  return { currency, rates, totalViewer, splitsViewer };
}

function valueSets(keys: EngineQuery['keys']): Map<ReportKeyName, Set<number | string>> {
  const sets = new Map<ReportKeyName, Set<number | string>>();
  for (const { key, value } of keys) {
    const normalised = key === 'searchType' ? String(value) : Number(value);
    if (!sets.has(key)) sets.set(key, new Set());
    sets.get(key)!.add(normalised);
  }
  return sets;
}

/** Key filters: values of one key are alternatives (OR); different keys must all match (AND). */
function userMask(store: ReportStore, sets: ReturnType<typeof valueSets>): Uint8Array {
  const U = store.users;
  const mask = new Uint8Array(U.ids.length).fill(1);
  const tests: ((u: number) => boolean)[] = [];
  const partner = sets.get('partner');
  if (partner) tests.push((u) => partner.has(U.ids[u]));
  const location = sets.get('location');
  const licenseOf = (u: number) => (U.location[u] < 0 ? -1 : store.locations.license[U.location[u]]);
  const regionOf = (u: number) => (licenseOf(u) < 0 ? -1 : store.licenses.region[licenseOf(u)]);
  if (location) tests.push((u) => U.location[u] >= 0 && location.has(store.locations.ids[U.location[u]]));
  const license = sets.get('license');
  if (license) tests.push((u) => licenseOf(u) >= 0 && license.has(store.licenses.ids[licenseOf(u)]));
  const region = sets.get('region');
  if (region) tests.push((u) => regionOf(u) >= 0 && region.has(store.regions.ids[regionOf(u)]));
  if (tests.length === 0) return mask;
  for (let u = 0; u < mask.length; u++) mask[u] = tests.every((test) => test(u)) ? 1 : 0;
  return mask;
}

function anyIn(
  csr: { offsets: Int32Array; values: Int32Array },
  a: number,
  ids: Int32Array,
  set: Set<number | string>,
) {
  for (let k = csr.offsets[a]; k < csr.offsets[a + 1]; k++) if (set.has(ids[csr.values[k]])) return true;
  return false;
}

function assignmentKeyTests(
  store: ReportStore,
  sets: ReturnType<typeof valueSets>,
): ((a: number) => boolean)[] {
  const A = store.assignments;
  const C = store.companies;
  const tests: ((a: number) => boolean)[] = [];
  const byId = (key: ReportKeyName, idOf: (a: number) => number) => {
    const set = sets.get(key);
    if (set) tests.push((a) => set.has(idOf(a)));
  };
  byId('assignment', (a) => A.ids[a]);
  byId('company', (a) => (A.company[a] < 0 ? -1 : C.ids[A.company[a]]));
  byId('parent', (a) =>
    A.company[a] < 0 || C.parent[A.company[a]] < 0 ? -1 : C.ids[C.parent[A.company[a]]],
  );
  byId('function', (a) => (A.fn[a] < 0 ? -1 : store.functions.ids[A.fn[a]]));
  byId('industry', (a) => (A.industry[a] < 0 ? -1 : store.industries.ids[A.industry[a]]));
  const multi = [
    ['reportGroup', A.reportGroups, store.reportGroups.ids],
    ['practiceGroup', A.practiceGroups, store.practiceGroups.ids],
    ['subsector', A.subsectors, store.subsectors.ids],
  ] as const;
  for (const [key, csr, ids] of multi) {
    const set = sets.get(key);
    if (set) tests.push((a) => anyIn(csr, a, ids, set));
  }
  const searchType = sets.get('searchType');
  if (searchType) tests.push((a) => searchType.has(SEARCH_TYPES[A.searchType[a]]));
  return tests;
}

/**
 * Filter types whose billings count only invoices dated in the range; the others count every
 * invoice of the assignments in scope. The Company report's none and noActivity figures are the
 * period's activity.
 */
const INVOICE_DATED: readonly EngineFilterType[] = ['activity', 'invoice', 'none', 'noActivity'];

export function buildSelection(
  store: ReportStore,
  query: EngineQuery,
): { selection: Selection; currency: string } {
  const startDay = dayNumber(query.startDate);
  const endDay = dayNumber(query.endDate);
  const range = { startDay, endDay };
  const A = store.assignments;
  const sets = valueSets(query.keys);
  const tests = assignmentKeyTests(store, sets);

  // the date-filter type's scope (docs/metrics.md)
  let inScope: (a: number) => boolean = () => true;
  if (query.filterType === 'taken') inScope = (a) => A.takenDay[a] >= startDay && A.takenDay[a] <= endDay;
  if (query.filterType === 'status') inScope = (a) => A.statusDay[a] >= startDay && A.statusDay[a] <= endDay;
  if (query.filterType === 'created')
    inScope = (a) => A.createdDay[a] >= startDay && A.createdDay[a] <= endDay;
  if (query.filterType === 'markedfilled')
    inScope = (a) =>
      A.isStatusF[a] === 1 && A.markedFilledDay[a] >= startDay && A.markedFilledDay[a] <= endDay;
  if (query.filterType === 'invoice') {
    const invoiced = new Uint8Array(A.count);
    const inv = store.invoices;
    for (let i = 0; i < inv.count; i++) {
      if (inv.assignment[i] >= 0 && inv.day[i] >= startDay && inv.day[i] <= endDay)
        invoiced[inv.assignment[i]] = 1;
    }
    inScope = (a) => invoiced[a] === 1;
  }

  const assignment = new Uint8Array(A.count);
  const takenOk = new Uint8Array(A.count);
  const filledOk = new Uint8Array(A.count);
  const takenOrFilled: number[] = [];
  for (let a = 0; a < A.count; a++) {
    if (!inScope(a) || !tests.every((test) => test(a))) continue;
    assignment[a] = 1;
    const totalBillings = A.totalUsd[a];
    takenOk[a] = isTakenInRange({ totalBillings, takenDay: A.takenDay[a] }, range) ? 1 : 0;
    filledOk[a] = isFilledInRange(
      { status: A.isStatusF[a] === 1 ? 'F' : 'O', totalBillings, statusDay: A.statusDay[a] },
      range,
    )
      ? 1
      : 0;
    if (takenOk[a] === 1 || filledOk[a] === 1) takenOrFilled.push(a);
  }
  const view = currencyView(store, query.currency);
  return {
    currency: view.currency,
    selection: {
      assignment,
      user: userMask(store, sets),
      checkInvoiceDate: INVOICE_DATED.includes(query.filterType),
      startDay,
      endDay,
      takenOk,
      filledOk,
      takenOrFilled: Int32Array.from(takenOrFilled),
      rates: view.rates,
      totalViewer: view.totalViewer,
    },
  };
}
