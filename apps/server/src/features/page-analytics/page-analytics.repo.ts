// SQL of page analytics: the daily counts (page_view_days) and today's viewer hashes
// (page_view_viewers, removed once the day is over), migration 0028.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';

/** What one process counted for a page on a day since its last flush. */
export interface PendingViews {
  uuid: string;
  day: string;
  views: number;
  viewerHashes: string[];
}

/**
 * Adds a batch in one statement: the viewer hashes first (a hash already there, from this process
 * or another, is no new viewer), then one multi-row upsert of the counts. Pages gone since are
 * skipped.
 */
export async function addPendingViews(db: Executor, batch: PendingViews[]): Promise<void> {
  const counts = batch.map((b) => ({ uuid: b.uuid, day: b.day, views: b.views }));
  const viewers = batch.flatMap((b) => b.viewerHashes.map((hash) => ({ uuid: b.uuid, day: b.day, hash })));
  await db.execute(sql`
    WITH fresh AS (
      INSERT INTO page_view_viewers (route_id, day, viewer_hash)
      SELECT r.id, v.day, v.hash
        FROM jsonb_to_recordset(${JSON.stringify(viewers)}::jsonb) AS v(uuid uuid, day date, hash text)
        JOIN routes r ON r.uuid = v.uuid
      ON CONFLICT DO NOTHING
      RETURNING route_id, day
    ), new_viewers AS (
      SELECT route_id, day, count(*)::int AS n FROM fresh GROUP BY route_id, day
    )
    INSERT INTO page_view_days AS d (route_id, day, views, viewers)
    SELECT r.id, c.day, c.views, coalesce(n.n, 0)
      FROM jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) AS c(uuid uuid, day date, views int)
      JOIN routes r ON r.uuid = c.uuid
      LEFT JOIN new_viewers n ON n.route_id = r.id AND n.day = c.day
    ON CONFLICT (route_id, day) DO UPDATE
      SET views = d.views + excluded.views, viewers = d.viewers + excluded.viewers`);
}

/** Viewer hashes are kept only while their day may still be counted (today, and yesterday's last flush). */
export async function pruneViewerHashes(db: Executor, { before }: { before: string }): Promise<void> {
  await db.execute(sql`DELETE FROM page_view_viewers WHERE day < ${before}::date`);
}

export interface PageTotals {
  routeId: number;
  views: number;
  viewerDays: number;
}

export function listTopPages(
  db: Executor,
  { from, limit }: { from: string; limit: number },
): Promise<PageTotals[]> {
  return queryRows<PageTotals>(
    db,
    sql`SELECT d.route_id AS "routeId", sum(d.views)::int AS views, sum(d.viewers)::int AS "viewerDays"
        FROM page_view_days d JOIN routes r ON r.id = d.route_id AND r.deleted_at IS NULL
        WHERE d.day >= ${from}::date
        GROUP BY d.route_id
        ORDER BY views DESC, "viewerDays" DESC, d.route_id
        LIMIT ${limit}`,
  );
}

export function listPageDays(
  db: Executor,
  { uuid, from }: { uuid: string; from: string },
): Promise<{ day: string; views: number; viewers: number }[]> {
  return queryRows(
    db,
    sql`SELECT d.day::text AS day, d.views, d.viewers
        FROM page_view_days d JOIN routes r ON r.id = d.route_id
        WHERE r.uuid = ${uuid} AND d.day >= ${from}::date
        ORDER BY d.day`,
  );
}

/** Ids of pages with at least one view on or after the day. */
export async function listPagesOpenedSince(db: Executor, { from }: { from: string }): Promise<Set<number>> {
  const found = await queryRows<{ routeId: number }>(
    db,
    sql`SELECT DISTINCT route_id AS "routeId" FROM page_view_days WHERE day >= ${from}::date AND views > 0`,
  );
  return new Set(found.map((r) => r.routeId));
}
