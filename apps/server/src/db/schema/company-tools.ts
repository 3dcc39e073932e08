// Tables of the company tools: the audit trail of merged duplicates, and the state of the shipped
// sandboxes of Invenias and ZoomInfo (fake external systems, kept in the database so every API
// process and every test database sees the same records).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './people.ts';

/** One merge of a duplicate company into a survivor; ids stay plain numbers so the record outlives both. */
export const companyMerges = pgTable(
  'company_merges',
  {
    id: serial('id').primaryKey(),
    survivorId: integer('survivor_id').notNull(),
    duplicateId: integer('duplicate_id').notNull(),
    duplicateName: text('duplicate_name').notNull(),
    mergedBy: integer('merged_by').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    choices: jsonb('choices').notNull(),
    moves: jsonb('moves').notNull(),
    /** Both companies as the API showed them just before the merge. */
    before: jsonb('before').notNull(),
  },
  (t) => [
    index('company_merges_survivor_idx').on(t.survivorId),
    index('company_merges_duplicate_idx').on(t.duplicateId),
  ],
);

/** Records of a sandbox, in the provider's own shape. `seq` gives Invenias its numeric Id. */
export const sandboxRecords = pgTable(
  'sandbox_records',
  {
    provider: text('provider', { enum: ['invenias', 'zoominfo'] }).notNull(),
    recordId: text('record_id').notNull(),
    seq: serial('seq').notNull(),
    /** Normalised name words, for the provider-like fuzzy search. */
    searchKey: text('search_key').notNull(),
    /** Web domain without www., for ZoomInfo's search by web address. */
    domain: text('domain').notNull().default(''),
    record: jsonb('record').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.recordId] }),
    index('sandbox_records_domain_idx').on(t.provider, t.domain),
  ],
);

/** Per sandbox: when it was seeded, the fault switch tests use, and request counters. */
export const sandboxState = pgTable('sandbox_state', {
  provider: text('provider', { enum: ['invenias', 'zoominfo'] }).primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }),
  faultMode: text('fault_mode', { enum: ['none', 'slow', 'error500', 'rateLimit429'] })
    .notNull()
    .default('none'),
  faultRemaining: integer('fault_remaining').notNull().default(0),
  faultDelayMs: integer('fault_delay_ms').notNull().default(0),
  faultRetryAfter: integer('fault_retry_after').notNull().default(0),
  /** Whether the last request counted was served with the fault (read back by the same UPDATE). */
  lastFaulted: boolean('last_faulted').notNull().default(false),
  requests: integer('requests').notNull().default(0),
  faultsServed: integer('faults_served').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
