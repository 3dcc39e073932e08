// The Idempotency-Key of each creating call, per caller: what was asked and, once answered, the
// reply a retry with the same key is given instead of creating again (docs/security.md).
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people.ts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Hash of method, address and body: the same key on another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request runs; its status once answered. */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
