// Page analytics (docs/content-care.md): views and unique viewers per page and per day, kept as
// daily counts; the top pages of a period, a page's trend, and how much of its audience opened it.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** The periods the analytics screen offers, in days up to today. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export const AnalyticsPeriodSchema = z.coerce
  .number()
  .int()
  .refine((days) => (ANALYTICS_PERIODS as readonly number[]).includes(days), 'Choose 7, 30 or 90 days.');

/** Pages the top list names at most. */
export const ANALYTICS_TOP_PAGES = 50;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const PageRefSchema = z.object({ UUID: z.string().uuid(), Title: z.string(), FullPath: z.string() });

export const TopPageSchema = PageRefSchema.extend({
  Views: z.number().int(),
  /** Unique viewers of each day, added up: someone who came back on another day counts again. */
  ViewerDays: z.number().int(),
});
export type TopPage = z.infer<typeof TopPageSchema>;

export const TopPagesSchema = z.object({
  Days: z.number().int(),
  From: isoDate,
  To: isoDate,
  Pages: z.array(TopPageSchema),
});
export type TopPages = z.infer<typeof TopPagesSchema>;

export const PageTrendSchema = z.object({
  Page: PageRefSchema,
  Days: z.number().int(),
  /** One entry per day of the period, oldest first, days without a view included. */
  Daily: z.array(z.object({ Day: isoDate, Views: z.number().int(), Viewers: z.number().int() })),
  Views: z.number().int(),
  ViewerDays: z.number().int(),
  /**
   * Present only when the page (or a page above it) is limited to an audience: its members, and
   * how many of them opened it at most (unique viewers counted per day, capped at the members).
   */
  Audience: z
    .object({ Members: z.number().int(), Opened: z.number().int(), Share: z.number().min(0).max(1) })
    .optional(),
});
export type PageTrend = z.infer<typeof PageTrendSchema>;

const periodQuery = z.object({ days: AnalyticsPeriodSchema.default(30) });

export const pageAnalyticsEndpoints = {
  top: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/analytics',
    summary: 'The most viewed pages over the last 7, 30 or 90 days, with their unique viewers per day',
    access: 'admin',
    tag: 'pages',
    query: periodQuery,
    response: TopPagesSchema,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/analytics/:uuid',
    summary: "A page's views and unique viewers per day, and the share of its audience that opened it",
    access: 'admin',
    tag: 'pages',
    params: z.object({ uuid: z.string().uuid() }),
    query: periodQuery,
    response: PageTrendSchema,
    replies: { 404: 'not_found: no page has the UUID' },
  }),
};
