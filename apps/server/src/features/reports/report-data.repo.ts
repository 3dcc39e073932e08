// The bookkeeping that tells reports the data changed: the data version and the report cache.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';

/** Report caches compare this version; bumping it (and emptying the cache) invalidates them. */
export async function bumpDataVersion(db: Executor): Promise<number> {
  const [row] = rows<{ version: number }>(
    await db.execute(sql`insert into data_version (id, version) values (1, 2)
        on conflict (id) do update set version = data_version.version + 1, changed_at = now()
        returning version`),
  );
  return Number(row.version);
}

export async function clearReportCache(db: Executor): Promise<void> {
  await db.execute(sql`delete from report_cache`);
}
