// The Calendar Admin screen's calls: database events, their attachments and the feed's address.
// Site admins only: each call's contract says so and the route checks it.
import {
  CALENDAR_MAX_ATTACHMENT_BYTES,
  type CalendarEvent,
  type CalendarFeedStatus,
  type SaveCalendarEventSchema,
} from '@atrium/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { sanitizeRichText } from '../site/index.ts';
import * as repo from './calendar.repo.ts';
import { type CalendarContext, noSuchEvent } from './calendar.service.ts';

/** The most events the admin screen lists at once. */
const MAX_ADMIN_EVENTS = 1000;
const MAX_ATTACHMENTS_PER_EVENT = 20;

async function toEvents(ctx: ServiceContext, rows: repo.EventRow[]): Promise<CalendarEvent[]> {
  const attachments = await repo.findAttachmentsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    body: row.body,
    location: row.location,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    isAllDay: row.isAllDay,
    attachments: attachments
      .filter((a) => a.eventId === row.id)
      .map((a) => ({ Id: a.id, Name: a.name, Size: a.sizeBytes })),
  }));
}

async function oneEvent(ctx: ServiceContext, id: number): Promise<CalendarEvent> {
  const row = await repo.findEvent(ctx.db, id);
  if (!row) throw noSuchEvent();
  const [event] = await toEvents(ctx, [row]);
  return event;
}

export async function listEvents(ctx: ServiceContext): Promise<CalendarEvent[]> {
  return toEvents(ctx, await repo.listEvents(ctx.db, MAX_ADMIN_EVENTS));
}

type SaveInput = z.output<typeof SaveCalendarEventSchema>;

function eventValues(input: SaveInput): repo.EventValues {
  let startsAt = new Date(input.startsAt);
  let endsAt = new Date(input.endsAt);
  if (input.isAllDay) {
    // All-day events are whole dates: midnight UTC of the days given, the end exclusive.
    startsAt = new Date(`${input.startsAt.slice(0, 10)}T00:00:00Z`);
    endsAt = new Date(`${input.endsAt.slice(0, 10)}T00:00:00Z`);
    if (endsAt <= startsAt) endsAt = new Date(startsAt.getTime() + 86_400_000);
  }
  return {
    subject: input.subject,
    body: sanitizeRichText(input.body),
    location: input.location,
    startsAt,
    endsAt,
    isAllDay: input.isAllDay,
  };
}

/** One line of the audit log for a change to an event, in the change's transaction. */
const auditEvent = (
  tx: ServiceContext['db'],
  ctx: ServiceContext,
  action: string,
  eventId: number,
  detail?: Record<string, unknown>,
) => writeAudit(tx, { userId: ctx.user.ID, action, entity: 'calendar_event', entityId: eventId, detail });

export async function createEvent(ctx: ServiceContext, input: SaveInput): Promise<CalendarEvent> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertEvent(tx, eventValues(input));
    await auditEvent(tx, ctx, 'create', row.id, { subject: row.subject });
    return oneEvent({ ...ctx, db: tx }, row.id);
  });
}

export async function updateEvent(
  ctx: ServiceContext,
  input: SaveInput & { id: number },
): Promise<CalendarEvent> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateEvent(tx, input.id, eventValues(input));
    if (!row) throw noSuchEvent();
    await auditEvent(tx, ctx, 'update', row.id, { subject: row.subject });
    return oneEvent({ ...ctx, db: tx }, row.id);
  });
}

export async function deleteEvent(ctx: ServiceContext, input: { id: number }): Promise<{ ok: true }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteEvent(tx, input.id))) throw noSuchEvent();
    await auditEvent(tx, ctx, 'delete', input.id);
    return { ok: true as const };
  });
}

export async function addAttachment(
  ctx: ServiceContext,
  input: { id: number; name: string; mimeType: string; content: Buffer },
): Promise<CalendarEvent> {
  const name = input.name.trim().replace(/[\\/]/g, '_').slice(0, 200);
  if (!name) throw new AppError('validation_failed', 'The file needs a name.', 400);
  if (input.content.length === 0) throw new AppError('validation_failed', 'The file is empty.', 400);
  if (input.content.length > CALENDAR_MAX_ATTACHMENT_BYTES)
    throw new AppError('validation_failed', 'An attachment is at most 20 MB.', 400);
  return ctx.db.transaction(async (tx) => {
    const event = await oneEvent({ ...ctx, db: tx }, input.id);
    if (event.attachments.length >= MAX_ATTACHMENTS_PER_EVENT)
      throw new AppError(
        'validation_failed',
        `An event has at most ${MAX_ATTACHMENTS_PER_EVENT} attachments.`,
        400,
      );
    const mimeType = /^[\w.+-]+\/[\w.+-]+$/.test(input.mimeType)
      ? input.mimeType
      : 'application/octet-stream';
    await repo.insertAttachment(tx, {
      eventId: input.id,
      name,
      mimeType,
      sizeBytes: input.content.length,
      content: input.content,
    });
    await auditEvent(tx, ctx, 'attach', input.id, { name });
    return oneEvent({ ...ctx, db: tx }, input.id);
  });
}

export async function removeAttachment(
  ctx: ServiceContext,
  input: { id: number; attachmentId: number },
): Promise<CalendarEvent> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteAttachment(tx, { eventId: input.id, attachmentId: input.attachmentId })))
      throw notFound('This attachment does not exist.');
    await auditEvent(tx, ctx, 'detach', input.id, { attachmentId: input.attachmentId });
    return oneEvent({ ...ctx, db: tx }, input.id);
  });
}

export async function getFeedStatus(ctx: CalendarContext): Promise<CalendarFeedStatus> {
  await ctx.feed.current();
  return ctx.feed.status();
}

export async function saveFeedUrl(ctx: CalendarContext, input: { url: string }): Promise<CalendarFeedStatus> {
  const status = await ctx.feed.status();
  if (status.isFromEnvironment)
    throw new AppError('conflict', 'The feed address is set by CALENDAR_FEED_URL on the server.', 409);
  await ctx.feed.setUrl(input.url);
  await writeAudit(ctx.db, {
    userId: ctx.user.ID,
    action: 'update',
    entity: 'calendar_feed',
    detail: { url: input.url },
  });
  return ctx.feed.status();
}

export async function refreshFeed(ctx: CalendarContext): Promise<CalendarFeedStatus> {
  await ctx.feed.refresh();
  return ctx.feed.status();
}
