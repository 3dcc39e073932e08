// A demo firm seeded once per suite and scale and kept between runs in the system's temp folder
// (seeding a million rows takes minutes); --fresh seeds it again.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDemoFirm, seedDemoSite } from '../apps/server/src/db/seed/index.ts';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/platform/database.ts';

export async function openSeededFirm(options: {
  suite: string;
  scale: number;
  today: string;
}): Promise<Database> {
  const { suite, scale, today } = options;
  const dir = path.join(os.tmpdir(), 'atrium-bench', `${suite}-scale-${scale}-seed-42-${today}`);
  const marker = path.join(dir, 'seeded.ok');
  const isFresh = process.argv.includes('--fresh') || !existsSync(marker);
  if (isFresh) mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
  // A kept database takes the migrations added since it was seeded.
  await migrateDatabase(database);
  if (!isFresh) {
    process.stdout.write(`reusing the demo firm seeded at --scale ${scale} in ${dir}\n`);
    return database;
  }
  const started = performance.now();
  const summary = await seedDemoFirm(database, { scale, seed: 42, today });
  await seedDemoSite(database, { adminUserId: summary.demoUserIds.admin, filesDir: path.join(dir, 'files') });
  process.stdout.write(
    `seeded the demo firm at --scale ${scale}: ${summary.rows.invoice_splits} invoice splits in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
  writeFileSync(marker, new Date().toISOString());
  return database;
}
