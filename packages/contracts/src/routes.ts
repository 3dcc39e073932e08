import { z } from 'zod';
import { type Audience, AudienceSchema } from './audiences.ts';
import { defineEndpoint } from './endpoint.ts';
import { routeAddresses } from './endpoint-addresses.ts';

/** A node of the route tree as the shell uses it (spec 1 §2.2). Paths come from the tree at read time. */
export interface RouteNode {
  UUID: string;
  Title: string;
  BreadcrumbTitle: string;
  MetaTitle: string;
  VueRouterName: string;
  VueRouterPath: string;
  /** The full path from the root, e.g. `/firm/offices`. */
  FullPath: string;
  RedirectLink: string;
  Status: 'active' | 'disabled';
  /** True when the page is hidden from staff (disabled, or outside its publish window); admins only. */
  IsHidden: boolean;
  ExcludeFromNav: boolean;
  DoNotOpen: boolean;
  DoNotLink: boolean;
  HideDrawer: boolean;
  IsOpen: boolean;
  HasFile: boolean;
  FileJSON: string;
  File: string;
  DownloadBtn: string;
  /** Who the page is for (its own rows); admins only, and only when it is limited. */
  Audience?: Audience;
  Children: RouteNode[];
}

export const RouteNodeSchema: z.ZodType<RouteNode> = z.lazy(() =>
  z.object({
    UUID: z.string().uuid(),
    Title: z.string(),
    BreadcrumbTitle: z.string(),
    MetaTitle: z.string(),
    VueRouterName: z.string(),
    VueRouterPath: z.string(),
    FullPath: z.string(),
    RedirectLink: z.string(),
    Status: z.enum(['active', 'disabled']),
    IsHidden: z.boolean(),
    ExcludeFromNav: z.boolean(),
    DoNotOpen: z.boolean(),
    DoNotLink: z.boolean(),
    HideDrawer: z.boolean(),
    IsOpen: z.boolean(),
    HasFile: z.boolean(),
    FileJSON: z.string(),
    File: z.string(),
    DownloadBtn: z.string(),
    Audience: AudienceSchema.optional(),
    Children: z.array(RouteNodeSchema),
  }),
);

export const RouteTreeSchema = z.array(RouteNodeSchema);

/** '0000-00-00' is how the spec writes an empty date (spec 1 §3). */
export const EMPTY_DATE = '0000-00-00';
export const NAME_TAKEN_MESSAGE = 'This name has already been taken.';
export const PATH_TAKEN_MESSAGE = 'This path has already been taken.';
export const ROOT_MISSING_MESSAGE = 'This root does not exist.';

const UuidRefSchema = z.object({ UUID: z.string().uuid() });

/** spec 3 §3 Promo type.Identifier: the kind of page, part of its metadata; promos show it. */
export const PAGE_KINDS = [
  'OlympusWebPage',
  'SitesPageEvent',
  'SitesPageCaseStudy',
  'SitesPageBlogPost',
  'SitesPageMediaFile',
] as const;
export const PageKindSchema = z.enum(PAGE_KINDS);
export type PageKind = z.infer<typeof PageKindSchema>;
export const DEFAULT_PAGE_KIND: PageKind = 'OlympusWebPage';
export const MetaImageSchema = z.object({
  OID: z.number().int().nullable(),
  Type: z.object({ Identifier: z.string() }),
});

/** Route metadata for editing (spec 1 §3 Route), as `GET /api/v2/routes/{uuid}` answers it. */
export const RouteDetailSchema = z.object({
  UUID: z.string().uuid(),
  Title: z.string(),
  BreadcrumbTitle: z.string(),
  VueRouterName: z.string(),
  VueRouterPath: z.string(),
  FullPath: z.string(),
  RedirectLink: z.string(),
  Parent: UuidRefSchema.nullable(),
  Children: z.array(z.object({ UUID: z.string().uuid(), Title: z.string(), VueRouterName: z.string() })),
  Position: z.number().int(),
  ExcludeFromNav: z.boolean(),
  DoNotOpen: z.boolean(),
  DoNotLink: z.boolean(),
  HideDrawer: z.boolean(),
  IsOpen: z.boolean(),
  HasFile: z.boolean(),
  FileJSON: z.string(),
  File: z.string(),
  DownloadBtn: z.string(),
  Status: z.enum(['active', 'disabled']),
  IsHidden: z.boolean(),
  PublishDate: z.string(),
  ExpirationDate: z.string(),
  MetaTitle: z.string(),
  MetaDescription: z.string(),
  MetaImage: MetaImageSchema,
  Kind: PageKindSchema,
  ContentFilterJSON: z.string(),
  UsersFilterJSON: z.string(),
  AssignmentsFilterJSON: z.string(),
  CompaniesFilterJSON: z.string(),
  /** Who the page and everything beneath it is for (docs/permissions.md); empty: everyone. */
  Audience: AudienceSchema,
  /** Optimistic concurrency: send it back on save; a save from an older copy gets 409 stale_version. */
  Version: z.number().int(),
  UpdatedAt: z.string(),
});
export type RouteDetail = z.infer<typeof RouteDetailSchema>;

const optionalDate = z
  .union([z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Use YYYY-MM-DD.'), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : !v || v === EMPTY_DATE ? null : v));
const jsonText = z
  .string()
  .max(100_000)
  .refine((v) => {
    if (!v.trim()) return true;
    try {
      JSON.parse(v);
      return true;
    } catch {
      return false;
    }
  }, 'Must be JSON text.')
  .optional();

/** A path segment as saved (spaces become hyphens, surrounding slashes go): what a URL segment holds. */
export function isPathSegment(path: string): boolean {
  const segment = path
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^\/+|\/+$/g, '');
  return /^(?::[A-Za-z_]\w*|[\p{L}\p{N}._~-]+)$/u.test(segment) && !/^\.+$/.test(segment);
}

/** A redirect: empty, an http(s) address, a site path (not `//host`), or a page's internal name. */
export function isRedirectLink(link: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f-\u009f]/.test(link)) return false;
  const value = link.trim();
  return (
    value === '' ||
    /^https?:\/\/[^\s/]+\S*$/i.test(value) ||
    /^\/(?![/\\])\S*$/.test(value) ||
    /^[\w.-]+$/.test(value)
  );
}

/** Lengths a saved route's texts may have; the page modal cuts what it generates to them. */
export const ROUTE_TITLE_MAX = 300;
export const ROUTE_NAME_MAX = 200;
export const ROUTE_PATH_MAX = 200;
const tooLong = (what: string, max: number) => `${what} may hold at most ${max} characters.`;

/**
 * Create (no UUID) or update (UUID) a route. On update, fields left out keep their value.
 * `Version` is the copy the client edited; `Force` confirms overwriting newer changes.
 */
export const SaveRouteRequestSchema = z.object({
  UUID: z.string().uuid().nullish(),
  Title: z
    .string()
    .trim()
    .min(1, 'Title is required.')
    .max(ROUTE_TITLE_MAX, tooLong('A title', ROUTE_TITLE_MAX)),
  BreadcrumbTitle: z.string().max(ROUTE_TITLE_MAX, tooLong('A breadcrumb title', ROUTE_TITLE_MAX)).optional(),
  VueRouterName: z
    .string()
    .trim()
    .min(1, 'Internal name is required.')
    .max(ROUTE_NAME_MAX, tooLong('An internal name', ROUTE_NAME_MAX)),
  VueRouterPath: z
    .string()
    .trim()
    .min(1, 'Path is required.')
    .max(ROUTE_PATH_MAX, tooLong('A path', ROUTE_PATH_MAX))
    .refine(
      isPathSegment,
      "A path is one URL segment: letters, digits, '-', '_', '.' or '~' (no '/', '?', '#', '%' or ':').",
    ),
  RedirectLink: z
    .string()
    .max(2000)
    .refine(isRedirectLink, 'Use a page name, a /path or an http(s) address.')
    .optional(),
  Parent: UuidRefSchema.nullish(),
  ExcludeFromNav: z.boolean().optional(),
  DoNotOpen: z.boolean().optional(),
  DoNotLink: z.boolean().optional(),
  HideDrawer: z.boolean().optional(),
  IsOpen: z.boolean().optional(),
  HasFile: z.boolean().optional(),
  FileJSON: z.string().max(2000).optional(),
  File: z.string().max(500).optional(),
  DownloadBtn: z.string().max(200).optional(),
  Status: z.enum(['active', 'disabled']).optional(),
  PublishDate: optionalDate,
  ExpirationDate: optionalDate,
  MetaTitle: z.string().max(ROUTE_TITLE_MAX, tooLong('A meta title', ROUTE_TITLE_MAX)).optional(),
  MetaDescription: z.string().max(2000).optional(),
  MetaImage: MetaImageSchema.nullish(),
  Kind: PageKindSchema.optional(),
  ContentFilterJSON: jsonText,
  UsersFilterJSON: jsonText,
  AssignmentsFilterJSON: jsonText,
  CompaniesFilterJSON: jsonText,
  Audience: AudienceSchema.optional(),
  Version: z.number().int().optional(),
  Force: z.boolean().optional(),
});
export type SaveRouteRequest = z.input<typeof SaveRouteRequestSchema>;

export const CheckRouteNameRequestSchema = z.object({
  uuid: z.string().uuid().nullish(),
  name: z.string().trim().min(1).max(200),
});

export const UuidListSchema = z.array(z.string().uuid()).min(1).max(1000);

/** One node's new place in the tree (spec 1 §4: dragging changes order or parent). */
export const RoutePlacementSchema = z.object({
  UUID: z.string().uuid(),
  Parent: UuidRefSchema.nullable(),
  Position: z.number().int().min(0),
});
export const MoveRoutesRequestSchema = z.array(RoutePlacementSchema).min(1).max(5000);

export const TrashItemSchema = z.object({
  UUID: z.string().uuid(),
  Title: z.string(),
  VueRouterName: z.string(),
  FullPath: z.string(),
  /** Pages removed together with this one (its subtree), itself included. */
  PageCount: z.number().int(),
  DeletedAt: z.string(),
  DeletedBy: z.string().nullable(),
  /** Where a restore puts it: the original parent when it is still there, otherwise the root. */
  RestoreTo: UuidRefSchema.nullable(),
});
export type TrashItem = z.infer<typeof TrashItemSchema>;

export const RedirectTargetSchema = z.object({
  UUID: z.string().uuid(),
  FullPath: z.string(),
  VueRouterName: z.string(),
});

export const routeEndpoints = {
  tree: defineEndpoint({
    ...routeAddresses.tree,
    summary: 'The route tree: every page the caller may see, ordered, with children',
    access: 'user',
    tag: 'routes',
    response: RouteTreeSchema,
    replies: { 304: 'Not Modified: the tree is the one whose ETag came in If-None-Match' },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v2/routes/:uuid',
    summary: 'Route metadata for editing; hidden pages are not found for staff',
    access: 'user',
    tag: 'routes',
    params: z.object({ uuid: z.string().uuid() }),
    response: RouteDetailSchema,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/v2/routes',
    acceptsIdempotencyKey: true,
    summary: 'Create or update a route; answers a list whose first item holds the UUID',
    access: 'admin',
    tag: 'routes',
    body: SaveRouteRequestSchema,
    response: z.array(RouteDetailSchema),
    replies: {
      404: 'not_found: no route has the UUID, or the parent is gone',
      409: 'nameTaken or pathTaken: another route has the name or the address; stale_version: the route changed since the Version sent',
    },
  }),
  checkName: defineEndpoint({
    method: 'POST',
    path: '/api/v2/routes/check',
    changesNothing: true,
    summary: 'True when another live route already has this internal name',
    access: 'admin',
    tag: 'routes',
    body: CheckRouteNameRequestSchema,
    response: z.boolean(),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/routes',
    summary: 'Moves routes and their subtrees (with their content) to the trash',
    access: 'admin',
    tag: 'routes',
    body: UuidListSchema,
    response: z.array(z.string().uuid()),
    replies: { 404: 'not_found: no route has one of the UUIDs' },
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/api/v2/routes/order',
    summary: 'Sets parent and position of many routes at once; old paths redirect to the new ones',
    access: 'admin',
    tag: 'routes',
    body: MoveRoutesRequestSchema,
    response: RouteTreeSchema,
    replies: {
      404: 'not_found: no route has one of the UUIDs, or the parent is gone',
      409: 'pathTaken: two routes would share an address under one parent',
    },
  }),
  duplicate: defineEndpoint({
    method: 'POST',
    path: '/api/v2/routes/:uuid/duplicate',
    acceptsIdempotencyKey: true,
    summary: "Copies a page beside the original: ' Copy' title, unique name and path, no children",
    access: 'admin',
    tag: 'routes',
    params: z.object({ uuid: z.string().uuid() }),
    response: z.array(RouteDetailSchema),
  }),
  redirect: defineEndpoint({
    method: 'GET',
    path: '/api/v2/routes/redirect',
    summary: 'Where an old path of a moved page lives now',
    access: 'user',
    tag: 'routes',
    query: z.object({ path: z.string().min(1).max(2000) }),
    response: RedirectTargetSchema,
    replies: { 404: 'not_found: no page has lived at this address' },
  }),
  trash: defineEndpoint({
    method: 'GET',
    path: '/api/v2/routes/trash',
    summary: 'Deleted pages, newest first, one row per deleted subtree',
    access: 'admin',
    tag: 'routes',
    response: z.array(TrashItemSchema),
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/api/v2/routes/trash/restore',
    summary: 'Restores deleted subtrees to their parent, or the root when the parent is gone',
    access: 'admin',
    tag: 'routes',
    body: UuidListSchema,
    response: z.array(RouteDetailSchema),
    replies: { 404: 'not_found: nothing in the trash has one of the UUIDs' },
  }),
  emptyTrash: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/routes/trash',
    summary: 'Deletes trashed pages for good: the listed UUIDs, or everything when none are listed',
    access: 'admin',
    tag: 'routes',
    body: z.object({ UUIDs: z.array(z.string().uuid()).max(1000).optional() }),
    response: z.object({ Purged: z.number().int() }),
    replies: { 404: 'not_found: nothing in the trash has one of the UUIDs' },
  }),
};
