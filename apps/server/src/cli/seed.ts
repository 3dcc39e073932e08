// `tsx apps/server/src/cli/seed.ts [--scale N] [--seed N] [--today YYYY-MM-DD] [--site]`: seeds the
// demo firm into a fresh in-memory PGlite (or DATABASE_URL when set) and prints row counts, the
// time taken and a checksum — for benchmarks and for checking that a seed is deterministic.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { checksumDemoFirm } from '../db/seed/checksum.ts';
import { seedDemoFirm, seedDemoSite } from '../db/seed/index.ts';
import { hasAnyUser } from '../features/auth/auth.service.ts';
import { migrateDatabase, openDatabase } from '../platform/database.ts';

const USAGE = 'Usage: tsx apps/server/src/cli/seed.ts [--scale N] [--seed N] [--today YYYY-MM-DD] [--site]';

function parseArguments(argv: string[]): {
  scale?: number;
  seed?: number;
  today?: string;
  withSite: boolean;
} {
  const options: { scale?: number; seed?: number; today?: string; withSite: boolean } = { withSite: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--scale') options.scale = Number(value());
    else if (flag === '--seed') options.seed = Number(value());
    else if (flag === '--today') options.today = value();
    else if (flag === '--site') options.withSite = true;
    else throw new Error(`unknown argument ${argv[i]}\n${USAGE}`);
  }
  if (options.scale !== undefined && !(options.scale > 0))
    throw new Error(`--scale must be a positive number\n${USAGE}`);
  if (options.seed !== undefined && !Number.isInteger(options.seed))
    throw new Error(`--seed must be an integer\n${USAGE}`);
  return options;
}

async function main(): Promise<number> {
  const { withSite, ...options } = parseArguments(process.argv.slice(2));
  const config = loadConfig();
  const startedAt = performance.now();
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(database);
    if (await hasAnyUser({ db: database.db })) {
      throw new Error('the database already has users: seed an empty database');
    }
    const openedMs = performance.now() - startedAt;
    const timings = new Map<string, number>();
    // CPU time as well as wall time: on a busy shared machine the wall clock says little.
    const cpuBefore = process.cpuUsage();
    const summary = await seedDemoFirm(database, {
      ...options,
      onTable: (table, _rows, ms) => timings.set(table, ms),
    });
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const width = Math.max(...Object.keys(summary.rows).map((name) => name.length));
    process.stdout.write(
      `Demo firm on ${database.kind === 'pglite' ? 'in-memory PGlite' : 'PostgreSQL (DATABASE_URL)'}: ` +
        `scale ${summary.scale}, seed ${summary.seed}, today ${summary.today}\n`,
    );
    const seconds = (ms = 0) => `${(ms / 1000).toFixed(2)} s`;
    process.stdout.write(
      `  ${'(generated in memory)'.padEnd(width + 11)}  ${seconds(timings.get('(generated in memory)'))}\n`,
    );
    for (const [name, count] of Object.entries(summary.rows)) {
      const took = timings.has(name) ? `  ${seconds(timings.get(name))}` : '';
      process.stdout.write(`  ${name.padEnd(width)}  ${count.toLocaleString('en-US').padStart(9)}${took}\n`);
    }
    const total = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    process.stdout.write(`  ${'total'.padEnd(width)}  ${total.toLocaleString('en-US').padStart(9)}\n`);
    if (withSite) {
      // A throwaway folder: this database is usually in memory, its files should not outlive it.
      const filesDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-seed-files-'));
      const site = await seedDemoSite(database, { adminUserId: summary.demoUserIds.admin, filesDir });
      process.stdout.write(
        `Site: ${site.routes} routes, ${site.sections} sections, ${site.files} file(s) in ${filesDir}\n`,
      );
    }
    process.stdout.write(
      `Seeded in ${(summary.milliseconds / 1000).toFixed(1)} s wall, ${cpuSeconds.toFixed(1)} s CPU ` +
        `(database open + migrate before that: ${(openedMs / 1000).toFixed(1)} s)\n`,
    );
    process.stdout.write(`Checksum ${(await checksumDemoFirm(database)).all}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
