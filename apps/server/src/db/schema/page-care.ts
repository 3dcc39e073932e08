// Keeping pages read and fresh: must-read marks with their acknowledgements, each page's owner and
// review cycle with the reviews made (0025), and admins' unpublished drafts (0028), and daily page views (0031). Apart from
// `routes` so each can grow on its own.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { routes } from './content.ts';
import { users } from './people.ts';

type AudienceRows = { key: { Id: string; Text?: string }; value: { Id: string | number; Text?: string } }[];

/** A page everyone of an audience should read by a date. */
export const pageMustReads = pgTable('page_must_reads', {
  routeId: integer('route_id')
    .primaryKey()
    .references(() => routes.id, { onDelete: 'cascade' }),
  audience: jsonb('audience').$type<AudienceRows>().notNull().default(sql`'[]'::jsonb`),
  until: date('until', { mode: 'string' }).notNull(),
  setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
});

/** Who pressed "Mark as read" on a must-read page, and when. */
export const pageMustReadAcks = pgTable(
  'page_must_read_acks',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.userId] })],
);

/** A page's owner and review interval; the `*For` dates say which due date a notice was sent for. */
export const pageReviews = pgTable('page_reviews', {
  routeId: integer('route_id')
    .primaryKey()
    .references(() => routes.id, { onDelete: 'cascade' }),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  intervalMonths: smallint('interval_months').notNull().default(0),
  reviewedAt: date('reviewed_at', { mode: 'string' }),
  autoDisable: boolean('auto_disable').notNull().default(false),
  warnedFor: date('warned_for', { mode: 'string' }),
  dueToldFor: date('due_told_for', { mode: 'string' }),
  disabledFor: date('disabled_for', { mode: 'string' }),
});

/** Every "Reviewed" pressed on a page. */
export const pageReviewHistory = pgTable(
  'page_review_history',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_review_history_route_idx').on(t.routeId, t.reviewedAt)],
);

/** An admin's unpublished sections of a page, as the editor holds them (0028, ADR 012). */
export const pageDrafts = pgTable(
  'page_drafts',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sections: jsonb('sections').$type<unknown[]>().notNull(),
    baseVersion: integer('base_version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.userId] })],
);

/** Views and unique viewers of a page on one day (UTC), written in batches (0031). */
export const pageViewDays = pgTable(
  'page_view_days',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    viewers: integer('viewers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.day] }), index('page_view_days_day').on(t.day)],
);

/** Who opened a page today, as hashes, only to count each viewer once a day; removed after the day. */
export const pageViewViewers = pgTable(
  'page_view_viewers',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewerHash: text('viewer_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.routeId, t.day, t.viewerHash] }),
    index('page_view_viewers_day').on(t.day),
  ],
);
