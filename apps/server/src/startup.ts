// Opens the configured database, applies migrations, and on first run fills it: the demo firm,
// or for a real deployment just the first site admin.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import { users } from './db/schema/index.ts';
import { DEMO_ACCOUNTS, seedDemoFirm, seedDemoSite } from './db/seed/index.ts';
import { type Database, migrateDatabase, openDatabase } from './platform/database.ts';
import { hashPassword } from './platform/tokens.ts';

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

async function isEmpty(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}

export async function prepareDatabase(config: Config): Promise<PreparedDatabase> {
  const database = await openDatabase(databaseOptionsFor(config));
  await migrateDatabase(database);
  const wasEmpty = await isEmpty(database);
  if (config.ATRIUM_DEMO) {
    if (wasEmpty) {
      process.stdout.write('  First run: creating the demo firm (takes a little while once)…\n');
      await seedDemoFirm(database, { scale: config.ATRIUM_DEMO_SCALE });
      const [admin] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS[0].email}`);
      await seedDemoSite(database, {
        adminUserId: admin.id,
        filesDir: path.join(config.ATRIUM_DATA_DIR, 'files'),
      });
    }
    return { database, accounts: DEMO_ACCOUNTS.map((a) => ({ email: a.email, description: a.description })) };
  }
  if (wasEmpty) await createFirstAdmin(database, config);
  return { database, accounts: [] };
}

async function createFirstAdmin(database: Database, config: Config): Promise<void> {
  const email = config.ATRIUM_ADMIN_EMAIL!;
  const [first, ...rest] = email.split('@')[0].split(/[._-]/);
  await database.db.insert(users).values({
    sourceId: `admin:${email.toLowerCase()}`,
    email,
    passwordHash: await hashPassword(config.ATRIUM_ADMIN_PASSWORD!),
    firstName: capitalise(first || 'Site'),
    lastName: capitalise(rest.join(' ') || 'Admin'),
    title: 'Site administrator',
    role: 'Administrator',
    isSiteAdmin: true,
  });
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
