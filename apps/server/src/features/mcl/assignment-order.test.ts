import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/sql-rows.ts';
import { cloneTemplateDatabase, type TestDatabase } from '../../test/test-database.ts';
import { listAssignmentSortValues } from './assignment-order.repo.ts';
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

describe("a sort's values read a window of assignments at a time", () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await cloneTemplateDatabase();
    const db = test.database.db;
    // Several reads' worth of assignments, then holes: a run of deleted ids and every fifth one.
    await db.execute(sql`insert into assignments (source_id, display_id, job_title, company_id, location_id,
        search_type, status, status_date, created_date, date_taken)
      select 'window-' || g, 'W' || g, 'Window Role ' || g, t.company_id, t.location_id,
        'Executive', 'O', date '2024-01-01', date '2024-01-01', date '2020-01-01' + (g % 900)
      from generate_series(1, 7000) g, (select company_id, location_id from assignments limit 1) t`);
    await db.execute(sql`delete from assignments where source_id like 'window-%'
      and (id % 5 = 0 or id between (select min(id) + 2500 from assignments where source_id like 'window-%')
                                and (select min(id) + 3900 from assignments where source_id like 'window-%'))`);
  }, 120_000);

  afterAll(() => test?.close());

  it('gives every assignment once with the value the listing sorts it by', async () => {
    const expected = rows<{ id: number; taken: string | null; title: string }>(
      await test.database.db.execute(
        sql`select id, date_taken::text as taken, lower(job_title) as title from assignments order by id`,
      ),
    );
    expect(expected.length).toBeGreaterThan(5000);
    for (const [sort, sortValue] of [
      ['dateTaken', (r: (typeof expected)[number]) => r.taken],
      ['jobTitle', (r: (typeof expected)[number]) => r.title],
    ] as const) {
      const { ids, values } = await listAssignmentSortValues(test.database.db, sort);
      const read = Array.from(ids, (id, i) => [id, values[i]] as const).sort((x, y) => x[0] - y[0]);
      expect(read, sort).toEqual(expected.map((r) => [Number(r.id), sortValue(r)]));
    }
  });
});
