import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

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
    Children: z.array(RouteNodeSchema),
  }),
);

export const RouteTreeSchema = z.array(RouteNodeSchema);

export const routeEndpoints = {
  tree: defineEndpoint({
    method: 'GET',
    path: '/api/v2/routes',
    summary: 'The route tree: every page the caller may see, ordered, with children',
    access: 'user',
    tag: 'routes',
    response: RouteTreeSchema,
  }),
};
