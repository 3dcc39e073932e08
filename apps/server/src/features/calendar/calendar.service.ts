// The firm calendar (spec 3 §2.2): the widget's events from the database and the iCalendar feed,
// an event's sanitised description and its attachments. The admin screen's event management is in
// calendar-admin.service.ts, the feed kept by each process in feed-source.ts.
import {
  addMonthsIso,
  CALENDAR_MAX_WINDOW_EVENTS,
  type CalendarAttachment,
  type CalendarItem,
  type CalendarResponse,
} from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { sanitizeRichText } from '../site/index.ts';
import * as repo from './calendar.repo.ts';
import {
  feedDescription,
  feedItemsBetween,
  itemEndMs,
  itemStartMs,
  type ParsedFeed,
} from './calendar-feed.ts';
import type { FeedSource } from './feed-source.ts';

export interface CalendarContext extends ServiceContext {
  feed: FeedSource;
  now?: () => Date;
  log?: { warn: (obj: object, msg: string) => void };
}

/** Feed events kept per day of the month grid: a day cell shows a few and "+N more". */
export const FEED_EVENTS_PER_DAY = 10;

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

/** The same moment `months` later, on the month's last day where the date does not exist. */
function addMonths(date: Date, months: number): Date {
  const iso = date.toISOString();
  return new Date(`${addMonthsIso(iso.slice(0, 10), months)}${iso.slice(10)}`);
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
    currentFeed(ctx),
  ]);
  const feedItems = feed ? feedItemsBetween(feed, { from: monthStart, to: end }) : [];
  const isRunningOrAhead = (item: CalendarItem) =>
    itemEndMs(item) > now.getTime() || itemStartMs(item) >= now.getTime();
  const upcoming = [...upcomingRows.map(eventItem), ...feedItems]
    .filter(isRunningOrAhead)
    .sort(byStart)
    .slice(0, input.limitEvents);
  // The firm's own events always make the grid; the feed fills the room left, a few per day.
  const firm = windowRows.map(eventItem);
  const calendar = [...firm, ...gridFeedItems(feedItems, CALENDAR_MAX_WINDOW_EVENTS - firm.length)].sort(
    byStart,
  );
  return { upcoming, calendar };
}

/** The feed as read, or none: a feed that fails never fails the widget. */
async function currentFeed(ctx: CalendarContext): Promise<ParsedFeed | null> {
  try {
    return await ctx.feed.current();
  } catch (error) {
    ctx.log?.warn({ reason: (error as Error).message }, 'calendar feed unavailable; showing the firm events');
    return null;
  }
}

/** At most FEED_EVENTS_PER_DAY feed events a day (by the day each starts), `room` in all, earliest first. */
function gridFeedItems(items: CalendarItem[], room: number): CalendarItem[] {
  const perDay = new Map<string, number>();
  const kept: CalendarItem[] = [];
  for (const item of items) {
    if (kept.length >= room) break;
    const day = item.Start.slice(0, 10);
    const count = perDay.get(day) ?? 0;
    if (count >= FEED_EVENTS_PER_DAY) continue;
    perDay.set(day, count + 1);
    kept.push(item);
  }
  return kept;
}

/** `db:12` → 12; feed ids and anything else → null. */
function databaseId(id: string): number | null {
  const match = /^db:(\d{1,9})$/.exec(id);
  return match ? Number(match[1]) : null;
}

export const noSuchEvent = () => notFound('This event does not exist.');

export async function getEventBody(ctx: CalendarContext, input: { Id: string }): Promise<{ Text: string }> {
  const id = databaseId(input.Id);
  if (id !== null) {
    const row = await repo.findEvent(ctx.db, id);
    if (!row) throw noSuchEvent();
    return { Text: sanitizeRichText(row.body) };
  }
  const feed = await currentFeed(ctx);
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
