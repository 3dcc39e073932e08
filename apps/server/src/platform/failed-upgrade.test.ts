// An upgrade whose migrations fail part-way leaves the database as it was: the pending migrations
// run in one transaction, so none of them is half-applied and the next start tries them again.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTemplateDatabase, type TestDatabase } from '../test/test-database.ts';
import { lastAppliedMigrationWhen } from './backup/backup.repo.ts';
import { migrateDatabase } from './database.ts';
import { queryRows } from './sql-rows.ts';

const shippedMigrations = path.resolve(import.meta.dirname, '../db/migrations');

/** The shipped migrations and two new ones: the first applies cleanly, the second fails. */
async function migrationsWithAFailingUpgrade(folder: string): Promise<void> {
  await cp(shippedMigrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8'));
  const last = journal.entries.at(-1);
  const added = [
    { tag: '9998_upgrade_probe', sql: 'CREATE TABLE upgrade_probe (id integer);' },
    {
      tag: '9999_broken_upgrade',
      sql: 'ALTER TABLE upgrade_probe ADD COLUMN note text;\n--> statement-breakpoint\nSELECT * FROM no_such_table;',
    },
  ];
  for (const [i, migration] of added.entries()) {
    await writeFile(path.join(folder, `${migration.tag}.sql`), migration.sql);
    journal.entries.push({ ...last, idx: last.idx + 1 + i, when: last.when + 1 + i, tag: migration.tag });
  }
  await writeFile(journalFile, JSON.stringify(journal));
}

describe('an upgrade whose migration fails', () => {
  let clone: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    clone = await cloneTemplateDatabase();
    folder = await mkdtemp(path.join(os.tmpdir(), 'atrium-migrations-'));
    await migrationsWithAFailingUpgrade(folder);
  });
  afterAll(async () => {
    await clone?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('stops with the reason and leaves the database at its last migration, nothing half-applied', async () => {
    const { db } = clone.database;
    const before = await lastAppliedMigrationWhen(db);

    await expect(migrateDatabase(clone.database, { migrationsFolder: folder })).rejects.toThrow(
      /no_such_table/,
    );

    expect(await lastAppliedMigrationWhen(db)).toBe(before);
    const probe = await queryRows<{ name: string | null }>(
      db,
      sql`select to_regclass('upgrade_probe')::text as name`,
    );
    expect(probe[0]?.name).toBeNull();
  });
});
