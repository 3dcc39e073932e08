// Owners and reviews: each page has an owner and a review interval; a page past its review date is
// due (admins see a badge, its owner gets mail), and "Reviewed" starts the interval again.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageReviewAddresses } from './screen-addresses.ts';

export const REVIEW_INTERVALS = [0, 3, 6, 12] as const;
export const ReviewIntervalSchema = z.union([z.literal(0), z.literal(3), z.literal(6), z.literal(12)]);
/** Days past its review date after which a page set to do so hides itself (status 'disabled'). */
export const REVIEW_AUTO_DISABLE_DAYS = 30;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const PersonRefSchema = z.object({ ID: z.number().int(), FullName: z.string() });

export const PageReviewSchema = z.object({
  UUID: z.string().uuid(),
  /** The page's owner: the person set, or by default whoever created the page. */
  Owner: PersonRefSchema.nullable(),
  /** Months between reviews; 0: none. */
  IntervalMonths: ReviewIntervalSchema,
  AutoDisable: z.boolean(),
  /** The last review, or the day the page was made. */
  ReviewedAt: isoDate.nullable(),
  DueOn: isoDate.nullable(),
  IsDue: z.boolean(),
  /** Reviews made, newest first. */
  History: z.array(z.object({ ReviewedAt: z.string(), ReviewedBy: PersonRefSchema.nullable() })),
});
export type PageReview = z.infer<typeof PageReviewSchema>;

export const SavePageReviewRequestSchema = z.object({
  OwnerID: z.number().int().positive().nullish(),
  IntervalMonths: ReviewIntervalSchema.optional(),
  AutoDisable: z.boolean().optional(),
});
export type SavePageReviewRequest = z.input<typeof SavePageReviewRequestSchema>;

/** A page due for review, for the admins' badges and list. */
export const DueReviewSchema = z.object({
  UUID: z.string().uuid(),
  Title: z.string(),
  DueOn: isoDate,
  Owner: PersonRefSchema.nullable(),
});
export type DueReview = z.infer<typeof DueReviewSchema>;

const pageParams = z.object({ uuid: z.string().uuid() });
const notFound = { 404: 'not_found: no page has the UUID' };

export const pageReviewEndpoints = {
  due: defineEndpoint({
    ...pageReviewAddresses.due,
    summary: 'Pages due for review (on or past their review date), the longest overdue first',
    access: 'admin',
    tag: 'pages',
    response: z.array(DueReviewSchema),
  }),
  get: defineEndpoint({
    ...pageReviewAddresses.get,
    summary: "A page's owner, review interval, next review date and past reviews",
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    response: PageReviewSchema,
    replies: notFound,
  }),
  save: defineEndpoint({
    ...pageReviewAddresses.save,
    summary: "Sets a page's owner, review interval and whether it hides itself far past its review",
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    body: SavePageReviewRequestSchema,
    response: PageReviewSchema,
    replies: { ...notFound, 400: 'validation_failed: the owner is not an active person' },
  }),
  reviewed: defineEndpoint({
    ...pageReviewAddresses.reviewed,
    summary: '"Reviewed": the review interval starts again today; kept in the page\'s review history',
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    response: PageReviewSchema,
    replies: notFound,
  }),
};
