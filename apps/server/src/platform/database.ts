// One PostgreSQL dialect on two drivers: embedded PGlite (default) or a PostgreSQL server.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema/index.ts';
import { prepareOnServer } from './pg-statements.ts';
import { prepareStatementsOnce } from './pglite-statements.ts';
import { tuneForServing } from './pglite-tuning.ts';
import { type NotificationHandlers, ServerListener } from './server-listener.ts';

export type { NotificationHandlers } from './server-listener.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs one SQL statement without parameters (used for bulk loads and maintenance). */
  exec(sqlText: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Connections open, idle and queries waiting for one, for the metrics; none for the embedded database. */
  poolUse(): PoolUse | null;
  /** The PGlite instance when embedded (tests clone it), otherwise undefined. */
  pglite?: PGlite;
  /**
   * Starts writing down every statement that reaches the driver (BEGIN and COMMIT included), so a
   * test can hold a request to a statement budget; `stop()` ends it and answers what was sent.
   */
  recordStatements(): StatementRecording;
  /**
   * Hears `NOTIFY` on a channel, from this process and every other one on the same database.
   * `onReset` runs whenever messages may have been missed (a lost connection, until it is back):
   * whoever caches on the strength of these messages drops the cache then.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * Resolves once every process on this database has heard every notification committed before the
   * call, so a change answered after it is seen at once by reads on any process (caches trust their
   * notifications). Answers the processes that stayed silent too long to wait for.
   */
  reachEveryProcess(): Promise<string[]>;
}

export interface PoolUse {
  open: number;
  idle: number;
  waiting: number;
}

export interface StatementRecording {
  readonly statements: string[];
  stop(): string[];
}

/** The recordings running on one database; each statement is noted in all of them. */
class StatementRecorders {
  private readonly active = new Set<string[]>();

  note(text: string): void {
    for (const statements of this.active) statements.push(text);
  }

  start(): StatementRecording {
    const statements: string[] = [];
    this.active.add(statements);
    return {
      statements,
      stop: () => {
        this.active.delete(statements);
        return statements;
      },
    };
  }
}

const migrationsFolder = path.resolve(import.meta.dirname, '../db/migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; peerWaitMs?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/** A process that has not heard a change after this long is not waited for (it is named in the log). */
const PEER_WAIT_MS = 5000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const recorders = new StatementRecorders();
    // Every statement, the pool's own included, goes through a pooled client's query().
    pool.on('connect', (client) => {
      prepareOnServer(client);
      countClientQueries(client, recorders);
    });
    // An idle client whose connection the server ends (a restart, a dropped database) is removed by
    // the pool and replaced on the next query; unheard, the error would end the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listener = new ServerListener({ url: options.url, peerWaitMs: options.peerWaitMs ?? PEER_WAIT_MS });
    return {
      db,
      kind: 'postgres',
      recordStatements: () => recorders.start(),
      listen: (channel, handlers) => listener.listen(channel, handlers),
      reachEveryProcess: () => listener.reachEveryProcess(),
      exec: async (sqlText) => {
        await pool.query(sqlText);
      },
      ping: async () => (await pool.query('select 1 as ok')).rows[0]?.ok === 1,
      poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Search folds accents and matches misspelt names with these (migration 0010).
    extensions: { pg_trgm, unaccent },
  });
  const recorders = new StatementRecorders();
  prepareStatementsOnce(client);
  tuneForServing(client);
  countPgliteQueries(client, recorders);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    recordStatements: () => recorders.start(),
    // One embedded connection: it hears its own notifications, and nothing is lost between them.
    listen: async (channel, { onMessage }) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    reachEveryProcess: async () => [],
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    ping: async () => (await client.query<{ ok: number }>('select 1 as ok')).rows[0]?.ok === 1,
    poolUse: () => null,
    close: () => client.close(),
  };
}

const statementText = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | undefined)?.text ?? query);

function countClientQueries(client: pg.PoolClient, recorders: StatementRecorders): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    recorders.note(statementText(args[0]));
    return query(...args);
  }) as typeof client.query;
}

/** PGlite sends BEGIN and COMMIT itself inside transaction(): they are noted there. */
function countPgliteQueries(client: PGlite, recorders: StatementRecorders): void {
  countQueries(client, recorders);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => {
    recorders.note('BEGIN');
    let isSettled = false;
    return transaction(async (tx) => {
      countQueries(tx, recorders);
      const rollback = tx.rollback.bind(tx);
      tx.rollback = () => {
        isSettled = true;
        recorders.note('ROLLBACK');
        return rollback();
      };
      try {
        const result = await callback(tx);
        isSettled = true;
        recorders.note('COMMIT');
        return result;
      } catch (error) {
        if (!isSettled) recorders.note('ROLLBACK');
        isSettled = true;
        throw error;
      }
    });
  };
}

function countQueries(target: PGlite | Transaction, recorders: StatementRecorders): void {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((text: string, ...rest: unknown[]) => {
    recorders.note(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof target.query;
  target.exec = (text, options) => {
    recorders.note(text);
    return exec(text, options);
  };
}

/**
 * Applies the checked-in SQL migrations that have not run yet, all of them in one transaction: one
 * that fails leaves the database as it was, at its last migration (docs/operations.md, Upgrades).
 */
export async function migrateDatabase(
  database: Database,
  options: { migrationsFolder?: string } = {},
): Promise<void> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  if (database.kind === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator is typed per driver
    await migratePg(database.db as any, { migrationsFolder: folder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator is typed per driver
    await migratePglite(database.db as any, { migrationsFolder: folder });
  }
}
