// `npm run reindex`: rebuilds the search index of the database the server uses (DATABASE_URL, or
// the embedded one under ATRIUM_DATA_DIR) — after loading data behind the portal's back, or to
// pick up an extension (unaccent, pg_trgm) installed since. Safe while the server runs.
import { loadConfig } from '../config.ts';
import { countSearchDocuments, reindexSearch } from '../features/search/search.service.ts';
import { migrateDatabase, openDatabase } from '../platform/database.ts';
import { databaseOptionsFor } from '../startup.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const options = databaseOptionsFor(config);
  const target =
    options.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${options.dataDir}`;
  process.stdout.write(`Rebuilding the search index of ${target}…\n`);
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
    const startedAt = performance.now();
    const written = await database.db.transaction((tx) => reindexSearch({ db: tx }));
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    process.stdout.write(`  ${written.toLocaleString('en-US')} documents in ${seconds} s\n`);
    for (const [type, count] of Object.entries(await countSearchDocuments({ db: database.db })))
      process.stdout.write(`  ${type.padEnd(10)} ${count.toLocaleString('en-US').padStart(9)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Reindex failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
