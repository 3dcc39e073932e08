import { describe, expect, it } from 'vitest';
import { rankByValue } from './assignment-order.ts';

describe('an assignment order kept in memory', () => {
  it('orders by value as the database does under C, ties by id, nulls last', () => {
    const ids = Int32Array.from([30, 10, 20, 40, 50, 15]);
    const values = ['b', 'a', 'b', null, 'B', null];
    const { order, nullStart, rank } = rankByValue(ids, values);
    // upper case before lower case, as code units compare; the two 'b's by id; the nulls by id
    expect(Array.from(order)).toEqual([50, 10, 20, 30, 15, 40]);
    expect(nullStart).toBe(4);
    expect(rank.get(30)).toBe(3);
    expect(rank.has(99)).toBe(false);
  });
});
