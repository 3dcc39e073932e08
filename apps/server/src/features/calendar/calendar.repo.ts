// The SQL of the firm calendar: events, their attachments and the feed's stored state.
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { calendarAttachments, calendarEvents, calendarFeeds } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type EventRow = typeof calendarEvents.$inferSelect;
export type AttachmentInfo = {
  id: number;
  eventId: number;
  name: string;
  mimeType: string;
  sizeBytes: number;
};
export type FeedRow = typeof calendarFeeds.$inferSelect;

const attachmentInfo = {
  id: calendarAttachments.id,
  eventId: calendarAttachments.eventId,
  name: calendarAttachments.name,
  mimeType: calendarAttachments.mimeType,
  sizeBytes: calendarAttachments.sizeBytes,
};

/** Events that overlap [from, to), earliest first. */
export function findEventsBetween(db: Executor, window: { from: Date; to: Date; limit: number }) {
  return db
    .select()
    .from(calendarEvents)
    .where(and(gt(calendarEvents.endsAt, window.from), lt(calendarEvents.startsAt, window.to)))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(window.limit);
}

/** Events still running or to come, earliest first (zero-length events count until they start). */
export function findEventsEndingAfter(db: Executor, window: { after: Date; before: Date; limit: number }) {
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        sql`(${calendarEvents.endsAt} > ${window.after} or ${calendarEvents.startsAt} >= ${window.after})`,
        lt(calendarEvents.startsAt, window.before),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(window.limit);
}

export async function findEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
  return row;
}

export function listEvents(db: Executor, limit: number) {
  return db
    .select()
    .from(calendarEvents)
    .orderBy(desc(calendarEvents.startsAt), desc(calendarEvents.id))
    .limit(limit);
}

export type EventValues = Omit<typeof calendarEvents.$inferInsert, 'id'>;

export async function insertEvent(db: Executor, values: EventValues): Promise<EventRow> {
  const [row] = await db.insert(calendarEvents).values(values).returning();
  return row;
}

export async function updateEvent(
  db: Executor,
  id: number,
  values: EventValues,
): Promise<EventRow | undefined> {
  const [row] = await db.update(calendarEvents).set(values).where(eq(calendarEvents.id, id)).returning();
  return row;
}

export async function deleteEvent(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(calendarEvents)
    .where(eq(calendarEvents.id, id))
    .returning({ id: calendarEvents.id });
  return deleted.length > 0;
}

export function findAttachmentsOf(db: Executor, eventIds: number[]): Promise<AttachmentInfo[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select(attachmentInfo)
    .from(calendarAttachments)
    .where(inArray(calendarAttachments.eventId, eventIds))
    .orderBy(asc(calendarAttachments.id));
}

export async function findAttachmentContent(db: Executor, input: { eventId: number; attachmentId: number }) {
  const [row] = await db
    .select({ ...attachmentInfo, content: calendarAttachments.content })
    .from(calendarAttachments)
    .where(
      and(eq(calendarAttachments.id, input.attachmentId), eq(calendarAttachments.eventId, input.eventId)),
    );
  return row;
}

export async function insertAttachment(db: Executor, values: typeof calendarAttachments.$inferInsert) {
  const [row] = await db.insert(calendarAttachments).values(values).returning(attachmentInfo);
  return row;
}

export async function deleteAttachment(db: Executor, input: { eventId: number; attachmentId: number }) {
  const deleted = await db
    .delete(calendarAttachments)
    .where(
      and(eq(calendarAttachments.id, input.attachmentId), eq(calendarAttachments.eventId, input.eventId)),
    )
    .returning({ id: calendarAttachments.id });
  return deleted.length > 0;
}

export async function findFeed(db: Executor): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, 1));
  return row;
}

/** Writes the feed row (one row, id 1), creating it on first use. */
export async function saveFeed(db: Executor, values: Partial<Omit<FeedRow, 'id'>>): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ id: 1, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: calendarFeeds.id, set: { ...values, updatedAt: new Date() } });
}
