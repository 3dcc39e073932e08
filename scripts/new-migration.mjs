// npm run migration:new -- <name>: an empty migration file numbered after the last one, and its
// journal entry with a `when` later than every other (the migrator skips an entry that is not).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = path.resolve(import.meta.dirname, '../apps/server/src/db/migrations');
const name = (process.argv[2] ?? '')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '_')
  .replace(/^_|_$/g, '');
if (!name) {
  process.stderr.write('Name the migration: npm run migration:new -- add_page_owners\n');
  process.exit(1);
}
const journalPath = path.join(folder, 'meta/_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
const numbers = readdirSync(folder)
  .map((file) => /^(\d{4})_.*\.sql$/.exec(file)?.[1])
  .filter(Boolean)
  .map(Number);
const tag = `${String(Math.max(-1, ...numbers) + 1).padStart(4, '0')}_${name}`;
const last = journal.entries.at(-1);
journal.entries.push({
  idx: journal.entries.length,
  version: last?.version ?? '7',
  when: Math.max(Date.now(), (last?.when ?? 0) + 1),
  tag,
  breakpoints: true,
});
writeFileSync(path.join(folder, `${tag}.sql`), `-- What this migration changes, and why.\n`);
writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
process.stdout.write(
  `Created apps/server/src/db/migrations/${tag}.sql; separate statements with --> statement-breakpoint\n`,
);
