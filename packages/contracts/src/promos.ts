// Content promotion (spec 1 §4, spec 3 §2.8, §3): promos of the site's pages, the manual picker's
// candidates, and the Promos Admin table of every page's promo fields.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { MetaImageSchema, type PageKind, PageKindSchema } from './routes.ts';

export const PAGE_KIND_TITLES: Record<PageKind, string> = {
  OlympusWebPage: 'Web page',
  SitesPageEvent: 'Event',
  SitesPageCaseStudy: 'Case study',
  SitesPageBlogPost: 'Blog post',
  SitesPageMediaFile: 'Media file',
};

/** spec 3 §9: promo limit 2 by default; candidates page by 50 (spec 3 §5). */
export const DEFAULT_PROMO_LIMIT = 2;
export const MAX_PROMO_LIMIT = 24;
export const PROMO_CANDIDATE_PAGE = 50;
/** The most candidates one search answers; the picker pages through them 50 at a time. */
export const MAX_PROMO_CANDIDATES = 500;
/** The most pages a manual promo list may hold. */
export const MAX_MANUAL_PROMOS = 50;
export const MAX_PAGE_TAGS = 20;

const PromoTypeSchema = z.object({ Identifier: PageKindSchema, Title: z.string(), UUID: z.string() });

/** A page as a promo (spec 3 §3 Promo); its image comes from the share card (`/api/v2/page/og/{uuid}`). */
export const PromoSchema = z.object({
  oid: z.number().int(),
  uuid: z.string().uuid(),
  type: PromoTypeSchema,
  pageURL: z.string(),
  VueRouterName: z.string(),
  title: z.string(),
  metaDescription: z.string(),
  /** True when the page has a meta image the share card will point at. */
  hasImage: z.boolean(),
});
export type Promo = z.infer<typeof PromoSchema>;

/** A promo candidate of the manual picker (spec 1 §3). */
export const PromoCandidateSchema = z.object({
  oid: z.number().int(),
  uuid: z.string().uuid(),
  type: PromoTypeSchema,
  VueRouterName: z.string(),
  title: z.string(),
});
export type PromoCandidate = z.infer<typeof PromoCandidateSchema>;

/** A content filter (spec 1 §3 ContentFilterJSON): tags and a search text. */
export const ContentFilterSchema = z.object({
  tags: z
    .array(z.object({ Id: z.number().int(), Text: z.string().max(100) }))
    .max(50)
    .catch([])
    .default([]),
  search: z.string().max(200).catch('').default(''),
});
export type ContentFilterValue = z.infer<typeof ContentFilterSchema>;

/**
 * Dynamic promos: the pages matching `filter` (newest first, at most `limit`), leaving out the
 * page the widget sits on. Manual promos: the listed pages in the listed order.
 */
export const PromosRequestSchema = z.object({
  filter: ContentFilterSchema.nullish(),
  limit: z.number().int().min(1).max(MAX_PROMO_LIMIT).default(DEFAULT_PROMO_LIMIT),
  exclude: z.string().uuid().nullish(),
  uuids: z.array(z.string().uuid()).max(MAX_MANUAL_PROMOS).nullish(),
});
export type PromosRequest = z.input<typeof PromosRequestSchema>;

/** One row of the Promos Admin table: a page's promo fields. */
export const PromoAdminRowSchema = z.object({
  UUID: z.string().uuid(),
  Title: z.string(),
  VueRouterName: z.string(),
  FullPath: z.string(),
  Kind: PageKindSchema,
  MetaTitle: z.string(),
  MetaDescription: z.string(),
  MetaImage: MetaImageSchema,
  Tags: z.array(z.string()),
  Version: z.number().int(),
  UpdatedAt: z.string(),
});
export type PromoAdminRow = z.infer<typeof PromoAdminRowSchema>;

const tagName = z.string().trim().min(1).max(60);

export const SavePromoFieldsRequestSchema = z.object({
  Kind: PageKindSchema,
  MetaTitle: z.string().max(300),
  MetaDescription: z.string().max(2000),
  MetaImageOid: z.number().int().positive().nullable(),
  Tags: z.array(tagName).max(MAX_PAGE_TAGS),
  /** The copy edited; a save from an older one gets 409 stale_version unless `Force`. */
  Version: z.number().int(),
  Force: z.boolean().optional(),
});
export type SavePromoFieldsRequest = z.input<typeof SavePromoFieldsRequestSchema>;

export const promoEndpoints = {
  promos: defineEndpoint({
    method: 'POST',
    path: '/api/v2/widget/promos',
    changesNothing: true,
    summary: 'Promos of the site’s pages: by content filter (dynamic) or by the picked pages (manual)',
    access: 'user',
    tag: 'promos',
    body: PromosRequestSchema,
    response: z.array(PromoSchema),
  }),
  candidates: defineEndpoint({
    method: 'GET',
    path: '/api/v2/widget/promos',
    summary: 'Candidates for the manual promo picker whose title or name holds the keyword',
    access: 'user',
    tag: 'promos',
    query: z.object({ keyword: z.string().trim().max(200).default('') }),
    response: z.array(PromoCandidateSchema),
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/api/v2/admin/promos',
    summary: 'Every page’s promo fields, for the Promos Admin table',
    access: 'admin',
    tag: 'promos',
    response: z.array(PromoAdminRowSchema),
  }),
  adminSave: defineEndpoint({
    method: 'POST',
    path: '/api/v2/admin/promos/:uuid',
    summary: 'Saves one page’s promo fields (kind, meta title, description, image, tags)',
    access: 'admin',
    tag: 'promos',
    params: z.object({ uuid: z.string().uuid() }),
    body: SavePromoFieldsRequestSchema,
    response: PromoAdminRowSchema,
    replies: {
      404: 'not_found: no image has the id',
      409: 'stale_version: the route changed since the Version sent (Force overwrites)',
    },
  }),
};
