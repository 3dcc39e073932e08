// The embedded database serves transactions in the order they are asked for, one per turn of the
// event loop, so requests that arrive meanwhile are read and queued instead of waiting unseen.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
});
afterAll(() => database.close());

describe('transactions on the embedded database', () => {
  it('run in the order asked for, and the event loop takes a turn between two of them', async () => {
    const events: string[] = [];
    const save = (name: string) =>
      database.db.transaction(async (tx) => {
        events.push(`${name} starts`);
        // Work that arrives while this transaction runs: it must be seen before the next one starts.
        setImmediate(() => events.push(`arrival during ${name}`));
        await tx.execute(sql`select 1`);
        events.push(`${name} ends`);
      });
    await Promise.all([save('first'), save('second'), save('third')]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([
      'first starts',
      'first ends',
      'arrival during first',
      'second starts',
      'second ends',
      'arrival during second',
      'third starts',
      'third ends',
      'arrival during third',
    ]);
  });

  it('go on after one fails', async () => {
    const failed = database.db.transaction(async () => {
      throw new Error('refused');
    });
    const next = database.db.transaction(async (tx) => tx.execute(sql`select 2 as two`));
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBeDefined();
  });
});
