// Page drafts (docs/content-care.md, ADR 012): the editor keeps each admin's unpublished sections
// on the server, one draft per page and author, so editing survives a reload, a crash or another
// device. A draft changes nothing anyone else reads; Save publishes it and it is gone.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { isTemporarySectionId, MAX_PAGE_TEXT, MAX_SECTION_TEXT, SectionSchema } from './pages.ts';
import { pageDraftAddresses } from './screen-addresses.ts';

export const MAX_DRAFT_SECTIONS = 500;

/** A section as the editor holds it: a saved one by its UUID, an unsaved one by its temporary id. */
export const DraftSectionSchema = SectionSchema.extend({
  UUID: z
    .string()
    .max(64)
    .refine((v) => isTemporarySectionId(v) || z.string().uuid().safeParse(v).success, 'UUID not found.'),
  Title: z.string().max(500),
  Text: z.string().max(MAX_SECTION_TEXT, "A section's text may hold at most 500,000 characters."),
  Attributes: z.array(z.object({ Name: z.string().max(100), Value: z.string() })).max(200),
});
export type DraftSection = z.infer<typeof DraftSectionSchema>;

export const SaveDraftRequestSchema = z.object({
  Sections: z
    .array(DraftSectionSchema)
    .max(MAX_DRAFT_SECTIONS)
    .refine(
      (sections) => sections.reduce((sum, s) => sum + s.Text.length, 0) <= MAX_PAGE_TEXT,
      "A page's sections may hold at most 1,000,000 characters of text together.",
    ),
  /** The page version the draft was started from (a save from it checks it as a stale copy). */
  BaseVersion: z.number().int().positive(),
});
export type SaveDraftRequest = z.input<typeof SaveDraftRequestSchema>;

const AuthorSchema = z.object({ ID: z.number().int(), FullName: z.string() });

/** Whose draft of a page exists and from when, without its sections. */
export const DraftSummarySchema = z.object({
  Author: AuthorSchema,
  UpdatedAt: z.string(),
  BaseVersion: z.number().int(),
  /** The draft is the caller's own. */
  IsMine: z.boolean(),
});
export type DraftSummary = z.infer<typeof DraftSummarySchema>;

export const DraftSchema = DraftSummarySchema.extend({ Sections: z.array(DraftSectionSchema) });
export type Draft = z.infer<typeof DraftSchema>;

const pageParams = z.object({ uuid: z.string().uuid() });
const authorParams = z.object({ uuid: z.string().uuid(), authorId: z.coerce.number().int().positive() });
const notFound = 'not_found: no page has the UUID';

export const pageDraftEndpoints = {
  mine: defineEndpoint({
    ...pageDraftAddresses.mine,
    summary: "The caller's draft of a page, or null when they have none",
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    response: DraftSchema.nullable(),
    replies: { 404: notFound },
  }),
  save: defineEndpoint({
    ...pageDraftAddresses.save,
    summary: "Keeps the caller's unpublished sections of a page; nobody else's reading changes",
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    body: SaveDraftRequestSchema,
    response: DraftSummarySchema,
    replies: { 404: notFound },
  }),
  discard: defineEndpoint({
    ...pageDraftAddresses.discard,
    summary: "Discards the caller's draft of a page (nothing to discard is no error)",
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    response: z.object({ ok: z.literal(true) }),
    replies: { 404: notFound },
  }),
  list: defineEndpoint({
    ...pageDraftAddresses.list,
    summary: "Every admin's draft of a page: whose and from when, the newest first",
    access: 'admin',
    tag: 'pages',
    params: pageParams,
    response: z.array(DraftSummarySchema),
    replies: { 404: notFound },
  }),
  byAuthor: defineEndpoint({
    ...pageDraftAddresses.byAuthor,
    summary: "One admin's draft of a page, to open in the editor as a start of one's own",
    access: 'admin',
    tag: 'pages',
    params: authorParams,
    response: DraftSchema,
    replies: { 404: `${notFound}, or that author has no draft of it` },
  }),
};
