// Content health (docs/content-care.md): what on the site needs care, one finding per thing to fix,
// each naming the page where the fix is made, with counts per kind.
import { z } from 'zod';
import { brand } from './brand.ts';
import { defineEndpoint } from './endpoint.ts';
import { contentHealthAddresses } from './endpoint-addresses.ts';
import { GLOSSARY_PAGE_NAME } from './page-names.ts';

export const CONTENT_HEALTH_KINDS = [
  'review-due',
  'broken-link',
  'missing-alt',
  'expired-linked',
  'empty-widget',
  'unopened',
  'orphan',
] as const;
export const ContentHealthKindSchema = z.enum(CONTENT_HEALTH_KINDS);
export type ContentHealthKind = z.infer<typeof ContentHealthKindSchema>;

export const CONTENT_HEALTH_KIND_TITLES: Record<ContentHealthKind, string> = {
  'review-due': 'Past review',
  'broken-link': 'Broken links',
  'missing-alt': 'Images without alt text',
  'expired-linked': 'Expired but linked',
  'empty-widget': 'Empty widgets',
  unopened: 'Not opened in 90 days',
  orphan: 'Outside the navigation, linked from nowhere',
};

/** Days without a view after which a page is named as not opened. */
export const UNOPENED_DAYS = 90;

/** Pages the portal itself opens (the top bar's Glossary, /assessment, the AI-search landing), by internal name. */
export const PORTAL_OPENED_PAGE_NAMES: readonly string[] = [
  GLOSSARY_PAGE_NAME,
  'assessment',
  brand.aiSearchPath,
];

/** Findings per page of the list. */
export const CONTENT_HEALTH_PAGE_SIZE = 100;

export const ContentHealthFindingSchema = z.object({
  Kind: ContentHealthKindSchema,
  /** The page where the fix is made. */
  Page: z.object({ ID: z.number().int(), UUID: z.string().uuid(), Title: z.string(), FullPath: z.string() }),
  /** The widget holding the problem, when it is one widget's. */
  Section: z.object({ UUID: z.string().uuid(), Title: z.string() }).nullable(),
  /** What to fix, in a sentence; a day it names is written `{date}`, shown in the reader's date format. */
  Fix: z.string(),
  /** The day `{date}` in `Fix` stands for (YYYY-MM-DD), or null when it names none. */
  Date: z.string().nullable(),
});
export type ContentHealthFinding = z.infer<typeof ContentHealthFindingSchema>;

export const ContentHealthSchema = z.object({
  Counts: z.record(ContentHealthKindSchema, z.number().int()),
  Total: z.number().int(),
  Findings: z.array(ContentHealthFindingSchema),
});
export type ContentHealth = z.infer<typeof ContentHealthSchema>;

export const contentHealthEndpoints = {
  list: defineEndpoint({
    ...contentHealthAddresses.list,
    summary: 'What on the site needs care (pages past review, broken links, images without alt text, …)',
    access: 'admin',
    tag: 'pages',
    query: z.object({
      kind: ContentHealthKindSchema.optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
    response: ContentHealthSchema,
  }),
};
