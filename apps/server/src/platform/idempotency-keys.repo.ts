// The only SQL of Idempotency-Keys: the primary key (caller, key) decides which request runs a key,
// on one process or many.
import { sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { Executor } from './database.ts';
import { queryRows } from './sql-rows.ts';

export interface KeyOwner {
  userId: number;
  key: string;
}

export interface KeptKey {
  fingerprint: string;
  status: number | null;
  contentType: string | null;
  body: string | null;
  /** How long ago the first request with this key started. */
  ageSeconds: number;
}

/**
 * Takes the key for a request about to run: true when this request holds it now (a new key, or one
 * older than the time keys are kept, taken over). False: another request has it, read it with
 * `readKey`.
 */
export async function takeKey(
  db: Executor,
  input: KeyOwner & { fingerprint: string; keptHours: number },
): Promise<boolean> {
  const taken = await queryRows<{ taken: number }>(
    db,
    sql`insert into ${idempotencyKeys} (user_id, key, fingerprint)
      values (${input.userId}::int, ${input.key}, ${input.fingerprint})
      on conflict (user_id, key) do update
        set fingerprint = excluded.fingerprint, status = null, content_type = null, body = null, created_at = now()
        where ${idempotencyKeys}.created_at < now() - make_interval(hours => ${input.keptHours}::int)
      returning 1 as taken`,
  );
  return taken.length > 0;
}

export async function readKey(db: Executor, owner: KeyOwner): Promise<KeptKey | undefined> {
  const [kept] = await queryRows<KeptKey>(
    db,
    sql`select fingerprint, status, content_type as "contentType", body,
        extract(epoch from now() - created_at)::float8 as "ageSeconds"
      from ${idempotencyKeys} where user_id = ${owner.userId}::int and key = ${owner.key}`,
  );
  return kept;
}

/** Keeps the reply of the request that holds the key. */
export async function keepReply(
  db: Executor,
  input: KeyOwner & { status: number; contentType: string; body: string },
): Promise<void> {
  await db.execute(
    sql`update ${idempotencyKeys} set status = ${input.status}::int, content_type = ${input.contentType}, body = ${input.body}
      where user_id = ${input.userId}::int and key = ${input.key} and status is null`,
  );
}

/** Lets the key go, so that a retry runs the request again. */
export async function releaseKey(db: Executor, owner: KeyOwner): Promise<void> {
  await db.execute(
    sql`delete from ${idempotencyKeys} where user_id = ${owner.userId}::int and key = ${owner.key} and status is null`,
  );
}

export async function deleteExpiredKeys(db: Executor, keptHours: number): Promise<void> {
  await db.execute(
    sql`delete from ${idempotencyKeys} where created_at < now() - make_interval(hours => ${keptHours}::int)`,
  );
}
