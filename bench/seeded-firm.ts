// A demo firm seeded once per suite and scale and kept between runs: on PGlite in the system's temp
// folder, or in a named database on a PostgreSQL server (seeding a million rows takes minutes);
// --fresh seeds it again.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedDemoFirm, seedDemoSite } from '../apps/server/src/db/seed/index.ts';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/platform/database.ts';
import { queryRows } from '../apps/server/src/platform/sql-rows.ts';

export interface SeededFirmOptions {
  suite: string;
  scale: number;
  today: string;
  /** A PostgreSQL server's database (created when missing); PGlite when left out. */
  serverUrl?: string;
}

export async function openSeededFirm(options: SeededFirmOptions): Promise<Database> {
  const { suite, scale, today, serverUrl } = options;
  const dir = path.join(os.tmpdir(), 'atrium-bench', `${suite}-scale-${scale}-seed-42-${today}`);
  if (serverUrl) return openSeededServerFirm({ ...options, serverUrl }, path.join(dir, 'files'));
  const marker = path.join(dir, 'seeded.ok');
  const isFresh = process.argv.includes('--fresh') || !existsSync(marker);
  if (isFresh) {
    // Seeding again over a kept database would collide with its rows.
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
  // A kept database takes the migrations added since it was seeded.
  await migrateDatabase(database);
  if (!isFresh) {
    process.stdout.write(`reusing the demo firm seeded at --scale ${scale} in ${dir}\n`);
    return database;
  }
  await seed(database, { scale, today, filesDir: path.join(dir, 'files') });
  writeFileSync(marker, new Date().toISOString());
  return database;
}

async function seed(database: Database, options: { scale: number; today: string; filesDir: string }) {
  const { scale, today, filesDir } = options;
  const started = performance.now();
  const summary = await seedDemoFirm(database, { scale, seed: 42, today });
  await seedDemoSite(database, { adminUserId: summary.demoUserIds.admin, filesDir });
  process.stdout.write(
    `seeded the demo firm at --scale ${scale}: ${summary.rows.invoice_splits} invoice splits in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
}

/**
 * The server keeps the seeded firm in its own database; a table written last marks it complete, so
 * a seed cut short is dropped and done again.
 */
async function openSeededServerFirm(
  options: SeededFirmOptions & { serverUrl: string },
  filesDir: string,
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { scale, today, serverUrl } = options;
  const url = new URL(serverUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unusable bench database name "${name}"`);
  const serverAdmin = new URL(serverUrl);
  serverAdmin.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: serverAdmin.toString() });
  await admin.connect();
  const label = `${options.suite} --scale ${scale} seed 42 ${today}`;
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    let isSeeded = false;
    if (exists && !process.argv.includes('--fresh')) {
      const probe = new pg.Client({ connectionString: serverUrl });
      await probe.connect();
      const marker = await probe
        .query<{ label: string }>('SELECT label FROM bench_seeded')
        .catch(() => ({ rows: [] as { label: string }[] }));
      await probe.end();
      isSeeded = marker.rows[0]?.label === label;
    }
    if (!isSeeded) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: serverUrl });
  await migrateDatabase(database);
  const [row] = await queryRows<{ seeded: boolean }>(
    database.db,
    sql`SELECT to_regclass('bench_seeded') IS NOT NULL AS seeded`,
  );
  if (row?.seeded) {
    process.stdout.write(`reusing the demo firm seeded at --scale ${scale} in ${name}\n`);
    return database;
  }
  await seed(database, { scale, today, filesDir });
  await database.exec(`CREATE TABLE bench_seeded AS SELECT '${label}'::text AS label, now() AS seeded_at`);
  return database;
}
