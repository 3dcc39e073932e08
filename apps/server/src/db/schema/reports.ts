// Saved reports, share stubs, dashboard facades, the report result cache and the audit log.
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './people.ts';

export const savedReports = pgTable(
  'saved_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportType: text('report_type').notNull(),
    filter: jsonb('filter').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_reports_user_idx').on(t.userId)],
);

/** Opaque, unguessable share handles for a saved report. */
export const reportStubs = pgTable('report_stubs', {
  stub: text('stub').primaryKey(),
  reportId: integer('report_id')
    .notNull()
    .references(() => savedReports.id, { onDelete: 'cascade' }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The dashboard's saved layout per user and report type (spec 2 §3 Facade). */
export const facades = pgTable(
  'facades',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportType: text('report_type').notNull(),
    facade: jsonb('facade').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('facades_user_type_unique').on(t.userId, t.reportType)],
);

/** Report results keyed by normalised filter, report type and currency; cleared by data imports. */
export const reportCache = pgTable('report_cache', {
  key: text('key').primaryKey(),
  reportType: text('report_type').notNull(),
  currency: text('currency').notNull(),
  result: jsonb('result').notNull(),
  dataVersion: bigint('data_version', { mode: 'number' }).notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every report type's run by its Id (type, filter as run, currency): its Excel is built from it. */
export const reportRuns = pgTable('report_runs', {
  runId: text('run_id').primaryKey(),
  reportType: text('report_type').notNull(),
  filter: jsonb('filter').notNull(),
  currency: text('currency').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A single row holding the version of the business data; imports bump it to invalidate caches. */
export const dataVersion = pgTable('data_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    detail: jsonb('detail'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

// Yearly billing targets in USD per partner, office or practice group (docs/metrics.md, "Target status").
export const targets = pgTable(
  'targets',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    kind: text('kind', { enum: ['partner', 'office', 'practiceGroup'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    amountUsd: numeric('amount_usd', { precision: 16, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('targets_unique').on(t.year, t.kind, t.subjectId)],
);

// Partners who asked for the weekly mail of their off-limits ending in the next 90 days.
export const offlimitsDigestSubscribers = pgTable('offlimits_digest_subscribers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
