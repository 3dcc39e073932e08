// Test databases: one migrated and seeded template per run, cloned for every test file.
// PGlite (default) clones a dumped data dir; PostgreSQL (TEST_DATABASE_URL) clones a template database.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../platform/database.ts';

export const TEMPLATE_FILE = path.resolve(import.meta.dirname, '../../../../.test-data/template.tar.gz');
// Its own name lets two checkouts run the PostgreSQL suite on one server at the same time.
export const PG_TEMPLATE_NAME = process.env.ATRIUM_PG_TEMPLATE ?? 'atrium_test_template';
/** The demo firm at a small scale keeps every test file fast; `today` is fixed so figures are stable. */
export const TEST_SEED = { scale: 0.03, seed: 42, today: '2026-06-15' } as const;

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.ATRIUM_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  database: Database;
  /** The clone's address on a PostgreSQL server, so a second process-like app can open it too. */
  url?: string;
  close(): Promise<void>;
}

/** A private copy of the seeded template database for one test file. */
export async function cloneTemplateDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('ATRIUM_TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `atrium_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_NAME}`);
    const cloneUrl = withDatabaseName(url, name);
    const database = await openDatabase({ kind: 'postgres', url: cloneUrl });
    return {
      database,
      url: cloneUrl,
      close: async () => {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  if (!existsSync(TEMPLATE_FILE))
    throw new Error(`missing ${TEMPLATE_FILE}: run the tests through vitest's global setup`);
  const blob = new Blob([readFileSync(TEMPLATE_FILE)]);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: blob });
  return { database, close: () => database.close() };
}
