// `npm run import -- <folder>`: imports the CSV files of a folder into the database the server
// uses (DATABASE_URL, or the embedded one under ATRIUM_DATA_DIR). All or nothing; see
// docs/data-import.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { type ImportFileInput, runImport } from '../features/import/import.service.ts';
import { ImportFailedError } from '../features/import/import-problems.ts';
import { migrateDatabase, openDatabase } from '../platform/database.ts';
import { databaseOptionsFor } from '../startup.ts';

function readFolder(folder: string): ImportFileInput[] {
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`${folder} is not a folder. Usage: npm run import -- <folder with CSV files>`);
  }
  return readdirSync(folder)
    .filter((name) => name.toLowerCase().endsWith('.csv'))
    .sort()
    .map((name) => ({ name, content: readFileSync(path.join(folder, name)) }));
}

async function main(): Promise<number> {
  const folderArgument = process.argv[2];
  if (!folderArgument) {
    process.stderr.write('Usage: npm run import -- <folder with CSV files>\n');
    return 2;
  }
  const folder = path.resolve(folderArgument);
  const files = readFolder(folder);
  const config = loadConfig();
  const options = databaseOptionsFor(config);
  const target =
    options.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${options.dataDir}`;
  process.stdout.write(`Importing ${files.length} file(s) from ${folder} into ${target}…\n`);

  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
    const { imported } = await runImport({ db: database.db, user: null }, { files, via: 'cli' });
    const width = Math.max(...Object.keys(imported).map((name) => name.length));
    for (const [name, count] of Object.entries(imported)) {
      process.stdout.write(`  ${name.padEnd(width)}  ${count} ${count === 1 ? 'row' : 'rows'}\n`);
    }
    process.stdout.write('Done. Report caches were cleared.\n');
    return 0;
  } catch (error) {
    if (!(error instanceof ImportFailedError)) throw error;
    process.stderr.write(`${error.message}\n${error.problems.map((p) => `  ${p}`).join('\n')}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
