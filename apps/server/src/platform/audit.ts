import { type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.ts';
import type { Executor } from './database.ts';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string | number;
  detail?: unknown;
}

const column = (name: keyof typeof auditLog.$inferInsert) => sql.identifier(auditLog[name].name);

/**
 * The statement that records an entry, to run alone or as part of a larger one (a CTE of the
 * statement that makes the change). `moreDetail`, a jsonb expression, is merged into the detail:
 * figures only that statement knows.
 */
export function auditInsert(entry: AuditEntry, moreDetail?: SQL): SQL {
  const detail = entry.detail === undefined ? null : JSON.stringify(entry.detail);
  const detailValue = moreDetail
    ? sql`coalesce(${detail}::jsonb, '{}'::jsonb) || ${moreDetail}`
    : sql`${detail}::jsonb`;
  return sql`insert into ${auditLog} (${column('userId')}, ${column('action')}, ${column('entity')}, ${column('entityId')}, ${column('detail')})
    values (${entry.userId}::int, ${entry.action}, ${entry.entity}, ${entry.entityId === undefined ? '' : String(entry.entityId)}, ${detailValue})`;
}

/** Records who changed what, and when. Call inside the transaction that makes the change. */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.execute(auditInsert(entry));
}
