// Route metadata between its row and the wire (spec 1 §3 Route field names).
import {
  DEFAULT_PAGE_KIND,
  EMPTY_DATE,
  type PageKind,
  PageKindSchema,
  type RouteDetail,
  type SaveRouteRequestSchema,
} from '@atrium/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { routeAudienceRows } from './audience.ts';
import { normalizePathSegment, routeFlags } from './route-tree.ts';
import type { RouteChanges, RouteRow } from './routes.repo.ts';

/** A kind the contract does not know (an older row) reads as a plain web page. */
export const toPageKind = (value: string): PageKind => PageKindSchema.catch(DEFAULT_PAGE_KIND).parse(value);

export type SaveRouteInput = z.output<typeof SaveRouteRequestSchema>;

export function toRouteDetail(
  row: RouteRow,
  context: {
    fullPath: string;
    parentUuid: string | null;
    children: Pick<RouteRow, 'uuid' | 'title' | 'name'>[];
    isHidden: boolean;
  },
): RouteDetail {
  return {
    UUID: row.uuid,
    Title: row.title,
    BreadcrumbTitle: row.breadcrumbTitle,
    VueRouterName: row.name,
    VueRouterPath: row.path,
    FullPath: context.fullPath,
    RedirectLink: row.redirectLink,
    Parent: context.parentUuid ? { UUID: context.parentUuid } : null,
    Children: context.children.map((c) => ({ UUID: c.uuid, Title: c.title, VueRouterName: c.name })),
    Position: row.position,
    ...routeFlags(row),
    Status: row.status,
    IsHidden: context.isHidden,
    PublishDate: row.publishDate ?? EMPTY_DATE,
    ExpirationDate: row.expirationDate ?? EMPTY_DATE,
    MetaTitle: row.metaTitle,
    MetaDescription: row.metaDescription,
    MetaImage: { OID: row.metaImageOid, Type: { Identifier: row.metaImageType } },
    Kind: toPageKind(row.pageKind),
    ContentFilterJSON: row.contentFilterJson,
    UsersFilterJSON: row.usersFilterJson,
    AssignmentsFilterJSON: row.assignmentsFilterJson,
    CompaniesFilterJSON: row.companiesFilterJson,
    Audience: routeAudienceRows(row),
    Version: row.version,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/** FileJSON is `{id, name}` of a stored file; '' (or HasFile false) removes the file. */
function fileChanges(input: SaveRouteInput): Pick<RouteChanges, 'fileId' | 'fileName'> {
  if (input.HasFile === false) return { fileId: null, fileName: '' };
  if (input.FileJSON === undefined) return input.File === undefined ? {} : { fileName: input.File };
  if (!input.FileJSON.trim()) return { fileId: null, fileName: '' };
  let parsed: { id?: unknown; name?: unknown };
  try {
    parsed = JSON.parse(input.FileJSON);
  } catch {
    parsed = {};
  }
  // A stored file's public id ('l' and 32 hex digits), never a guessable number.
  const id = typeof parsed?.id === 'string' ? parsed.id.trim() : '';
  if (!/^l[0-9a-f]{32}$/.test(id)) {
    throw new AppError('validation_failed', 'FileJSON must hold the id and name of a file.', 400);
  }
  return { fileId: id, fileName: typeof parsed.name === 'string' ? parsed.name : (input.File ?? '') };
}

/** The columns a save sets; fields the client left out are not touched. */
export function toRouteChanges(input: SaveRouteInput): RouteChanges {
  const changes: RouteChanges = {
    title: input.Title,
    name: input.VueRouterName,
    path: normalizePathSegment(input.VueRouterPath),
    breadcrumbTitle: input.BreadcrumbTitle,
    redirectLink: input.RedirectLink,
    excludeFromNav: input.ExcludeFromNav,
    doNotOpen: input.DoNotOpen,
    doNotLink: input.DoNotLink,
    hideDrawer: input.HideDrawer,
    isOpen: input.IsOpen,
    downloadBtn: input.DownloadBtn,
    status: input.Status,
    publishDate: input.PublishDate,
    expirationDate: input.ExpirationDate,
    metaTitle: input.MetaTitle,
    metaDescription: input.MetaDescription,
    pageKind: input.Kind,
    contentFilterJson: input.ContentFilterJSON,
    usersFilterJson: input.UsersFilterJSON,
    assignmentsFilterJson: input.AssignmentsFilterJSON,
    companiesFilterJson: input.CompaniesFilterJSON,
    audience: input.Audience,
    ...fileChanges(input),
  };
  if (input.MetaImage !== undefined) {
    changes.metaImageOid = input.MetaImage?.OID ?? null;
    changes.metaImageType = input.MetaImage?.OID ? input.MetaImage.Type.Identifier : '';
  }
  for (const key of Object.keys(changes) as (keyof RouteChanges)[]) {
    if (changes[key] === undefined) delete changes[key];
  }
  if (!changes.path) throw new AppError('validation_failed', 'Path is required.', 400);
  return changes;
}
