import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageAddresses } from './endpoint-addresses.ts';
import { PageAuthorSchema, PageMergeSchema } from './page-merge.ts';
import { DEFAULT_SECTION_WIDTH, MAX_SECTION_WIDTH, MIN_SECTION_WIDTH } from './page-rules.ts';

/** Content types of a section (spec 1 §3); component widgets name their kind in ComponentType. */
export const SECTION_CONTENT_TYPES = ['RichText', 'Component', 'PagePromotion'] as const;

/** Attribute values are text; JSON values travel serialised (spec 1 §3). */
export const SectionAttributeSchema = z.object({
  Name: z.string().min(1).max(100),
  Value: z
    .unknown()
    .transform((v) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v))),
});
export type SectionAttribute = z.output<typeof SectionAttributeSchema>;

/** A widget card on a page (spec 1 §3 Section), as the page API answers it. */
export const SectionSchema = z.object({
  OID: z.number().int(),
  DOID: z.number().int().nullable(),
  UUID: z.string().uuid(),
  Title: z.string(),
  Text: z.string(),
  Width: z.number().int().min(MIN_SECTION_WIDTH).max(MAX_SECTION_WIDTH),
  Type: z.object({ UUID: z.string().nullable(), Identifier: z.string() }),
  IsDrawer: z.boolean(),
  ComponentType: z.string(),
  ToVueRouterName: z.string(),
  Attributes: z.array(z.object({ Name: z.string(), Value: z.string() })),
});
export type Section = z.infer<typeof SectionSchema>;

/** A temporary id of an unsaved section: a negative numeric string (spec 1 §9), or none at all. */
export const isTemporarySectionId = (uuid: string | number | null | undefined): boolean =>
  uuid === null || uuid === undefined || uuid === '' || /^-\d+$/.test(String(uuid));

/** Rich text limits: per section, and for all the sections of a page together. */
export const MAX_SECTION_TEXT = 500_000;
export const MAX_PAGE_TEXT = 1_000_000;

/** A section as the editor sends it: a real UUID, or a temporary negative one (or null) for new ones. */
const SectionUuidSchema = z.string().uuid();

export const SaveSectionSchema = z.object({
  UUID: z
    .union([z.string().max(64), z.number().int()])
    .nullish()
    .refine((v) => isTemporarySectionId(v) || SectionUuidSchema.safeParse(v).success, 'UUID not found.'),
  Title: z.string().max(500).default(''),
  Text: z.string().max(MAX_SECTION_TEXT, "A section's text may hold at most 500,000 characters.").default(''),
  Width: z.coerce.number().int().min(MIN_SECTION_WIDTH).max(MAX_SECTION_WIDTH).default(DEFAULT_SECTION_WIDTH),
  Type: z.object({ Identifier: z.string().trim().min(1, 'A widget type is required.').max(100) }),
  IsDrawer: z.boolean().default(false),
  ComponentType: z.string().max(100).default(''),
  ToVueRouterName: z.string().max(200).default(''),
  Attributes: z.array(SectionAttributeSchema).max(200).default([]),
});
export type SaveSection = z.input<typeof SaveSectionSchema>;

/** The page's four filters; each holds the parsed JSON of the route's filter text, or null. */
export const PageFiltersSchema = z.object({
  ContentFilter: z.unknown().nullable(),
  UsersFilter: z.unknown().nullable(),
  AssignmentsFilter: z.unknown().nullable(),
  CompaniesFilter: z.unknown().nullable(),
});
export type PageFilters = z.infer<typeof PageFiltersSchema>;

export const PageSchema = PageFiltersSchema.extend({
  UUID: z.string().uuid(),
  Title: z.string(),
  MetaTitle: z.string(),
  MetaDescription: z.string(),
  VueRouterName: z.string(),
  FullPath: z.string(),
  RedirectLink: z.string(),
  Status: z.enum(['active', 'disabled']),
  /** Disabled or outside its publish window: only admins get such a page, to show it with a badge. */
  IsHidden: z.boolean(),
  HideDrawer: z.boolean(),
  /** The page version; send it back on save (409 stale_version when someone saved since). */
  Version: z.number().int(),
  Sections: z.array(SectionSchema),
  /** What the ancestors pass down: for each filter, the nearest ancestor's non-empty one. */
  Parent: PageFiltersSchema.extend({ UUID: z.string().uuid().nullable() }),
});
export type Page = z.infer<typeof PageSchema>;

/** A filter on save: an object, its JSON text, or null/'' to clear it; left out keeps it. */
const filterInput = z
  .unknown()
  .optional()
  .refine((v) => {
    if (typeof v !== 'string' || !v.trim()) return true;
    try {
      JSON.parse(v);
      return true;
    } catch {
      return false;
    }
  }, 'Must be JSON text.')
  .transform((v) =>
    v === undefined ? undefined : v === null || v === '' ? '' : typeof v === 'string' ? v : JSON.stringify(v),
  );

export const SavePageRequestSchema = z.object({
  UUID: z.string().uuid(),
  Sections: z
    .array(SaveSectionSchema)
    .max(500)
    .refine(
      (sections) => sections.reduce((sum, s) => sum + s.Text.length, 0) <= MAX_PAGE_TEXT,
      "A page's sections may hold at most 1,000,000 characters of text together.",
    ),
  ContentFilter: filterInput,
  UsersFilter: filterInput,
  AssignmentsFilter: filterInput,
  CompaniesFilter: filterInput,
  Version: z.number().int().optional(),
  Force: z.boolean().optional(),
  /**
   * From an older `Version`: merge with the changes made since instead of refusing (ADR 013); a
   * setting both sides changed is still refused with 409, naming the two values.
   */
  Merge: z.boolean().optional(),
});
export type SavePageRequest = z.input<typeof SavePageRequestSchema>;

/** The saved page; `Merge` says what a merged publish took in from others' changes. */
export const SavePageReplySchema = PageSchema.extend({ Merge: PageMergeSchema.optional() });
export type SavePageReply = z.infer<typeof SavePageReplySchema>;

export const DeletePageRequestSchema = z
  .object({ uuid: z.string().uuid().optional(), UUID: z.string().uuid().optional() })
  .refine((v) => v.uuid || v.UUID, 'uuid is required.')
  .transform((v) => ({ uuid: (v.uuid ?? v.UUID) as string }));

export const PageVersionSummarySchema = z.object({
  Version: z.number().int(),
  CreatedAt: z.string(),
  CreatedBy: z.object({ ID: z.number().int(), FullName: z.string() }).nullable(),
  /** Authors whose changes this version merged in (ADR 013); empty for a plain save. */
  MergedWith: z.array(PageAuthorSchema),
  SectionCount: z.number().int(),
  IsCurrent: z.boolean(),
});
export type PageVersionSummary = z.infer<typeof PageVersionSummarySchema>;

export const PageVersionSchema = PageVersionSummarySchema.extend({
  Page: PageFiltersSchema.extend({ Sections: z.array(SectionSchema) }),
});
export type PageVersion = z.infer<typeof PageVersionSchema>;

const pageParams = z.object({ uuid: z.string().uuid() });
const versionParams = z.object({ uuid: z.string().uuid(), version: z.coerce.number().int().positive() });

export const pageEndpoints = {
  get: defineEndpoint({
    ...pageAddresses.get,
    summary: 'A page with its sections, its four filters and the filters its ancestors pass down',
    access: 'user',
    tag: 'pages',
    params: pageParams,
    response: PageSchema,
    replies: { 304: 'Not Modified: the page is the one whose ETag came in If-None-Match' },
  }),
  save: defineEndpoint({
    ...pageAddresses.save,
    summary: 'Saves the whole page; temporary section UUIDs become real ones; every save is a version',
    access: 'admin',
    tag: 'pages',
    body: SavePageRequestSchema,
    response: SavePageReplySchema,
    replies: {
      404: 'not_found: no page has the UUID',
      409: 'stale_version: the page was saved by someone else since the Version sent (Force overwrites; with Merge, only when both changed one setting, the conflicts named)',
    },
  }),
  remove: defineEndpoint({
    ...pageAddresses.remove,
    summary: 'Moves the page, its sections and its subpages to the trash',
    access: 'admin',
    tag: 'pages',
    body: DeletePageRequestSchema,
    response: z.array(z.string().uuid()),
    replies: { 404: 'not_found: no page has the UUID' },
  }),
  versions: defineEndpoint({
    method: 'GET',
    path: '/api/v2/page/:uuid/versions',
    summary: 'Saved versions of a page, newest first, with who saved them and when',
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    response: z.array(PageVersionSummarySchema),
  }),
  version: defineEndpoint({
    method: 'GET',
    path: '/api/v2/page/:uuid/versions/:version',
    summary: 'One saved version of a page',
    access: 'admin',
    tag: 'pages',
    params: versionParams,
    response: PageVersionSchema,
  }),
  restoreVersion: defineEndpoint({
    method: 'POST',
    path: '/api/v2/page/:uuid/versions/:version/restore',
    acceptsIdempotencyKey: true,
    summary: 'Restores a saved version as a new version',
    access: 'admin',
    tag: 'pages',
    params: versionParams,
    body: z.object({ Version: z.number().int().optional(), Force: z.boolean().optional() }),
    response: PageSchema,
  }),
};
