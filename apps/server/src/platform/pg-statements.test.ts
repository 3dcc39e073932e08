// Statements prepared once per pooled connection on a PostgreSQL server: the answers are those of
// unnamed statements, the server keeps a bounded number, and a statement it lost or refuses to run
// on its kept plan is prepared again.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cloneTemplateDatabase, type TestDatabase, testDatabaseKind } from '../test/test-database.ts';
import { MAX_SERVER_STATEMENTS, prepareOnServer } from './pg-statements.ts';

describe.skipIf(testDatabaseKind() !== 'postgres')('statements prepared on the server', () => {
  let clone: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    clone = await cloneTemplateDatabase();
  });
  afterAll(() => clone?.close());
  beforeEach(() => {
    // One connection, so what it keeps can be read back on it.
    pool = new pg.Pool({ connectionString: clone.url, max: 1 });
    pool.on('connect', (client) => prepareOnServer(client));
  });
  afterEach(() => pool.end());

  const run = async <T extends pg.QueryResultRow>(text: string, values: unknown[]) =>
    (await pool.query<T>({ text }, values)).rows;
  const keptTexts = async () =>
    (await pool.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (row) => row.statement,
    );

  it('answers as an unnamed statement would, preparing the text once', async () => {
    const text = 'select $1::int + $2::int as sum, $3::text as label';
    for (const [a, b] of [
      [1, 2],
      [40, 2],
      [-5, 5],
    ]) {
      expect(await run(text, [a, b, `sum of ${a} and ${b}`])).toEqual([
        { sum: a + b, label: `sum of ${a} and ${b}` },
      ]);
    }
    expect((await keptTexts()).filter((kept) => kept === text)).toHaveLength(1);
  });

  it('keeps a bounded number of statements and prepares an evicted one again', async () => {
    const text = (i: number) => `select $1::int * ${i} as n`;
    for (let i = 0; i < MAX_SERVER_STATEMENTS + 20; i++) {
      expect(await run<{ n: number }>(text(i), [2])).toEqual([{ n: 2 * i }]);
    }
    const kept = await keptTexts();
    expect(kept.length).toBeLessThanOrEqual(MAX_SERVER_STATEMENTS);
    expect(kept).not.toContain(text(0));
    expect(await run(text(0), [7])).toEqual([{ n: 0 }]);
    expect(await run(text(3), [7])).toEqual([{ n: 21 }]);
  });

  it('prepares again a statement the server lost or whose table changed shape', async () => {
    await pool.query('create table shape_test (id int primary key)');
    await pool.query('insert into shape_test values (1), (2)');
    const text = 'select * from shape_test where id = $1';
    expect(await run(text, [1])).toEqual([{ id: 1 }]);

    await pool.query('DEALLOCATE ALL');
    expect(await run(text, [2])).toEqual([{ id: 2 }]);

    await pool.query("alter table shape_test add column label text default 'added'");
    expect(await run(text, [1])).toEqual([{ id: 1, label: 'added' }]);
  });

  it('passes a failing statement’s error through and runs it again afterwards', async () => {
    await pool.query('create table unique_test (id int primary key)');
    const text = 'insert into unique_test values ($1) returning id';
    expect(await run(text, [1])).toEqual([{ id: 1 }]);
    await expect(run(text, [1])).rejects.toMatchObject({ code: '23505' });
    expect(await run(text, [2])).toEqual([{ id: 2 }]);
  });
});
