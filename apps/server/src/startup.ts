// Opens the configured database, applies migrations, and on first run fills it: the demo firm,
// or for a real deployment just the first site admin.
import path from 'node:path';
import type { Config } from './config.ts';
import { DEMO_ACCOUNTS, seedDemoFirm, seedDemoSite } from './db/seed/index.ts';
import { createFirstAdmin, hasAnyUser } from './features/auth/auth.service.ts';
import { type Database, migrateDatabase, openDatabase } from './platform/database.ts';

export interface PreparedDatabase {
  database: Database;
  /** Demo accounts to print at start (empty for a real deployment). */
  accounts: { email: string; description: string }[];
}

export function databaseOptionsFor(config: Config) {
  return config.DATABASE_URL
    ? ({ kind: 'postgres', url: config.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: path.join(config.ATRIUM_DATA_DIR, 'pglite') } as const);
}

export async function prepareDatabase(config: Config): Promise<PreparedDatabase> {
  const database = await openDatabase(databaseOptionsFor(config));
  await migrateDatabase(database);
  const ctx = { db: database.db };
  const wasEmpty = !(await hasAnyUser(ctx));
  if (config.ATRIUM_DEMO) {
    if (wasEmpty) {
      process.stdout.write('  First run: creating the demo firm (takes a little while once)…\n');
      const firm = await seedDemoFirm(database, { scale: config.ATRIUM_DEMO_SCALE });
      await seedDemoSite(database, {
        adminUserId: firm.demoUserIds.admin,
        filesDir: path.join(config.ATRIUM_DATA_DIR, 'files'),
      });
    }
    return { database, accounts: DEMO_ACCOUNTS.map((a) => ({ email: a.email, description: a.description })) };
  }
  if (wasEmpty) {
    // config.ts refuses to start without both when the demo is off.
    await createFirstAdmin(ctx, {
      email: config.ATRIUM_ADMIN_EMAIL!,
      password: config.ATRIUM_ADMIN_PASSWORD!,
    });
  }
  return { database, accounts: [] };
}
