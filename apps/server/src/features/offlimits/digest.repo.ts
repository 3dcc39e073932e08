// The only SQL on the weekly off-limits mail's subscribers.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';

export async function isSubscribed(db: Executor, userId: number): Promise<boolean> {
  const [row] = rows<{ found: boolean }>(
    await db.execute(
      sql`select exists (select 1 from offlimits_digest_subscribers where user_id = ${userId}) as found`,
    ),
  );
  return row?.found ?? false;
}

export async function setSubscribed(db: Executor, userId: number, subscribed: boolean): Promise<void> {
  await db.execute(
    subscribed
      ? sql`insert into offlimits_digest_subscribers (user_id) values (${userId}) on conflict do nothing`
      : sql`delete from offlimits_digest_subscribers where user_id = ${userId}`,
  );
}

export interface Subscriber {
  id: number;
  email: string;
}

/** The subscribers still active, who are the only ones mailed. */
export async function listSubscribers(db: Executor): Promise<Subscriber[]> {
  return rows<Subscriber>(
    await db.execute(sql`
      select u.id, u.email from offlimits_digest_subscribers s
      join users u on u.id = s.user_id
      where u.status_id = 1
      order by u.id`),
  );
}
