// Rows read as one JSON text are the rows the driver answers: the same values, types and order.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { queryRows, queryRowsAsJson } from './sql-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers the driver’s rows, in the statement’s order, nulls and booleans included', async () => {
  const statement = sql`select u.id, u.last_name as "lastName", u.hire_date::text as "hireDate",
      u.photo_path as "photoPath", u.status_id = 1 as "isActive", count(*) over ()::int as total
    from users u order by u.last_name desc, u.id limit 40 offset 3`;
  const expected = await queryRows(t.database.db, statement);
  expect(expected.length).toBe(40);
  expect(expected.some((row) => (row as { photoPath: unknown }).photoPath === null)).toBe(true);
  expect(await queryRowsAsJson(t.database.db, statement)).toEqual(expected);
});

it('answers no rows as an empty list', async () => {
  expect(await queryRowsAsJson(t.database.db, sql`select 1 as one where false`)).toEqual([]);
});
