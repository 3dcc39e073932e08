// The Assignment and Company report types (spec 2 §3) on the engine: which assignments or
// companies a filter selects, and the dashboard's figures over them. The rows themselves (job
// titles, teams, owners) are the listings' business; this answers ids and totals only.
// docs/metrics.md says what each date filter type selects.
import type { Metrics, ReportKeyName } from '@atrium/contracts';
import { presentMetrics } from './metric-rules.ts';
import { dimensionGrouping, monthGrouping } from './report-groupings.ts';
import { accumulate, hasRows, metricsOf, type Selection, sumAllGroups } from './report-kernel.ts';
import { buildSelection, currencyView, type EngineQuery } from './report-selection.ts';
import type { ReportStore } from './report-store.ts';

export interface SearchSelection {
  currency: string;
  /** Assignment or company ids, in store order. */
  ids: number[];
  /** The figures of the selected rows (spec 2 §9), presented (money to whole units). */
  metrics: Metrics;
  /** Assignments only: each one's billings as its listing row shows them (its splits, in `currency`). */
  billings?: Float64Array;
}

const USER_KEYS: readonly ReportKeyName[] = ['partner', 'region', 'license', 'location'];
const COMPANY_KEYS: readonly ReportKeyName[] = ['company', 'parent'];

/** Assignments in scope that have a team member or a billing partner passing the user keys. */
function withSelectedUsers(store: ReportStore, sel: Selection): Uint8Array {
  const P = store.pairs;
  const out = new Uint8Array(store.assignments.count);
  for (let p = 0; p < P.count; p++) {
    const a = P.assignment[p];
    if (sel.assignment[a] === 1 && sel.user[P.user[p]] === 1) out[a] = 1;
  }
  return out;
}

/** Assignments with a figure in the period: an invoice dated in it, or taken or filled in it. */
function withActivity(store: ReportStore, sel: Selection): Uint8Array {
  const totals = accumulate(store, sel, dimensionGrouping(store, 'assignmentId'));
  const out = new Uint8Array(store.assignments.count);
  for (let a = 0; a < out.length; a++) out[a] = hasRows(totals, a) ? 1 : 0;
  return out;
}

/** The engine's figures over the given assignments only. */
function figuresOf(store: ReportStore, sel: Selection, only: Uint8Array): Metrics {
  return presentMetrics(
    metricsOf(sumAllGroups(accumulate(store, { ...sel, assignment: only }, monthGrouping(store))), 0),
  );
}

/** The assignments an Assignment report selects. */
function assignmentMask(store: ReportStore, query: EngineQuery, sel: Selection): Uint8Array {
  const hasUserKeys = query.keys.some((k) => USER_KEYS.includes(k.key));
  let mask = hasUserKeys ? withSelectedUsers(store, sel) : sel.assignment;
  if (query.filterType === 'activity') {
    const active = withActivity(store, sel);
    mask = mask.map((on, a) => (on === 1 && active[a] === 1 ? 1 : 0));
  }
  return mask;
}

export function selectAssignments(store: ReportStore, query: EngineQuery): SearchSelection {
  const { selection, currency } = buildSelection(store, query);
  const mask = assignmentMask(store, query, selection);
  const { splitsViewer } = currencyView(store, query.currency);
  const ids: number[] = [];
  const billings: number[] = [];
  for (let a = 0; a < mask.length; a++) {
    if (mask[a] === 0) continue;
    ids.push(store.assignments.ids[a]);
    billings.push(splitsViewer[a]);
  }
  return { currency, ids, metrics: figuresOf(store, selection, mask), billings: Float64Array.from(billings) };
}

/**
 * The companies a Company report selects. none: every company passing the company keys (and,
 * with any other key, having an assignment that passes them); activity: those with an assignment
 * with a figure in the period; noActivity: none's companies without one; invoice and taken: those
 * with an assignment invoiced or taken in the period.
 */
export function selectCompanies(store: ReportStore, query: EngineQuery): SearchSelection {
  const C = store.companies;
  const A = store.assignments;
  const type = query.filterType;
  const engineType = type === 'invoice' || type === 'taken' ? type : 'activity';
  const { selection, currency } = buildSelection(store, { ...query, filterType: engineType });
  const hasUserKeys = query.keys.some((k) => USER_KEYS.includes(k.key));
  const hasOtherKeys = query.keys.some((k) => !COMPANY_KEYS.includes(k.key));
  const inScope = hasUserKeys ? withSelectedUsers(store, selection) : selection.assignment;
  const active = type === 'activity' || type === 'noActivity' ? withActivity(store, selection) : null;

  const companyHas = new Uint8Array(C.ids.length);
  const companyActive = new Uint8Array(C.ids.length);
  for (let a = 0; a < A.count; a++) {
    const c = A.company[a];
    if (c < 0 || inScope[a] === 0) continue;
    companyHas[c] = 1;
    if (active && active[a] === 1) companyActive[c] = 1;
  }
  // company and parent keys apply to companies without assignments too (none, noActivity)
  const keyed = (key: ReportKeyName) => {
    const values = query.keys.filter((k) => k.key === key).map((k) => Number(k.value));
    return values.length === 0 ? null : new Set(values);
  };
  const companyKey = keyed('company');
  const parentKey = keyed('parent');
  const passesCompanyKeys = (c: number) =>
    (!companyKey || companyKey.has(C.ids[c])) &&
    (!parentKey || (C.parent[c] >= 0 && parentKey.has(C.ids[C.parent[c]])));

  const chosen = new Uint8Array(C.ids.length);
  for (let c = 0; c < chosen.length; c++) {
    const listed = passesCompanyKeys(c) && (!hasOtherKeys || companyHas[c] === 1);
    if (type === 'none') chosen[c] = listed ? 1 : 0;
    else if (type === 'noActivity') chosen[c] = listed && companyActive[c] === 0 ? 1 : 0;
    else if (type === 'activity') chosen[c] = companyActive[c];
    else chosen[c] = companyHas[c];
  }
  const only = new Uint8Array(A.count);
  for (let a = 0; a < A.count; a++) {
    if (inScope[a] === 1 && A.company[a] >= 0 && chosen[A.company[a]] === 1) only[a] = 1;
  }
  const ids: number[] = [];
  for (let c = 0; c < chosen.length; c++) if (chosen[c] === 1) ids.push(C.ids[c]);
  return { currency, ids, metrics: figuresOf(store, selection, only) };
}
