// Small building blocks of the columnar store: id → row index lookups, reference dictionaries,
// counting sorts, compressed group lists and memoised date and FX lookups. Fast at a million rows.
import type { FxTable } from './fx-rates.ts';
import { dayNumber, monthIndex } from './metric-rules.ts';
import type { NamedRow, ReportSource } from './report-source.ts';

/** Database id → row index; −1 for a missing or unknown id. */
export interface IdIndex {
  get(id: number | null | undefined): number;
}

/** Dense when ids are compact (serial keys), a Map otherwise. */
export function idIndex(ids: ArrayLike<number>): IdIndex {
  let max = 0;
  let min = 0;
  for (let i = 0; i < ids.length; i++) {
    if (ids[i] > max) max = ids[i];
    if (ids[i] < min) min = ids[i];
  }
  if (min >= 0 && max <= ids.length * 4 + 1024) {
    const dense = new Int32Array(max + 1).fill(-1);
    for (let i = 0; i < ids.length; i++) dense[ids[i]] = i;
    return { get: (id) => (id == null || id < 0 || id > max ? -1 : dense[id]) };
  }
  const map = new Map<number, number>();
  for (let i = 0; i < ids.length; i++) map.set(ids[i], i);
  return { get: (id) => (id == null ? -1 : (map.get(id) ?? -1)) };
}

/** A reference table: row index ↔ database id, and names. */
export interface Dictionary {
  ids: Int32Array;
  names: string[];
  index: IdIndex;
}

export function dictionary(rows: NamedRow[]): Dictionary {
  const ids = Int32Array.from(rows, (row) => row.id);
  return { ids, names: rows.map((row) => row.name), index: idIndex(ids) };
}

/** Compressed rows: the groups of entity e are values[offsets[e] .. offsets[e + 1]). */
export interface Csr {
  offsets: Int32Array;
  values: Int32Array;
}

export function buildCsr(lists: readonly (readonly number[])[]): Csr {
  const offsets = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) offsets[i + 1] = offsets[i] + lists[i].length;
  const values = new Int32Array(offsets[lists.length]);
  for (let i = 0; i < lists.length; i++) values.set(lists[i], offsets[i]);
  return { offsets, values };
}

/** Counting sort: the row order that groups rows by key (keys in 0..keyCount−1; −1 keys dropped). */
export function orderByKey(keys: Int32Array, keyCount: number): { order: Int32Array; starts: Int32Array } {
  const starts = new Int32Array(keyCount + 1);
  for (let i = 0; i < keys.length; i++) if (keys[i] >= 0) starts[keys[i] + 1]++;
  for (let k = 0; k < keyCount; k++) starts[k + 1] += starts[k];
  const cursor = starts.slice(0, keyCount);
  const order = new Int32Array(starts[keyCount]);
  for (let i = 0; i < keys.length; i++) if (keys[i] >= 0) order[cursor[keys[i]]++] = i;
  return { order, starts };
}

/** Each row's rank when the rows are ordered by key, ties kept in row order. */
export function rankBy(keys: Int32Array): Int32Array {
  const order = Array.from(keys.keys()).sort((x, y) => keys[x] - keys[y] || x - y);
  const rank = new Int32Array(keys.length);
  for (let k = 0; k < order.length; k++) rank[order[k]] = k;
  return rank;
}

/** Day numbers of date strings, parsed once per distinct date. */
export function dayCache(): (date: string | null) => number {
  const days = new Map<string, number>();
  return (date) => {
    if (!date) return dayNumber(date);
    let day = days.get(date);
    if (day === undefined) {
      day = dayNumber(date);
      days.set(date, day);
    }
    return day;
  };
}

/** USD per unit of a currency in a month, from a per-currency array over the store's months. */
export function usdPerUnitLookup(fx: FxTable, minMonth: number, monthCount: number) {
  const byCurrency = new Map<string, Float64Array>();
  return (currency: string, month: number): number => {
    let rates = byCurrency.get(currency);
    if (!rates) {
      rates = new Float64Array(monthCount);
      // a currency without any rate is read as USD (docs/metrics.md)
      for (let m = 0; m < monthCount; m++) rates[m] = 1 / (fx.unitsPerUsd(currency, minMonth + m) ?? 1);
      byCurrency.set(currency, rates);
    }
    return rates[month - minMonth];
  };
}

/** The month span of every date a series can group by. */
export function monthSpan(source: ReportSource): { minMonth: number; monthCount: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const see = (date: string | null) => {
    if (!date) return;
    const m = monthIndex(date);
    if (m < min) min = m;
    if (m > max) max = m;
  };
  for (const invoice of source.invoices) see(invoice.invoiceDate);
  for (const a of source.assignments) {
    see(a.dateTaken);
    see(a.statusDate);
  }
  return Number.isFinite(min) ? { minMonth: min, monthCount: max - min + 1 } : { minMonth: 0, monthCount: 1 };
}

/**
 * The groups of one kind an assignment belongs to: its own (practice group, subsector) plus every
 * group its industry code or function code is listed on. Memoised per code combination.
 */
export function codeGroups(source: ReportSource, kind: 'reportGroup' | 'practiceGroup' | 'subsector') {
  const byIndustry = new Map<number, number[]>();
  const byFunction = new Map<number, number[]>();
  for (const code of source.groupCodes) {
    if (code.groupKind !== kind) continue;
    const map = code.industryId != null ? byIndustry : byFunction;
    const key = code.industryId ?? code.functionId;
    if (key == null) continue;
    map.set(key, [...(map.get(key) ?? []), code.groupId]);
  }
  const memo = new Map<string, number[]>();
  return (industryId: number | null, functionId: number | null, own: number | null): number[] => {
    const key = `${industryId}|${functionId}|${own}`;
    let groups = memo.get(key);
    if (!groups) {
      const ids = new Set<number>();
      if (own != null) ids.add(own);
      for (const id of (industryId != null && byIndustry.get(industryId)) || []) ids.add(id);
      for (const id of (functionId != null && byFunction.get(functionId)) || []) ids.add(id);
      groups = [...ids];
      memo.set(key, groups);
    }
    return groups;
  };
}
