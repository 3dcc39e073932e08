// The SQL of report subscriptions, their recipients and the delivery log.
import type { Delivery, Frequency, Subscription } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { isoTimestamp, queryRows } from '../../platform/sql-rows.ts';

const subscriptionColumns = sql.raw(`s.id, s.report_id as "reportId", r.name as "reportName",
  json_build_object('ID', o.id, 'FullName', o.first_name || ' ' || o.last_name) as "owner",
  json_build_object('frequency', s.frequency, 'dayOfWeek', s.day_of_week, 'dayOfMonth', s.day_of_month,
    'time', s.time_of_day, 'timeZone', s.time_zone) as "schedule",
  coalesce((select json_agg(json_build_object('ID', u.id, 'FullName', u.first_name || ' ' || u.last_name,
      'unsubscribed', sr.unsubscribed_at is not null) order by u.last_name, u.first_name, u.id)
    from report_subscription_recipients sr join users u on u.id = sr.user_id
    where sr.subscription_id = s.id), '[]'::json) as "recipients",
  s.attach_excel as "attachExcel", s.attach_pdf as "attachPdf", ${isoTimestamp('s.next_run_at', 'nextRunAt')},
  ${isoTimestamp('s.last_sent_at', 'lastSentAt')}, s.last_error as "lastError",
  ${isoTimestamp('s.created_at', 'createdAt')}`);

const fromSubscriptions = sql`from report_subscriptions s join saved_reports r on r.id = s.report_id
  join users o on o.id = s.owner_id`;

export async function insertSubscription(
  db: Executor,
  input: {
    reportId: number;
    ownerId: number;
    frequency: Frequency;
    dayOfWeek: number | null;
    dayOfMonth: number | null;
    time: string;
    timeZone: string;
    attachExcel: boolean;
    attachPdf: boolean;
    nextRunAt: Date;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into report_subscriptions (report_id, owner_id, frequency, day_of_week, day_of_month,
        time_of_day, time_zone, attach_excel, attach_pdf, next_run_at)
      values (${input.reportId}, ${input.ownerId}, ${input.frequency}, ${input.dayOfWeek}, ${input.dayOfMonth},
        ${input.time}, ${input.timeZone}, ${input.attachExcel}, ${input.attachPdf}, ${input.nextRunAt.toISOString()}::timestamptz)
      returning id`,
  );
  return row.id;
}

export async function insertRecipient(
  db: Executor,
  input: { subscriptionId: number; userId: number; token: string },
): Promise<void> {
  await db.execute(sql`insert into report_subscription_recipients (subscription_id, user_id, unsubscribe_token)
    values (${input.subscriptionId}, ${input.userId}, ${input.token}) on conflict do nothing`);
}

export async function findSubscription(db: Executor, id: number): Promise<Subscription | undefined> {
  const [row] = await queryRows<Subscription>(
    db,
    sql`select ${subscriptionColumns} ${fromSubscriptions} where s.id = ${id}`,
  );
  return row;
}

export async function listSubscriptions(
  db: Executor,
  { ownerId, limit, offset }: { ownerId: number | null; limit: number; offset: number },
): Promise<{ rows: Subscription[]; total: number }> {
  const where: SQL = ownerId === null ? sql`` : sql`where s.owner_id = ${ownerId}`;
  const rows = await queryRows<Subscription>(
    db,
    sql`select ${subscriptionColumns} ${fromSubscriptions} ${where} order by s.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from report_subscriptions s ${where}`,
  );
  return { rows, total: count.n };
}

export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.execute(sql`delete from report_subscriptions where id = ${id}`);
}

export interface ActiveRecipient {
  userId: number;
  token: string;
}

export async function listActiveRecipients(db: Executor, subscriptionId: number): Promise<ActiveRecipient[]> {
  return queryRows<ActiveRecipient>(
    db,
    sql`select user_id as "userId", unsubscribe_token as "token" from report_subscription_recipients
      where subscription_id = ${subscriptionId} and unsubscribed_at is null order by user_id`,
  );
}

/** Answers the report's name when the token was live (a second click finds it already used). */
export async function unsubscribeByToken(db: Executor, token: string): Promise<string | undefined> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`update report_subscription_recipients sr set unsubscribed_at = coalesce(sr.unsubscribed_at, now())
      from report_subscriptions s join saved_reports r on r.id = s.report_id
      where sr.unsubscribe_token = ${token} and s.id = sr.subscription_id
      returning r.name`,
  );
  return row?.name;
}

export async function listDueSubscriptions(
  db: Executor,
  now: Date,
): Promise<(Pick<Subscription, 'id' | 'schedule'> & { dueAt: string })[]> {
  return queryRows(
    db,
    sql`select s.id, ${sql.raw(isoTimestamp('s.next_run_at', 'dueAt'))},
        json_build_object('frequency', s.frequency, 'dayOfWeek', s.day_of_week, 'dayOfMonth', s.day_of_month,
          'time', s.time_of_day, 'timeZone', s.time_zone) as "schedule"
      from report_subscriptions s where s.next_run_at <= ${now.toISOString()}::timestamptz order by s.id`,
  );
}

/** Moves a subscription still due at `now` on; a no-op when another process already did. */
export async function advanceSubscription(
  db: Executor,
  { id, now, nextRunAt }: { id: number; now: Date; nextRunAt: Date },
): Promise<void> {
  await db.execute(sql`update report_subscriptions set next_run_at = ${nextRunAt.toISOString()}::timestamptz
    where id = ${id} and next_run_at <= ${now.toISOString()}::timestamptz`);
}

export async function recordSendOutcome(
  db: Executor,
  { id, error }: { id: number; error: string | null },
): Promise<void> {
  await db.execute(
    sql`update report_subscriptions set last_sent_at = now(), last_error = ${error} where id = ${id}`,
  );
}

export async function hasDelivery(db: Executor, { runKey, email }: { runKey: string; email: string }) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from report_deliveries where run_key = ${runKey} and email = ${email}`,
  );
  return row.n > 0;
}

export async function insertDelivery(
  db: Executor,
  input: {
    subscriptionId: number | null;
    alertId: number | null;
    userId: number | null;
    email: string;
    runKey: string;
    status: Delivery['status'];
    mailId: number | null;
    error: string | null;
  },
): Promise<void> {
  await db.execute(sql`insert into report_deliveries (subscription_id, alert_id, user_id, email, run_key, status,
      mail_id, error)
    values (${input.subscriptionId}, ${input.alertId}, ${input.userId}, ${input.email}, ${input.runKey},
      ${input.status}, ${input.mailId}, ${input.error})
    on conflict (run_key, email) do nothing`);
}

export async function listDeliveries(
  db: Executor,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: Delivery[]; total: number }> {
  const rows = await queryRows<Delivery>(
    db,
    sql`select id::int as id, subscription_id as "subscriptionId", alert_id as "alertId", email, status,
        mail_id::int as "mailId", error, ${sql.raw(isoTimestamp('created_at', 'createdAt'))}
      from report_deliveries order by id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from report_deliveries`);
  return { rows, total: count.n };
}

export async function countUsers(db: Executor, userIds: number[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return row.n;
}
