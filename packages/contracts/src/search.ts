// Search across the portal (spec 1 §2.1 /search): pages, people, companies and
// assignments in one call, grouped by type with counts and highlighted snippets.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** In the order results are shown: people first, as staff mostly look for a colleague or a client. */
export const SEARCH_HIT_TYPES = ['person', 'company', 'assignment', 'page'] as const;
export const SearchHitTypeSchema = z.enum(SEARCH_HIT_TYPES);
export type SearchHitType = z.infer<typeof SearchHitTypeSchema>;

/** Longer search text is refused with SEARCH_TOO_LONG_MESSAGE. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_TOO_LONG_MESSAGE = `Search text is too long: use at most ${SEARCH_QUERY_MAX_LENGTH} characters.`;
/** Hits per type when all types are shown (the palette and the All tab). */
export const SEARCH_TOP_PER_TYPE = 5;
/** Hits per page when one type is shown. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE = 50;
/** spec-like as-you-type pause of the jump-to palette. */
export const SEARCH_DEBOUNCE_MS = 150;

export const SEARCH_HIT_TYPE_LABELS: Record<SearchHitType, string> = {
  page: 'Pages',
  person: 'People',
  company: 'Companies',
  assignment: 'Assignments',
};

export const SearchQuerySchema = z.object({
  // Bounded by the service, which answers SEARCH_TOO_LONG_MESSAGE (a clearer reply than a zod issue).
  q: z.string().default(''),
  type: SearchHitTypeSchema.optional(),
  page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
});

/** Highlighted text as pieces: `isMatch` pieces are the words that matched. Render as text, never HTML. */
export const SearchTextSchema = z.array(z.object({ text: z.string(), isMatch: z.boolean() }));
export type SearchText = z.infer<typeof SearchTextSchema>;

export const SearchHitSchema = z.object({
  type: SearchHitTypeSchema,
  id: z.number().int(),
  title: SearchTextSchema,
  subtitle: z.string(),
  snippet: SearchTextSchema,
  /** Where the hit opens: a route name and its params (pages by their own route name). */
  route: z.object({ name: z.string(), params: z.record(z.string(), z.string()) }),
  /** People only: false for staff who have left. */
  isActive: z.boolean(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchGroupSchema = z.object({
  type: SearchHitTypeSchema,
  total: z.number().int(),
  hits: z.array(SearchHitSchema),
});
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

export const SearchResultSchema = z.object({
  q: z.string(),
  type: SearchHitTypeSchema.nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({
    page: z.number().int(),
    person: z.number().int(),
    company: z.number().int(),
    assignment: z.number().int(),
    all: z.number().int(),
  }),
  groups: z.array(SearchGroupSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const PageByOidSchema = z.object({ UUID: z.string().uuid() });

export const searchEndpoints = {
  pageByOid: defineEndpoint({
    method: 'GET',
    path: '/api/v2/search/page/:oid',
    summary: 'The page a learn-more link names by its oid (/learn?oid=), for pages the caller may open',
    access: 'user',
    tag: 'search',
    params: z.object({ oid: z.coerce.number().int().positive().max(2_147_483_647) }),
    response: PageByOidSchema,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/v2/search',
    summary: 'Search pages, people, companies and assignments: grouped hits, counts per type, highlights',
    access: 'user',
    tag: 'search',
    query: SearchQuerySchema,
    response: SearchResultSchema,
  }),
};
