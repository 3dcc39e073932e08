// The firm calendar (spec 3 §2.2, §3, §5, §7): the Calendar widget's calls, and the admin screen
// that manages the events kept in the database and the iCalendar feed read beside them.
import { z } from 'zod';
import { BinaryResponseSchema, defineEndpoint } from './endpoint.ts';

/** spec 3 §5, §9: the window in months and the number of upcoming events, with their defaults. */
export const CALENDAR_LIMITS = {
  months: { min: 1, max: 24, default: 6 },
  events: { min: 1, max: 100, default: 10 },
} as const;
/** spec 3 §9: an event 'Starts soon' when it starts within the next hour. */
export const STARTS_SOON_MS = 60 * 60 * 1000;
/** The most events one month grid window answers, whatever the feed holds. */
export const CALENDAR_MAX_WINDOW_EVENTS = 2000;
export const CALENDAR_MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** Where an event comes from: the database (managed on the admin screen) or the iCalendar feed. */
export const CalendarSourceSchema = z.enum(['database', 'feed']);

/**
 * spec 3 §3 Calendar item. Start and End are ISO instants for timed events; all-day events carry
 * dates ('YYYY-MM-DD', End exclusive) so they stay on their day in every time zone.
 */
export const CalendarItemSchema = z.object({
  Id: z.string().min(1).max(400),
  Subject: z.string().max(500),
  Start: z.string().max(40),
  End: z.string().max(40),
  IsAllDay: z.boolean(),
  Location: z.string().max(500),
  Source: CalendarSourceSchema,
});
export type CalendarItem = z.infer<typeof CalendarItemSchema>;

const months = z.coerce
  .number()
  .int()
  .min(CALENDAR_LIMITS.months.min, 'The limit in months is 1 to 24.')
  .max(CALENDAR_LIMITS.months.max, 'The limit in months is 1 to 24.')
  .default(CALENDAR_LIMITS.months.default);
const events = z.coerce
  .number()
  .int()
  .min(CALENDAR_LIMITS.events.min, 'The limit of events is 1 to 100.')
  .max(CALENDAR_LIMITS.events.max, 'The limit of events is 1 to 100.')
  .default(CALENDAR_LIMITS.events.default);

export const CalendarQuerySchema = z.object({ limitMonths: months, limitEvents: events });

/** `upcoming`: the next events for the list view; `calendar`: every event of the month grid's window. */
export const CalendarResponseSchema = z.object({
  upcoming: z.array(CalendarItemSchema),
  calendar: z.array(CalendarItemSchema),
});
export type CalendarResponse = z.infer<typeof CalendarResponseSchema>;

/** The appointment the widget posts back: only its Id is read, the rest is ignored. */
const AppointmentSchema = CalendarItemSchema.partial().extend({ Id: z.string().min(1).max(400) });

export const CalendarAttachmentSchema = z.object({ Id: z.number().int(), Name: z.string() });
export type CalendarAttachment = z.infer<typeof CalendarAttachmentSchema>;

const isoDateTime = z.iso.datetime({ offset: true, message: 'Give the date and time as an ISO instant.' });

/** An event of the database as the admin screen edits it. */
export const CalendarEventSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  location: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  isAllDay: z.boolean(),
  attachments: z.array(CalendarAttachmentSchema.extend({ Size: z.number().int() })),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

export const SaveCalendarEventSchema = z
  .object({
    subject: z
      .string()
      .trim()
      .min(1, 'The subject is required.')
      .max(300, 'The subject is at most 300 characters.'),
    body: z.string().max(100_000, 'The description is at most 100,000 characters.').default(''),
    location: z.string().trim().max(300, 'The location is at most 300 characters.').default(''),
    /** For all-day events the date part is what counts (midnight UTC); End is exclusive. */
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    isAllDay: z.boolean().default(false),
  })
  .refine((e) => Date.parse(e.endsAt) >= Date.parse(e.startsAt), {
    message: 'The event cannot end before it starts.',
    path: ['endsAt'],
  })
  // An all-day event ends at midnight after its last day, and no instant lies past 9999-12-31.
  .refine((e) => !e.isAllDay || e.startsAt.slice(0, 10) < '9999-12-31', {
    message: 'Events end by 9999-12-31; the last all-day event is on 9999-12-30.',
    path: ['startsAt'],
  });
export type SaveCalendarEvent = z.input<typeof SaveCalendarEventSchema>;

export const CalendarFeedStatusSchema = z.object({
  /** The feed read beside the database; empty when none is configured. */
  url: z.string(),
  /** Set by the environment (CALENDAR_FEED_URL), then the admin setting cannot change it. */
  isFromEnvironment: z.boolean(),
  fetchedAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  eventCount: z.number().int(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

export const SaveCalendarFeedSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, 'The feed address is at most 2000 characters.')
    .refine((v) => v === '' || /^(https?|webcal):\/\//i.test(v), 'The feed address starts with https://.'),
});

const eventId = z.object({ id: z.coerce.number().int().positive() });

export const calendarEndpoints = {
  calendar: defineEndpoint({
    method: 'GET',
    path: '/api/v2/widget/calendar',
    summary: 'The Calendar widget: upcoming events and the month grid window (database and feed)',
    access: 'user',
    tag: 'calendar',
    query: CalendarQuerySchema,
    response: CalendarResponseSchema,
  }),
  body: defineEndpoint({
    method: 'POST',
    path: '/api/v2/widget/calendar/body',
    changesNothing: true,
    summary: "An event's description, sanitised",
    access: 'user',
    tag: 'calendar',
    body: AppointmentSchema,
    response: z.object({ Text: z.string() }),
    replies: { 404: 'not_found: no event has the Id' },
  }),
  attachments: defineEndpoint({
    method: 'POST',
    path: '/api/v2/widget/calendar/attachments',
    changesNothing: true,
    summary: "An event's attachments",
    access: 'user',
    tag: 'calendar',
    body: AppointmentSchema,
    response: z.array(CalendarAttachmentSchema),
    replies: { 404: 'not_found: no event has the Id' },
  }),
  downloadAttachment: defineEndpoint({
    method: 'POST',
    path: '/api/v2/widget/calendar/attachments/:id/download',
    changesNothing: true,
    summary: 'The bytes of one attachment of the event posted',
    access: 'user',
    tag: 'calendar',
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: AppointmentSchema,
    response: BinaryResponseSchema,
  }),
  listEvents: defineEndpoint({
    method: 'GET',
    path: '/api/v2/calendar/events',
    summary: 'The events kept in the database, newest first (admin screen)',
    access: 'admin',
    tag: 'calendar',
    response: z.array(CalendarEventSchema),
  }),
  createEvent: defineEndpoint({
    method: 'POST',
    path: '/api/v2/calendar/events',
    acceptsIdempotencyKey: true,
    summary: 'Adds an event to the database calendar',
    access: 'admin',
    tag: 'calendar',
    body: SaveCalendarEventSchema,
    response: CalendarEventSchema,
  }),
  updateEvent: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/calendar/events/:id',
    summary: 'Changes an event of the database calendar',
    access: 'admin',
    tag: 'calendar',
    params: eventId,
    body: SaveCalendarEventSchema,
    response: CalendarEventSchema,
  }),
  deleteEvent: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/calendar/events/:id',
    summary: 'Removes an event and its attachments',
    access: 'admin',
    tag: 'calendar',
    params: eventId,
    response: z.object({ ok: z.literal(true) }),
  }),
  uploadAttachment: defineEndpoint({
    method: 'POST',
    path: '/api/v2/calendar/events/:id/attachments',
    acceptsIdempotencyKey: true,
    summary: 'Attaches a file (multipart field "file") to an event',
    access: 'admin',
    tag: 'calendar',
    params: eventId,
    response: CalendarEventSchema,
  }),
  deleteAttachment: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/calendar/events/:id/attachments/:attachmentId',
    summary: 'Removes one attachment of an event',
    access: 'admin',
    tag: 'calendar',
    params: eventId.extend({ attachmentId: z.coerce.number().int().positive() }),
    response: CalendarEventSchema,
  }),
  feed: defineEndpoint({
    method: 'GET',
    path: '/api/v2/calendar/feed',
    summary: 'The iCalendar feed read beside the database: address and last refresh',
    access: 'admin',
    tag: 'calendar',
    response: CalendarFeedStatusSchema,
  }),
  saveFeed: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/calendar/feed',
    summary: 'Sets the iCalendar feed address (empty: no feed) and reads it at once',
    access: 'admin',
    tag: 'calendar',
    body: SaveCalendarFeedSchema,
    response: CalendarFeedStatusSchema,
    replies: { 409: 'conflict: the feed address is set by CALENDAR_FEED_URL on the server' },
  }),
  refreshFeed: defineEndpoint({
    method: 'POST',
    path: '/api/v2/calendar/feed/refresh',
    summary: 'Reads the iCalendar feed now; a failure keeps the last good copy',
    access: 'admin',
    tag: 'calendar',
    response: CalendarFeedStatusSchema,
  }),
};
