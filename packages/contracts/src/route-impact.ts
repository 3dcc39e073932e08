// Impact before a move (docs/content-care.md): what changes if a page is moved, renamed, disabled or
// deleted — the links pointing at it and its children, the redirects made, the navigation entries
// that move, and the audiences and inherited filters that change.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const ROUTE_CHANGES = ['move', 'rename', 'disable', 'delete'] as const;
export const RouteChangeSchema = z.enum(ROUTE_CHANGES);
export type RouteChange = z.infer<typeof RouteChangeSchema>;

export const IMPACT_LINK_VIAS = [
  'rich text',
  'quick link',
  'promo',
  'page promotion',
  'redirect link',
] as const;

const PageRefSchema = z.object({ UUID: z.string().uuid(), Title: z.string(), FullPath: z.string() });

export const RouteImpactRequestSchema = z.object({
  change: RouteChangeSchema,
  /** The intended parent of a move: a page's UUID, or `root`. */
  parent: z.union([z.literal('root'), z.string().uuid()]).optional(),
  /** The intended internal name of a rename. */
  name: z.string().trim().min(1).max(200).optional(),
  /** The intended path segment of a rename. */
  path: z.string().trim().min(1).max(200).optional(),
});

export const ImpactLinkSchema = z.object({
  /** The page holding the link. */
  From: PageRefSchema,
  Section: z.object({ UUID: z.string().uuid(), Title: z.string() }).nullable(),
  Via: z.enum(IMPACT_LINK_VIAS),
  /** What the link holds: a path, an internal name or a page's UUID. */
  Href: z.string(),
  /** The page (the one changed, or one beneath it) the link leads to. */
  To: PageRefSchema,
  /** True when the link would lead nowhere after the change. */
  Breaks: z.boolean(),
});
export type ImpactLink = z.infer<typeof ImpactLinkSchema>;

export const RouteImpactSchema = z.object({
  Page: PageRefSchema,
  Change: RouteChangeSchema,
  Links: z.array(ImpactLinkSchema),
  /** Old addresses that will lead to the new ones. */
  Redirects: z.array(z.object({ From: z.string(), To: z.string() })),
  /** Entries of the navigation that move (To: the new address) or leave it (To: null). */
  Navigation: z.array(
    z.object({ UUID: z.string().uuid(), Title: z.string(), From: z.string(), To: z.string().nullable() }),
  ),
  /** Pages whose inherited audience or filters differ after the change. */
  Inherited: z.array(
    z.object({
      UUID: z.string().uuid(),
      Title: z.string(),
      What: z.enum(['audience', 'filters']),
      Before: z.string(),
      After: z.string(),
    }),
  ),
});
export type RouteImpact = z.infer<typeof RouteImpactSchema>;

export const routeImpactEndpoints = {
  impact: defineEndpoint({
    method: 'GET',
    path: '/api/v2/routes/:uuid/impact',
    summary:
      'What a move, rename, disable or delete of a page would change: links, redirects, navigation, audiences',
    access: 'admin',
    tag: 'routes',
    params: z.object({ uuid: z.string().uuid() }),
    query: RouteImpactRequestSchema,
    response: RouteImpactSchema,
    replies: {
      400: 'validation_failed: a move names no parent, or a parent beneath the page itself',
      404: 'not_found: no page has the UUID, or the parent does not exist',
    },
  }),
};
