// The firm calendar (spec 3 §2.2): the widget's events from the database and the iCalendar feed,
// an event's sanitised description and its attachments, and the admin screen's event management.
import {
  CALENDAR_MAX_ATTACHMENT_BYTES,
  CALENDAR_MAX_WINDOW_EVENTS,
  type CalendarAttachment,
  type CalendarEvent,
  type CalendarFeedStatus,
  type CalendarItem,
  type CalendarResponse,
  type SaveCalendarEventSchema,
} from '@atrium/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { sanitizeRichText } from '../site/rich-text.ts';
import * as repo from './calendar.repo.ts';
import {
  expandFeed,
  feedDescription,
  fetchFeedText,
  itemEndMs,
  itemStartMs,
  type ParsedFeed,
  parseFeed,
} from './calendar-feed.ts';

/** The most events the admin screen lists at once. */
const MAX_ADMIN_EVENTS = 1000;
const MAX_ATTACHMENTS_PER_EVENT = 20;

interface Logger {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

// ---------------------------------------------------------------------------------------------
// The feed
// ---------------------------------------------------------------------------------------------

/** The feed as this process knows it: the last copy that parsed, refreshed on a schedule. */
export interface FeedSource {
  /** The parsed feed, read from the database (or fetched) on first use. */
  current(): Promise<ParsedFeed | null>;
  refresh(): Promise<void>;
  status(): Promise<CalendarFeedStatus>;
  setUrl(url: string): Promise<void>;
  stop(): void;
}

export function createFeedSource(options: {
  database: Database;
  /** CALENDAR_FEED_URL: when set, it wins over the admin setting. */
  envUrl?: string;
  timeoutMs: number;
  refreshMinutes: number;
  log: Logger;
}): FeedSource {
  const { database, log } = options;
  const db = database.db;
  let parsed: ParsedFeed | null = null;
  let parsedUrl = '';
  let loaded: Promise<void> | null = null;
  let refreshing: Promise<void> | null = null;

  const configuredUrl = async () => options.envUrl ?? (await repo.findFeed(db))?.url ?? '';

  const refreshNow = async () => {
    const url = await configuredUrl();
    if (!url) {
      parsed = null;
      parsedUrl = '';
      return;
    }
    const checkedAt = new Date();
    try {
      const text = await fetchFeedText(url, { timeoutMs: options.timeoutMs });
      const feed = parseFeed(text);
      parsed = feed;
      parsedUrl = url;
      await repo.saveFeed(db, { lastGoodIcs: text, fetchedAt: checkedAt, checkedAt, lastError: null });
      log.info({ url, events: feed.count }, 'calendar feed refreshed');
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? 'The feed did not answer in time.'
          : (error as Error).message;
      // The last good copy stays in use (memory and database); only the reason is recorded.
      await repo.saveFeed(db, { checkedAt, lastError: reason.slice(0, 1000) });
      log.warn({ url, reason }, 'calendar feed refresh failed; keeping the last good copy');
    }
  };

  const refresh = () => {
    refreshing ??= refreshNow().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const load = async () => {
    const row = await repo.findFeed(db);
    const url = await configuredUrl();
    if (row?.lastGoodIcs && url) {
      try {
        parsed = parseFeed(row.lastGoodIcs);
        parsedUrl = url;
      } catch {
        parsed = null;
      }
    }
    // A copy fetched before this process started is refreshed now rather than at the first tick.
    await refresh();
  };

  const timer = setInterval(() => void refresh(), options.refreshMinutes * 60_000);
  timer.unref();

  return {
    current: async () => {
      loaded ??= load();
      await loaded;
      return parsed;
    },
    refresh: async () => {
      loaded ??= load();
      await loaded;
      await refresh();
    },
    status: async () => {
      const row = await repo.findFeed(db);
      return {
        url: options.envUrl ?? row?.url ?? '',
        isFromEnvironment: options.envUrl !== undefined,
        fetchedAt: row?.fetchedAt?.toISOString() ?? null,
        checkedAt: row?.checkedAt?.toISOString() ?? null,
        lastError: row?.lastError ?? null,
        eventCount: parsedUrl ? (parsed?.count ?? 0) : 0,
      };
    },
    setUrl: async (url) => {
      await repo.saveFeed(db, { url, lastGoodIcs: null, fetchedAt: null, checkedAt: null, lastError: null });
      parsed = null;
      parsedUrl = '';
      loaded = Promise.resolve();
      await refresh();
    },
    stop: () => clearInterval(timer),
  };
}

export interface CalendarContext extends ServiceContext {
  feed: FeedSource;
  now?: () => Date;
}

// ---------------------------------------------------------------------------------------------
// The widget
// ---------------------------------------------------------------------------------------------

const dateOf = (d: Date) => d.toISOString().slice(0, 10);

function eventItem(row: repo.EventRow): CalendarItem {
  let end = row.isAllDay ? dateOf(row.endsAt) : row.endsAt.toISOString();
  const start = row.isAllDay ? dateOf(row.startsAt) : row.startsAt.toISOString();
  if (row.isAllDay && end <= start) end = dateOf(new Date(row.startsAt.getTime() + 86_400_000));
  return {
    Id: `db:${row.id}`,
    Subject: row.subject,
    Start: start,
    End: end,
    IsAllDay: row.isAllDay,
    Location: row.location,
    Source: 'database',
  };
}

const byStart = (a: CalendarItem, b: CalendarItem) =>
  itemStartMs(a) - itemStartMs(b) || a.Id.localeCompare(b.Id);

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * spec 3 §2.2: `upcoming` holds the next `limitEvents` events (running ones first) up to
 * `limitMonths` ahead, for the list view; `calendar` holds every event from the start of this
 * month up to `limitMonths` ahead, for the month grid.
 */
export async function getCalendar(
  ctx: CalendarContext,
  input: { limitMonths: number; limitEvents: number },
): Promise<CalendarResponse> {
  const now = ctx.now?.() ?? new Date();
  const end = addMonths(now, input.limitMonths);
  // A day early: the first of the month begins earlier in the zones west of UTC.
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 86_400_000);
  const [windowRows, upcomingRows, feed] = await Promise.all([
    repo.findEventsBetween(ctx.db, { from: monthStart, to: end, limit: CALENDAR_MAX_WINDOW_EVENTS }),
    // All-day events are kept until their day is over everywhere; the merge below trims.
    repo.findEventsEndingAfter(ctx.db, {
      after: new Date(now.getTime() - 14 * 3_600_000),
      before: end,
      limit: input.limitEvents * 2 + 10,
    }),
    ctx.feed.current(),
  ]);
  const feedItems = feed ? expandFeed(feed, { from: monthStart, to: end }) : [];
  const isRunningOrAhead = (item: CalendarItem) =>
    itemEndMs(item) > now.getTime() || itemStartMs(item) >= now.getTime();
  const upcoming = [...upcomingRows.map(eventItem), ...feedItems]
    .filter(isRunningOrAhead)
    .sort(byStart)
    .slice(0, input.limitEvents);
  const calendar = [...windowRows.map(eventItem), ...feedItems]
    .sort(byStart)
    .slice(0, CALENDAR_MAX_WINDOW_EVENTS);
  return { upcoming, calendar };
}

/** `db:12` → 12; feed ids and anything else → null. */
function databaseId(id: string): number | null {
  const match = /^db:(\d{1,9})$/.exec(id);
  return match ? Number(match[1]) : null;
}

const noSuchEvent = () => notFound('This event does not exist.');

export async function getEventBody(ctx: CalendarContext, input: { Id: string }): Promise<{ Text: string }> {
  const id = databaseId(input.Id);
  if (id !== null) {
    const row = await repo.findEvent(ctx.db, id);
    if (!row) throw noSuchEvent();
    return { Text: sanitizeRichText(row.body) };
  }
  const feed = await ctx.feed.current();
  const html = feed ? feedDescription(feed, input.Id) : undefined;
  if (html === undefined) throw noSuchEvent();
  return { Text: sanitizeRichText(html) };
}

export async function getEventAttachments(
  ctx: CalendarContext,
  input: { Id: string },
): Promise<CalendarAttachment[]> {
  const id = databaseId(input.Id);
  // Feed events carry no files of ours.
  if (id === null) return [];
  const row = await repo.findEvent(ctx.db, id);
  if (!row) throw noSuchEvent();
  const attachments = await repo.findAttachmentsOf(ctx.db, [id]);
  return attachments.map((a) => ({ Id: a.id, Name: a.name }));
}

export async function openAttachment(ctx: CalendarContext, input: { Id: string; attachmentId: number }) {
  const eventId = databaseId(input.Id);
  const row =
    eventId === null
      ? undefined
      : await repo.findAttachmentContent(ctx.db, { eventId, attachmentId: input.attachmentId });
  if (!row) throw notFound('This attachment does not exist.');
  return { name: row.name, mimeType: row.mimeType, content: row.content };
}

// ---------------------------------------------------------------------------------------------
// The admin screen
// ---------------------------------------------------------------------------------------------

function requireAdmin(ctx: ServiceContext): void {
  if (!ctx.user.SiteAdmin) throw forbidden();
}

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
  requireAdmin(ctx);
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

export async function createEvent(ctx: ServiceContext, input: SaveInput): Promise<CalendarEvent> {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertEvent(tx, eventValues(input));
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'create',
      entity: 'calendar_event',
      entityId: row.id,
      detail: { subject: row.subject },
    });
    return oneEvent({ ...ctx, db: tx }, row.id);
  });
}

export async function updateEvent(
  ctx: ServiceContext,
  input: SaveInput & { id: number },
): Promise<CalendarEvent> {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateEvent(tx, input.id, eventValues(input));
    if (!row) throw noSuchEvent();
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'update',
      entity: 'calendar_event',
      entityId: row.id,
      detail: { subject: row.subject },
    });
    return oneEvent({ ...ctx, db: tx }, row.id);
  });
}

export async function deleteEvent(ctx: ServiceContext, input: { id: number }): Promise<{ ok: true }> {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteEvent(tx, input.id))) throw noSuchEvent();
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'delete',
      entity: 'calendar_event',
      entityId: input.id,
    });
    return { ok: true as const };
  });
}

export async function addAttachment(
  ctx: ServiceContext,
  input: { id: number; name: string; mimeType: string; content: Buffer },
): Promise<CalendarEvent> {
  requireAdmin(ctx);
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
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'attach',
      entity: 'calendar_event',
      entityId: input.id,
      detail: { name },
    });
    return oneEvent({ ...ctx, db: tx }, input.id);
  });
}

export async function removeAttachment(
  ctx: ServiceContext,
  input: { id: number; attachmentId: number },
): Promise<CalendarEvent> {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteAttachment(tx, { eventId: input.id, attachmentId: input.attachmentId })))
      throw notFound('This attachment does not exist.');
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'detach',
      entity: 'calendar_event',
      entityId: input.id,
      detail: { attachmentId: input.attachmentId },
    });
    return oneEvent({ ...ctx, db: tx }, input.id);
  });
}

export async function getFeedStatus(ctx: CalendarContext): Promise<CalendarFeedStatus> {
  requireAdmin(ctx);
  await ctx.feed.current();
  return ctx.feed.status();
}

export async function saveFeedUrl(ctx: CalendarContext, input: { url: string }): Promise<CalendarFeedStatus> {
  requireAdmin(ctx);
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
  requireAdmin(ctx);
  await ctx.feed.refresh();
  return ctx.feed.status();
}
