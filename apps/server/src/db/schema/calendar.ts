// The firm calendar beside the events (content.ts): files attached to events, and the iCalendar
// feed's address with its last good copy, kept so a failing feed still shows what it last said.
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { calendarEvents } from './content.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const calendarAttachments = pgTable(
  'calendar_attachments',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calendar_attachments_event_idx').on(t.eventId)],
);

/** One row (id 1): the admin's feed address, and the last copy of the feed that parsed. */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: integer('id').primaryKey().default(1),
  url: text('url').notNull().default(''),
  lastGoodIcs: text('last_good_ics'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
