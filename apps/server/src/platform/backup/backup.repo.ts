// SQL a backup's manifest needs: which migration the database is at, and the server's version.
import { sql } from 'drizzle-orm';
import type { Executor } from '../database.ts';
import { queryRows } from '../sql-rows.ts';

/** The `when` of the newest migration applied (the migrator keeps it as `created_at`). */
export async function lastAppliedMigrationWhen(db: Executor): Promise<number | undefined> {
  const [row] = await queryRows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return row ? Number(row.created_at) : undefined;
}

/** The PostgreSQL server's major version, e.g. 15: pg_dump must be at least as new. */
export async function serverMajorVersion(db: Executor): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(
    db,
    sql`select current_setting('server_version_num') as version`,
  );
  return Math.floor(Number(row?.version ?? 0) / 10000);
}
