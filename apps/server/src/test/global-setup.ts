// Vitest global setup: builds the seeded template database once per run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEMO_ACCOUNTS, seedDemoFirm, seedDemoSite } from '../db/seed/index.ts';
import { type Database, migrateDatabase, openDatabase } from '../platform/database.ts';
import { rows } from '../platform/sql-rows.ts';
import {
  PG_TEMPLATE_NAME,
  TEMPLATE_FILE,
  TEST_SEED,
  testDatabaseKind,
  withDatabaseName,
} from './test-database.ts';

async function fill(database: Database, filesDir: string): Promise<void> {
  await migrateDatabase(database);
  await seedDemoFirm(database, TEST_SEED);
  const [admin] = rows<{ id: number }>(
    await database.db.execute(sql`select id from users where lower(email) = ${DEMO_ACCOUNTS[0].email}`),
  );
  await seedDemoSite(database, { adminUserId: admin.id, filesDir });
}

export default async function setup(project?: { config: { env?: Record<string, string> } }): Promise<void> {
  const kind = project?.config.env?.ATRIUM_TEST_DB ?? testDatabaseKind();
  const filesDir = path.join(path.dirname(TEMPLATE_FILE), 'files');
  mkdirSync(filesDir, { recursive: true });
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('ATRIUM_TEST_DB=postgres needs TEST_DATABASE_URL');
    const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_NAME}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, PG_TEMPLATE_NAME) });
    await fill(database, filesDir);
    await database.close();
    await admin.end();
    return;
  }
  const database = await openDatabase({ kind: 'pglite' });
  await fill(database, filesDir);
  const dump = await database.pglite!.dumpDataDir('gzip');
  mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
