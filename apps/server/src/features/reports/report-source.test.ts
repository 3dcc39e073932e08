// The report source as the store loads it: the large tables are read a window of ids at a time, and
// every row must still arrive once, whatever gaps deletions and merges left in the ids.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../platform/sql-rows.ts';
import { cloneTemplateDatabase, type TestDatabase } from '../../test/test-database.ts';
import { loadReportSource } from './report-source.repo.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await cloneTemplateDatabase();
  const db = test.database.db;
  // Far more companies than one read takes, then holes: a run of deleted ids and every seventh one.
  await db.execute(sql`insert into companies (source_id, name)
    select 'source-window-' || g, 'Window Holdings ' || g from generate_series(1, 12000) g`);
  await db.execute(sql`delete from companies where name like 'Window Holdings %'
    and (id % 7 = 0 or id between (select min(id) + 3000 from companies where name like 'Window Holdings %')
                                and (select min(id) + 5500 from companies where name like 'Window Holdings %'))`);
}, 120_000);

afterAll(() => test.close());

describe('the report source', () => {
  it('holds every company once, in id order, when the table spans many reads and has gaps in its ids', async () => {
    const expected = rows<{ id: number; name: string; parentId: number | null }>(
      await test.database.db.execute(
        sql`select id, name, parent_id as "parentId" from companies order by id`,
      ),
    );
    expect(expected.length).toBeGreaterThan(8000);
    const { source } = await loadReportSource(test.database);
    expect(source.companies.map((c) => [c.id, c.name, c.parentId])).toEqual(
      expected.map((c) => [Number(c.id), c.name, c.parentId === null ? null : Number(c.parentId)]),
    );
  });
});
