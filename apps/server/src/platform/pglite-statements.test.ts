// Statements prepared once on the embedded database answer exactly as PGlite's own queries do:
// the same rows, types, counts and errors, in the same order with transactions.
import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS, prepareStatementsOnce } from './pglite-statements.ts';

const SCHEMA = `
  create table notes (
    id serial primary key,
    title text not null unique,
    written_on date,
    saved_at timestamptz,
    amount numeric(12, 2),
    views bigint,
    tags text[],
    detail jsonb,
    is_pinned boolean
  );`;

let usual: PGlite;
let prepared: PGlite;
beforeAll(async () => {
  usual = await PGlite.create();
  prepared = await PGlite.create();
  prepareStatementsOnce(prepared);
  for (const db of [usual, prepared]) await db.exec(SCHEMA);
});
afterAll(async () => {
  await usual.close();
  await prepared.close();
});

/** Runs the same statement on both databases and answers both results. */
async function both(text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) {
  return Promise.all([usual.query(text, params, options), prepared.query(text, params, options)]);
}

const keptStatements = async () =>
  Number(
    (await prepared.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0].n,
  );

describe('statements prepared once on the embedded database', () => {
  it('answer the same rows, types and counts as PGlite itself', async () => {
    const insert = `insert into notes (title, written_on, saved_at, amount, views, tags, detail, is_pinned)
      values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`;
    const values = [
      'Office move',
      '2026-11-27',
      new Date('2026-11-27T09:30:00Z'),
      '1234.50',
      9007199254740993n,
      ['facilities', 'london'],
      { floor: 3, rooms: ['A', 'B'] },
      true,
    ];
    const [usualInsert, preparedInsert] = await both(insert, values);
    expect(preparedInsert).toEqual(usualInsert);
    expect(preparedInsert.affectedRows).toBe(1);

    for (let run = 0; run < 3; run++) {
      const [a, b] = await both('select * from notes where title = $1 and is_pinned = $2', [
        'Office move',
        true,
      ]);
      expect(b.rows).toEqual(a.rows);
      expect(b.fields).toEqual(a.fields);
      expect(b.rows[0]).toMatchObject({ amount: '1234.50', tags: ['facilities', 'london'] });
    }
    const [arraysA, arraysB] = await both('select id, title from notes where title = $1', ['Office move'], {
      rowMode: 'array',
    });
    expect(arraysB).toEqual(arraysA);

    const [nullsA, nullsB] = await both('select $1::text as nothing, $2::int as count', [null, undefined]);
    expect(nullsB.rows).toEqual(nullsA.rows);
    expect(nullsB.rows).toEqual([{ nothing: null, count: null }]);

    const asText = { parsers: { 1082: (value: string) => `day ${value}` } };
    const [parsedA, parsedB] = await both('select written_on from notes', [], asText);
    expect(parsedB.rows).toEqual(parsedA.rows);
    expect(parsedB.rows).toEqual([{ written_on: 'day 2026-11-27' }]);

    const [updateA, updateB] = await both('update notes set views = views + 1 where id > $1', [0]);
    expect(updateB).toEqual(updateA);
    expect(updateB.affectedRows).toBe(1);
  });

  it('keep one prepared statement per text, within the limit, closing the least used', async () => {
    const before = await keptStatements();
    for (let i = 0; i < 3; i++) await prepared.query('select $1::int + 1 as next', [i]);
    expect(await keptStatements()).toBe(before + 1);

    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i++) {
      const { rows } = await prepared.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(rows[0].n).toBe(1 + i);
    }
    expect(await keptStatements()).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS + 1);
  });

  it('see a changed table after a schema change, through a query or a script', async () => {
    const first = await prepared.query('select * from notes limit 1');
    expect(first.fields.map((f) => f.name)).not.toContain('colour');

    await prepared.query('alter table notes add column colour text');
    const second = await prepared.query('select * from notes limit 1');
    expect(second.fields.map((f) => f.name)).toContain('colour');

    await prepared.exec('alter table notes drop column colour; alter table notes add column shade text;');
    const third = await prepared.query('select * from notes limit 1');
    expect(third.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['shade']));
    expect(third.fields.map((f) => f.name)).not.toContain('colour');
  });

  it('prepare a statement again once the engine has dropped it', async () => {
    const text = 'select count(*)::int as n from notes where id > $1';
    expect((await prepared.query(text, [0])).rows).toEqual([{ n: 1 }]);
    const { rows } = await prepared.query<{ name: string }>(
      'select name from pg_prepared_statements where statement = $1',
      [text],
    );
    // Dropped behind this path's back: the run that finds it gone fails, the next prepares it again.
    await prepared.execProtocol(protocol.serialize.query(`deallocate "${rows[0].name}"`));
    await expect(prepared.query(text, [0])).rejects.toMatchObject({ code: '26000' });
    expect((await prepared.query(text, [0])).rows).toEqual([{ n: 1 }]);
  });

  it('fail as PGlite does, naming the statement, and the database goes on', async () => {
    const duplicate = `insert into notes (title) values ($1)`;
    const [usualError, preparedError] = await Promise.all(
      [usual, prepared].map((db) => db.query(duplicate, ['Office move']).catch((error: unknown) => error)),
    );
    expect(preparedError).toMatchObject({ code: '23505', query: duplicate, params: ['Office move'] });
    expect((preparedError as Error).message).toBe((usualError as Error).message);

    await expect(prepared.query('select no_such_column from notes')).rejects.toMatchObject({ code: '42703' });
    expect((await prepared.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 1 }]);
  });

  it('roll back with a failed transaction and keep others out of one under way', async () => {
    const failed = prepared.transaction(async (tx) => {
      await tx.query(`insert into notes (title) values ($1)`, ['Draft']);
      await tx.query(`insert into notes (title) values ($1)`, ['Office move']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const count = () => prepared.query<{ n: number }>('select count(*)::int as n from notes');
    expect((await count()).rows).toEqual([{ n: 1 }]);

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const open = prepared.transaction(async (tx) => {
      await tx.query(`insert into notes (title) values ($1)`, ['Agenda']);
      await held;
    });
    // Asked while the transaction holds an uncommitted row: answered only after it commits.
    const during = count();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await open;
    expect((await during).rows).toEqual([{ n: 2 }]);
    await expect(
      prepared.transaction(async (tx) => {
        await tx.rollback();
        await tx.query('select 1');
      }),
    ).rejects.toThrow('Transaction is closed');
  });
});
