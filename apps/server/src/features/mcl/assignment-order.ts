// Assignment orders kept in memory: each sort's ranks over every listed assignment are worked out
// once per data version (on first use of that sort), so a page of the listing or of the advanced
// search is a sort of ids by rank and one query for the page's rows. The order is the listing's
// SQL order: the same values, nulls last, ties by id in the sort's direction.
import type { AssignmentSort } from '@atrium/contracts';
import type { Executor } from '../../platform/database.ts';
import {
  listAssignmentSortValues,
  listViewerRoles,
  RANKED_SORTS,
  type RankedSort,
} from './assignment-order.repo.ts';

/** One sort's ascending places: ranks from `nullStart` on belong to null values. */
interface SortRanks {
  rank: Map<number, number>;
  nullStart: number;
  /** The ids in ascending order: `order[rank]` is the id of that rank. */
  order: Int32Array;
}

/**
 * Ranks ascending by value (nulls last), ties by id; values compare by code unit, as under C. Rows
 * are grouped by value first: a column holds far fewer values than rows (dates, offices, titles), and
 * sorting those few strings costs a quarter of comparing every row's.
 */
export function rankByValue(ids: Int32Array, values: readonly (string | null)[]): SortRanks {
  const groups = new Map<string, number[]>();
  const withoutValue: number[] = [];
  for (let row = 0; row < ids.length; row++) {
    const value = values[row];
    if (value === null) {
      withoutValue.push(ids[row]);
      continue;
    }
    const group = groups.get(value);
    if (group) group.push(ids[row]);
    else groups.set(value, [ids[row]]);
  }
  const order = new Int32Array(ids.length);
  let place = 0;
  const putInOrder = (group: number[]) => {
    group.sort((x, y) => x - y);
    for (const id of group) order[place++] = id;
  };
  // sort() without a comparer orders strings by code unit
  for (const value of [...groups.keys()].sort()) putInOrder(groups.get(value) as number[]);
  const nullStart = place;
  putInOrder(withoutValue);
  const rank = new Map<number, number>();
  for (let k = 0; k < order.length; k++) rank.set(order[k], k);
  return { rank, nullStart, order };
}

/** The ranks of each sort worked out for one data version. One per app, made by buildApp. */
export class AssignmentRanks {
  private version: number | undefined;
  private sorts = new Map<RankedSort, Promise<SortRanks>>();

  /** The sorts of `version`: those of another version are dropped. */
  sortsOf(version: number): Map<RankedSort, Promise<SortRanks>> {
    if (this.version !== version) {
      this.version = version;
      this.sorts = new Map();
    }
    return this.sorts;
  }
}

/** What ordering needs: the database and the app's ranks. */
export interface OrderContext {
  db: Executor;
  assignmentRanks: AssignmentRanks;
}

/** One sort's ranks for this data version, loaded once and shared by the callers meanwhile. */
function ranksFor(ctx: OrderContext, input: { version: number; sort: RankedSort }): Promise<SortRanks> {
  const sorts = ctx.assignmentRanks.sortsOf(input.version);
  let ranks = sorts.get(input.sort);
  if (!ranks) {
    ranks = listAssignmentSortValues(ctx.db, input.sort).then(({ ids, values }) => rankByValue(ids, values));
    sorts.set(input.sort, ranks);
    ranks.catch(() => sorts.delete(input.sort));
  }
  return ranks;
}

export const isRanked = (sort: AssignmentSort): sort is RankedSort =>
  (RANKED_SORTS as readonly string[]).includes(sort);

export interface OrderInput {
  /** The data version the selection was computed on. */
  version: number;
  /** The selected assignments and, aligned with them, their billings in the viewer's currency. */
  ids: readonly number[];
  billings: ArrayLike<number>;
  /** Only these (a 'Filter results' text match), when given. */
  only?: Set<number>;
  sort: AssignmentSort;
  direction: 'asc' | 'desc';
  viewerId: number;
}

/** Runs of the same kind (values, then nulls) reversed in place, each on its own: nulls stay last. */
function reverseEachPart(order: Int32Array, firstNull: number): Int32Array {
  order.subarray(0, firstNull).reverse();
  order.subarray(firstNull).reverse();
  return order;
}

/**
 * The selected assignments the listing can show, in the listing's order for the sort asked, as
 * positions in `ids` (so their billings are at the same positions).
 */
export async function orderSelectedAssignments(ctx: OrderContext, input: OrderInput): Promise<Int32Array> {
  const { ids, billings, only, sort } = input;
  const isAscending = input.direction === 'asc';
  // The listing shows assignments with a client and an office: any ranked sort knows which.
  const listed = await ranksFor(ctx, { version: input.version, sort: isRanked(sort) ? sort : 'status' });
  const kept: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    if (listed.rank.has(ids[i]) && (!only || only.has(ids[i]))) kept.push(i);
  }

  if (isRanked(sort)) {
    const positionOf = new Map(kept.map((i) => [ids[i], i]));
    const ordered = await orderListedAssignments(ctx, {
      version: input.version,
      sort,
      direction: input.direction,
      only: new Set(positionOf.keys()),
    });
    return Int32Array.from(ordered.slice(0, ordered.total), (id) => positionOf.get(id) as number);
  }

  const order = Int32Array.from(kept);
  if (sort === 'totalBillings') {
    const sign = isAscending ? 1 : -1;
    return order.sort((x, y) => sign * (billings[x] - billings[y] || ids[x] - ids[y]));
  }

  // role: the viewer's own roles on each assignment, nulls last
  const roles = await listViewerRoles(ctx.db, input.viewerId);
  const roleAt = (i: number) => roles.get(ids[i]) ?? null;
  order.sort((x, y) => {
    const rx = roleAt(x);
    const ry = roleAt(y);
    if (rx === null || ry === null) return rx === ry ? ids[x] - ids[y] : rx === null ? 1 : -1;
    return rx < ry ? -1 : rx > ry ? 1 : ids[x] - ids[y];
  });
  if (isAscending) return order;
  let firstNull = 0;
  while (firstNull < order.length && roleAt(order[firstNull]) !== null) firstNull++;
  return reverseEachPart(order, firstNull);
}

/** A listing in order: its count, and the ids of any run of it. */
export interface ListingOrder {
  total: number;
  slice(from: number, to: number): number[];
}

/**
 * The listing's order for a ranked sort, of every listed assignment or only of those given. The
 * whole listing is read straight from the ranks (no copy of a hundred thousand ids per page).
 */
export async function orderListedAssignments(
  ctx: OrderContext,
  input: { version: number; sort: RankedSort; direction: 'asc' | 'desc'; only?: Set<number> },
): Promise<ListingOrder> {
  const { rank, nullStart, order } = await ranksFor(ctx, input);
  const isAscending = input.direction === 'asc';
  if (!input.only) {
    const total = order.length;
    // descending: the values reversed, then the nulls reversed
    const idAt = (k: number) =>
      isAscending ? order[k] : k < nullStart ? order[nullStart - 1 - k] : order[total - 1 - (k - nullStart)];
    return {
      total,
      slice: (from, to) =>
        Array.from({ length: Math.max(0, Math.min(to, total) - from) }, (_, i) => idAt(from + i)),
    };
  }
  const found = new Float64Array(input.only.size);
  let count = 0;
  for (const id of input.only) {
    const place = rank.get(id);
    if (place !== undefined) found[count++] = place;
  }
  const places = found.subarray(0, count).sort();
  const ids = Int32Array.from(places, (place) => order[place]);
  if (!isAscending) {
    let firstNull = 0;
    while (firstNull < places.length && places[firstNull] < nullStart) firstNull++;
    reverseEachPart(ids, firstNull);
  }
  return { total: ids.length, slice: (from, to) => Array.from(ids.subarray(from, to)) };
}

const ORDERS_PER_SELECTION = 8;

/** The order kept with a selection under `key`, worked out by `compute` when it has none yet. */
export function rememberedOrder(
  selection: { orders: Map<string, Promise<Int32Array>> },
  key: string,
  compute: () => Promise<Int32Array>,
): Promise<Int32Array> {
  const kept = selection.orders;
  let order = kept.get(key);
  if (!order) {
    order = compute();
    kept.set(key, order);
    order.catch(() => kept.delete(key));
    if (kept.size > ORDERS_PER_SELECTION) kept.delete(kept.keys().next().value as string);
  }
  return order;
}
