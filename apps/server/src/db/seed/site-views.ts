// Page analytics on the demo site, so the analytics screen shows something true on a fresh start:
// 90 days of daily views over every page, busier pages and quieter ones, fewer on weekends; and
// one case for each content-health rule that reads them — a page nobody opened in 90 days, and a
// page kept out of the navigation that nothing links to. Days are relative to the day of seeding.
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';
import * as schema from '../schema/index.ts';
import { bulkInsert, IdAllocator, syncSequences } from './bulk-insert.ts';
import type { Random } from './random.ts';
import { paragraphs } from './site-types.ts';

export async function seedPageViews(
  database: Database,
  { adminUserId, random }: { adminUserId: number; random: Random },
): Promise<void> {
  const db = database.db;
  const [news] = rows<{ id: number }>(
    await db.execute(sql`select id from routes where path = 'news' order by id limit 1`),
  );
  if (!news) return;
  const ids = await IdAllocator.read(database);
  const unopened = ids.next('routes');
  const hidden = ids.next('routes');
  const longAgo = new Date(Date.now() - 400 * 86_400_000);
  await bulkInsert(database, schema.routes, [
    {
      id: unopened,
      uuid: random.uuid(),
      parentId: news.id,
      position: 200,
      title: 'Intranet launch, 2019',
      name: 'intranet-launch-2019',
      path: 'intranet-launch-2019',
      metaTitle: 'Intranet launch, 2019',
      excludeFromNav: false,
      updatedBy: adminUserId,
      createdAt: longAgo,
    },
    {
      id: hidden,
      uuid: random.uuid(),
      parentId: news.id,
      position: 201,
      title: 'Summer party photos',
      name: 'summer-party-photos',
      path: 'summer-party-photos',
      metaTitle: 'Summer party photos',
      excludeFromNav: true,
      updatedBy: adminUserId,
      createdAt: new Date(),
    },
  ]);
  await bulkInsert(database, schema.sections, [
    {
      id: ids.next('sections'),
      uuid: random.uuid(),
      routeId: unopened,
      position: 0,
      title: 'Welcome',
      text: paragraphs('The new intranet is live. Tell us what you think.'),
      typeIdentifier: 'RichText',
    },
    {
      id: ids.next('sections'),
      uuid: random.uuid(),
      routeId: hidden,
      position: 0,
      title: 'Photos',
      text: paragraphs('Photos from the summer party, by office.'),
      typeIdentifier: 'RichText',
    },
  ]);
  await syncSequences(database, ['routes', 'sections']);

  // The pages kept out of the navigation on purpose are linked from where people look for them.
  await linkPage(database, {
    from: 'documents',
    to: 'brand-toolkit',
    text: 'The brand toolkit: logos and templates',
  });
  await linkPage(database, { from: 'intranet-help', to: 'search-tips', text: 'Search tips' });

  // Each page a level of interest from its id; each day a share of it from the page and the day.
  // Every page but the unopened one is opened at least once (three days ago).
  await db.execute(sql`
    INSERT INTO page_view_days (route_id, day, views, viewers)
    SELECT r.id, (now() AT TIME ZONE 'UTC')::date - g, v.views, greatest(1, (v.views * 2 + 2) / 3)
      FROM routes r
      CROSS JOIN generate_series(0, 89) g
      CROSS JOIN LATERAL (
        SELECT (abs(hashtext(r.id || ':' || g)) % (1 + abs(hashtext(r.id::text)) % 40))
               / (CASE WHEN extract(isodow FROM (now() AT TIME ZONE 'UTC')::date - g) > 5 THEN 3 ELSE 1 END)
               + (CASE WHEN g = 3 THEN 1 ELSE 0 END) AS views
      ) v
     WHERE r.deleted_at IS NULL AND r.id <> ${unopened} AND v.views > 0`);
}

/** Adds a paragraph with a link to the page at one address segment to the first rich text of another. */
async function linkPage(database: Database, { from, to, text }: { from: string; to: string; text: string }) {
  const [target] = rows<{ fullPath: string }>(
    await database.db.execute(sql`
      WITH RECURSIVE up AS (
        SELECT parent_id, '/' || path AS full_path FROM routes WHERE path = ${to} AND deleted_at IS NULL
        UNION ALL
        SELECT p.parent_id, '/' || p.path || up.full_path FROM up JOIN routes p ON p.id = up.parent_id
      )
      SELECT full_path AS "fullPath" FROM up WHERE parent_id IS NULL LIMIT 1`),
  );
  if (!target) return;
  await database.db.execute(sql`
    UPDATE sections SET text = text || ${`<p><a href="${target.fullPath}">${text}</a></p>`}
     WHERE id = (SELECT min(s.id) FROM sections s JOIN routes r ON r.id = s.route_id
                  WHERE r.path = ${from} AND r.deleted_at IS NULL AND s.type_identifier = 'RichText')`);
}
