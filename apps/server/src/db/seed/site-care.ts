// Content care on the demo site, so each screen has something true on a fresh start: a London
// office page (with a widget for partners only), the Code of Conduct as must-read for London, and
// owners with a spread of review dates over the policies. Dates are relative to the day of seeding.
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';
import * as schema from '../schema/index.ts';
import { bulkInsert, IdAllocator, syncSequences } from './bulk-insert.ts';
import type { Random } from './random.ts';
import { paragraphs } from './site-types.ts';

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const monthsAgo = (months: number, extraDays = 0) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() - extraDays * 86_400_000).toISOString().slice(0, 10);
};

export async function seedSiteCare(
  database: Database,
  { adminUserId, random }: { adminUserId: number; random: Random },
): Promise<void> {
  const db = database.db;
  // By path: each of the pages named here has an address segment no other page has.
  const routeIds = new Map(
    rows<{ id: number; path: string }>(
      await db.execute(sql`select id, path from routes order by id desc`),
    ).map((r) => [r.path, r.id]),
  );
  const [london] = rows<{ id: number; name: string }>(
    await db.execute(sql`select id, name from locations where city = 'London' order by id limit 1`),
  );
  const [partner] = rows<{ id: number }>(
    await db.execute(sql`select id from users where role = 'Partner' and status_id = 1 order by id limit 1`),
  );
  const news = routeIds.get('news');
  if (!london || !news) return;
  const londonOnly = [
    { key: { Id: 'LocationId', Text: 'Office' }, value: { Id: london.id, Text: london.name } },
  ];
  const partnersOnly = [{ key: { Id: 'Role', Text: 'Role' }, value: { Id: 'Partner', Text: 'Partner' } }];

  const ids = await IdAllocator.read(database);
  const pageId = ids.next('routes');
  await bulkInsert(database, schema.routes, [
    {
      id: pageId,
      uuid: random.uuid(),
      parentId: news,
      position: 100,
      title: 'London office: the move to Blackfriars',
      name: 'london-office-move',
      path: 'london-office-move',
      metaTitle: 'London office: the move to Blackfriars',
      metaDescription: 'What changes for the London office, and when.',
      audience: londonOnly,
      updatedBy: adminUserId,
    },
  ]);
  await bulkInsert(database, schema.sections, [
    {
      id: ids.next('sections'),
      uuid: random.uuid(),
      routeId: pageId,
      position: 0,
      title: 'The move',
      text: paragraphs(
        'The London office moves to Blackfriars over the first weekend of next quarter.',
        'Desks are assigned by team; lockers are on every floor.',
      ),
      typeIdentifier: 'RichText',
    },
    {
      id: ids.next('sections'),
      uuid: random.uuid(),
      routeId: pageId,
      position: 1,
      title: 'For partners: client meeting rooms',
      text: paragraphs('The client suite on the sixth floor is booked through the partners’ assistants.'),
      typeIdentifier: 'RichText',
      attributes: [{ Name: 'audience', Value: JSON.stringify(partnersOnly) }],
    },
  ]);
  await syncSequences(database, ['routes', 'sections']);

  const conduct = routeIds.get('code-of-conduct');
  if (conduct) {
    await bulkInsert(database, schema.pageMustReads, [
      { routeId: conduct, audience: londonOnly, until: dayOffset(30), setBy: adminUserId },
    ]);
  }
  const reviews: (typeof schema.pageReviews.$inferInsert)[] = [];
  const review = (name: string, intervalMonths: number, reviewedAt: string, ownerId = adminUserId) => {
    const routeId = routeIds.get(name);
    if (routeId) reviews.push({ routeId, ownerId, intervalMonths, reviewedAt });
  };
  // Overdue, due within a week, and well ahead.
  review('code-of-conduct', 12, monthsAgo(13));
  review('employee-handbook', 6, monthsAgo(6, -4), partner?.id ?? adminUserId);
  review('data-protection', 3, monthsAgo(1));
  reviews.push({ routeId: pageId, ownerId: adminUserId, intervalMonths: 6, reviewedAt: dayOffset(0) });
  if (reviews.length > 0) await bulkInsert(database, schema.pageReviews, reviews);
}
