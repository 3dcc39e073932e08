// The migrations this version of the portal ships, by the journal drizzle-kit keeps beside them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const journalFile = path.resolve(import.meta.dirname, '../../db/migrations/meta/_journal.json');

export interface ShippedMigration {
  tag: string;
  /** Also what the migrator records as the migration's `created_at`. */
  when: number;
}

export async function shippedMigrations(): Promise<ShippedMigration[]> {
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: ShippedMigration[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}
