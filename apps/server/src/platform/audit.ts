import { auditLog } from '../db/schema/index.ts';
import type { Executor } from './database.ts';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string | number;
  detail?: unknown;
}

/** Records who changed what, and when. Call inside the transaction that makes the change. */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? '' : String(entry.entityId),
    detail: entry.detail ?? null,
  });
}
