// Saved reports by e-mail: subscriptions on a schedule and alerts on a KPI (docs/subscriptions.md).
// Each recipient's copy is computed as that recipient.
import { z } from 'zod';
import { defineEndpoint, RedirectResponseSchema } from './endpoint.ts';
import { KpiKeySchema, savedReportParams } from './saved-reports.ts';

export const SUBSCRIPTIONS_MAX_PER_PAGE = 100;
export const SUBSCRIPTION_MAX_RECIPIENTS = 200;

export const FrequencySchema = z.enum(['daily', 'weekly', 'monthly']);
export type Frequency = z.infer<typeof FrequencySchema>;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const ScheduleSchema = z
  .object({
    frequency: FrequencySchema,
    /** Weekly: 0 is Sunday … 6 Saturday. */
    dayOfWeek: z.number().int().min(0).max(6).nullable().default(null),
    /** Monthly: 1–31; a month without that date sends on its last day. */
    dayOfMonth: z.number().int().min(1).max(31).nullable().default(null),
    /** Local time of day, HH:MM (24 h). */
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time of day as HH:MM (24 h).'),
    /** An IANA time zone, e.g. Europe/London. */
    timeZone: z.string().min(1).max(64).refine(isTimeZone, 'An IANA time zone, e.g. Europe/London.'),
  })
  .superRefine((schedule, ctx) => {
    if (schedule.frequency === 'weekly' && schedule.dayOfWeek === null)
      ctx.addIssue({
        code: 'custom',
        path: ['dayOfWeek'],
        message: 'A weekly schedule needs a day of the week.',
      });
    if (schedule.frequency === 'monthly' && schedule.dayOfMonth === null)
      ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: 'A monthly schedule needs a date.' });
  });
export type Schedule = z.output<typeof ScheduleSchema>;

const PersonSchema = z.object({ ID: z.number().int(), FullName: z.string() });

export const SubscriptionSchema = z.object({
  id: z.number().int(),
  reportId: z.number().int(),
  reportName: z.string(),
  owner: PersonSchema,
  schedule: ScheduleSchema,
  recipients: z.array(PersonSchema.extend({ unsubscribed: z.boolean() })),
  attachExcel: z.boolean(),
  /** The report's figures as a PDF (printed on the server), beside or instead of the workbook. */
  attachPdf: z.boolean(),
  nextRunAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** Why the last send failed; null after a send that worked. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionCreateSchema = z.object({
  reportId: z.number().int().positive(),
  schedule: ScheduleSchema,
  /** Colleagues besides the subscriber, who always receives it. */
  recipients: z.array(z.number().int().positive()).max(SUBSCRIPTION_MAX_RECIPIENTS).default([]),
  attachExcel: z.boolean().default(true),
  attachPdf: z.boolean().default(false),
});
export type SubscriptionCreate = z.input<typeof SubscriptionCreateSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  });

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(SUBSCRIPTIONS_MAX_PER_PAGE).default(25),
});

export const SubscriptionPageSchema = pageOf(SubscriptionSchema);
export type SubscriptionPage = z.infer<typeof SubscriptionPageSchema>;

export const DeliverySchema = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int().nullable(),
  alertId: z.number().int().nullable(),
  email: z.string(),
  status: z.enum(['queued', 'failed']),
  /** The outbox message, readable on /admin/mail. */
  mailId: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type Delivery = z.infer<typeof DeliverySchema>;
export const DeliveryPageSchema = pageOf(DeliverySchema);
export type DeliveryPage = z.infer<typeof DeliveryPageSchema>;

export const AlertConditionSchema = z.enum(['above', 'below', 'risesBy', 'fallsBy']);
export type AlertCondition = z.infer<typeof AlertConditionSchema>;

export const AlertSchema = z.object({
  id: z.number().int(),
  reportId: z.number().int(),
  reportName: z.string(),
  metric: KpiKeySchema,
  /** above/below a value of the KPI, or risesBy/fallsBy a percentage against the compare period. */
  condition: AlertConditionSchema,
  threshold: z.number(),
  /** The condition held at the last check (a mail went out when it began to). */
  isMet: z.boolean(),
  lastCheckedAt: z.string().nullable(),
  lastFiredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof AlertSchema>;

export const AlertCreateSchema = z.object({
  reportId: z.number().int().positive(),
  metric: KpiKeySchema,
  condition: AlertConditionSchema,
  threshold: z.number().finite().min(-1e15).max(1e15),
});
export type AlertCreate = z.input<typeof AlertCreateSchema>;
export const AlertPageSchema = pageOf(AlertSchema);
export type AlertPage = z.infer<typeof AlertPageSchema>;

const Ok = z.object({ ok: z.literal(true) });
const tag = 'reports';
const mine404 = { 404: 'not_found: no subscription of yours has the id' } as const;

export const reportSubscriptionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v2/report/subscriptions',
    summary: 'Your report subscriptions, newest first',
    access: 'user',
    tag,
    query: pageQuery,
    response: SubscriptionPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v2/report/subscriptions',
    summary: 'Mail a saved report on a schedule to you and chosen colleagues',
    access: 'user',
    tag,
    body: SubscriptionCreateSchema,
    response: SubscriptionSchema,
    replies: { 404: 'not_found: no saved report of yours or shared with you has the reportId' },
    acceptsIdempotencyKey: true,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/report/subscriptions/:id',
    summary: 'End a subscription of yours',
    access: 'user',
    tag,
    params: savedReportParams,
    response: Ok,
    replies: mine404,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/v2/report/subscriptions/:id/send',
    summary: 'Send a subscription of yours now, to every recipient, each computed as that recipient',
    access: 'user',
    tag,
    params: savedReportParams,
    response: Ok,
    replies: mine404,
  }),
  unsubscribe: defineEndpoint({
    method: 'GET',
    path: '/api/v2/report/unsubscribe/:token',
    summary:
      "A mail's unsubscribe link: stops that subscription's mail to its recipient, then opens the portal",
    access: 'public',
    tag,
    params: z.object({ token: z.string().min(16).max(100) }),
    response: RedirectResponseSchema,
    replies: { 404: 'not_found: the link is not (or no longer) valid' },
  }),
  alerts: defineEndpoint({
    method: 'GET',
    path: '/api/v2/report/alerts',
    summary: 'Your alerts on saved reports, newest first',
    access: 'user',
    permission: 'ViewFinancials',
    tag,
    query: pageQuery,
    response: AlertPageSchema,
  }),
  createAlert: defineEndpoint({
    method: 'POST',
    path: '/api/v2/report/alerts',
    summary: 'Tell me when a KPI of a saved report crosses a value or changes by a percentage',
    access: 'user',
    permission: 'ViewFinancials',
    tag,
    body: AlertCreateSchema,
    response: AlertSchema,
    replies: { 404: 'not_found: no saved report of yours or shared with you has the reportId' },
    acceptsIdempotencyKey: true,
  }),
  removeAlert: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/report/alerts/:id',
    summary: 'Remove an alert of yours',
    access: 'user',
    permission: 'ViewFinancials',
    tag,
    params: savedReportParams,
    response: Ok,
    replies: { 404: 'not_found: no alert of yours has the id' },
  }),
  adminSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/report-subscriptions',
    summary: "Every user's report subscriptions, newest first",
    access: 'admin',
    tag: 'admin',
    query: pageQuery,
    response: SubscriptionPageSchema,
  }),
  adminDeliveries: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/report-deliveries',
    summary: 'The delivery log of subscriptions and alerts: one row per recipient per send, newest first',
    access: 'admin',
    tag: 'admin',
    query: pageQuery,
    response: DeliveryPageSchema,
  }),
};
