// Content promotion (spec 1 §4, spec 3 §2.8): promos of the site's pages for the Content Promotion
// widget, candidates for its manual picker, and the Promos Admin table of every page's promo fields.
import {
  type ContentFilterValue,
  MAX_PROMO_CANDIDATES,
  PAGE_KIND_TITLES,
  type Promo,
  type PromoAdminRow,
  type PromoCandidate,
  type PromosRequestSchema,
  type SavePromoFieldsRequestSchema,
} from '@atrium/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { findAsset } from '../assets/assets.service.ts';
import { audienceViewerOf, routeIdsOutside } from './audiences.service.ts';
import * as promosRepo from './promos.repo.ts';
import { toPageKind } from './route-detail.ts';
import { fullPathsOf, isLiveForStaff, todayIso } from './route-tree.ts';
import type { RouteRow } from './routes.repo.ts';
import * as repo from './routes.repo.ts';
import type { SiteContext } from './site-cache.ts';
import { pageMissing, staleCopy } from './site-errors.ts';

interface PromotablePage {
  row: RouteRow;
  fullPath: string;
  tags: { id: number; name: string }[];
}

/**
 * Pages a promo may show: pages staff may open (active, inside the publish window, under visible
 * ancestors) — admins see what readers will see — that are real content, not redirects,
 * non-opening menu items or pages with path parameters; for staff, only pages of their audience.
 */
async function listPromotablePages(ctx: SiteContext): Promise<PromotablePage[]> {
  const { db } = ctx;
  const rows = await repo.listLiveRoutes(db);
  const outside = routeIdsOutside(await audienceViewerOf(ctx), rows);
  const paths = fullPathsOf(rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const today = todayIso();
  const visible = new Map<number, boolean>();
  const isVisible = (row: RouteRow, depth = 0): boolean => {
    const known = visible.get(row.id);
    if (known !== undefined) return known;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    const result =
      isLiveForStaff(row, today) &&
      (row.parentId === null || (parent !== undefined && depth < 32 && isVisible(parent, depth + 1)));
    visible.set(row.id, result);
    return result;
  };
  const tagsByRoute = await promosRepo.listTagsByRoute(db);
  return rows.flatMap((row) => {
    const fullPath = paths.get(row.id);
    if (fullPath === undefined || !isVisible(row) || outside.has(row.id)) return [];
    if (row.doNotOpen || row.redirectLink.trim() || row.path.includes(':')) return [];
    return [{ row, fullPath, tags: tagsByRoute.get(row.id) ?? [] }];
  });
}

const promoType = (row: RouteRow) => {
  const kind = toPageKind(row.pageKind);
  return { Identifier: kind, Title: PAGE_KIND_TITLES[kind], UUID: kind };
};

const titleOf = (row: RouteRow) => row.metaTitle.trim() || row.title;

function toPromo({ row, fullPath }: PromotablePage): Promo {
  return {
    oid: row.id,
    uuid: row.uuid,
    type: promoType(row),
    pageURL: fullPath,
    VueRouterName: row.name,
    title: titleOf(row),
    metaDescription: row.metaDescription,
    hasImage: row.metaImageOid !== null,
  };
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** A page matches a content filter when it has one of the filter's tags and every search word. */
function matchesFilter(page: PromotablePage, filter: ContentFilterValue): boolean {
  if (filter.tags.length > 0) {
    const wanted = new Set(filter.tags.map((t) => t.Text.toLowerCase()));
    const wantedIds = new Set(filter.tags.map((t) => t.Id));
    if (!page.tags.some((t) => wantedIds.has(t.id) || wanted.has(t.name.toLowerCase()))) return false;
  }
  const searched = words(filter.search);
  if (searched.length === 0) return true;
  const haystack = [
    page.row.title,
    page.row.metaTitle,
    page.row.metaDescription,
    ...page.tags.map((t) => t.name),
  ]
    .join(' ')
    .toLowerCase();
  return searched.every((word) => haystack.includes(word));
}

/** Newest first: the publish date when there is one, else when the page was made. */
const recency = (row: RouteRow) => row.publishDate ?? row.createdAt.toISOString().slice(0, 10);

/**
 * POST /api/v2/widget/promos. Manual: the picked pages in their order (pages gone or hidden from
 * the caller drop out). Dynamic: pages matching the filter, newest first, at most `limit`,
 * without the page the widget sits on.
 */
export async function listPromos(
  ctx: SiteContext,
  input: z.output<typeof PromosRequestSchema>,
): Promise<Promo[]> {
  const pages = await listPromotablePages(ctx);
  if (input.uuids) {
    const byUuid = new Map(pages.map((p) => [p.row.uuid, p]));
    return input.uuids.flatMap((uuid) => {
      const page = byUuid.get(uuid);
      return page ? [toPromo(page)] : [];
    });
  }
  const filter = input.filter ?? { tags: [], search: '' };
  return pages
    .filter((page) => page.row.uuid !== input.exclude && matchesFilter(page, filter))
    .sort(
      (a, b) => recency(b.row).localeCompare(recency(a.row)) || titleOf(a.row).localeCompare(titleOf(b.row)),
    )
    .slice(0, input.limit)
    .map(toPromo);
}

/** GET /api/v2/widget/promos?keyword: pages whose title or internal name hold every word, by title. */
export async function listPromoCandidates(
  ctx: SiteContext,
  { keyword }: { keyword: string },
): Promise<PromoCandidate[]> {
  const wanted = words(keyword);
  const pages = await listPromotablePages(ctx);
  return pages
    .filter(({ row }) => {
      const text = `${row.title} ${row.metaTitle} ${row.name}`.toLowerCase();
      return wanted.every((word) => text.includes(word));
    })
    .sort((a, b) => titleOf(a.row).localeCompare(titleOf(b.row)))
    .slice(0, MAX_PROMO_CANDIDATES)
    .map(({ row }) => ({
      oid: row.id,
      uuid: row.uuid,
      type: promoType(row),
      VueRouterName: row.name,
      title: titleOf(row),
    }));
}

function toAdminRow(row: RouteRow, fullPath: string, tagNames: string[]): PromoAdminRow {
  return {
    UUID: row.uuid,
    Title: row.title,
    VueRouterName: row.name,
    FullPath: fullPath,
    Kind: toPageKind(row.pageKind),
    MetaTitle: row.metaTitle,
    MetaDescription: row.metaDescription,
    MetaImage: { OID: row.metaImageOid, Type: { Identifier: row.metaImageType } },
    Tags: tagNames,
    Version: row.version,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/v2/admin/promos: every live page's promo fields, in tree order. */
export async function listPromoFields({ db }: ServiceContext): Promise<PromoAdminRow[]> {
  const rows = await repo.listLiveRoutes(db);
  const paths = fullPathsOf(rows);
  const tagsByRoute = await promosRepo.listTagsByRoute(db);
  return rows
    .flatMap((row) => {
      const fullPath = paths.get(row.id);
      return fullPath === undefined
        ? []
        : [
            toAdminRow(
              row,
              fullPath,
              (tagsByRoute.get(row.id) ?? []).map((t) => t.name),
            ),
          ];
    })
    .sort((a, b) => a.FullPath.localeCompare(b.FullPath));
}

/** Tag names without repeats (case-insensitively), spelled as an existing tag when there is one. */
function normaliseTagNames(names: string[], existing: { name: string }[]): string[] {
  const known = new Map(existing.map((t) => [t.name.toLowerCase(), t.name]));
  const seen = new Map<string, string>();
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (key && !seen.has(key)) seen.set(key, known.get(key) ?? name.trim());
  }
  return [...seen.values()];
}

/**
 * POST /api/v2/admin/promos/{uuid}: one page's promo fields. Like page saves, a save from a copy
 * older than the server's is refused (409 stale_version) unless `Force` (spec 1 §5).
 */
export async function savePromoFields(
  ctx: SiteContext,
  input: z.output<typeof SavePromoFieldsRequestSchema> & { uuid: string },
): Promise<PromoAdminRow> {
  const { user } = ctx;
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findRouteByUuid(tx, input.uuid);
    if (!found || found.deletedAt) throw pageMissing();
    await promosRepo.lockRoute(tx, found.id);
    const route = (await repo.findRouteById(tx, found.id)) as RouteRow;
    if (!input.Force && input.Version !== route.version) throw staleCopy();
    let metaImageType = '';
    if (input.MetaImageOid !== null) {
      const asset = await findAsset({ db: tx }, { id: input.MetaImageOid });
      if (!asset) throw new AppError('not_found', 'This image does not exist.', 404);
      metaImageType = asset.typeIdentifier;
    }
    const updated = await repo.updateRoute(tx, {
      id: route.id,
      changes: {
        pageKind: input.Kind,
        metaTitle: input.MetaTitle,
        metaDescription: input.MetaDescription,
        metaImageOid: input.MetaImageOid,
        metaImageType,
        updatedBy: user.ID,
      },
    });
    const tagNames = normaliseTagNames(input.Tags, await repo.listTags(tx));
    await promosRepo.replaceRouteTags(tx, route.id, tagNames);
    await writeAudit(tx, {
      userId: user.ID,
      action: 'page.promo',
      entity: 'route',
      entityId: route.uuid,
      detail: {
        kind: input.Kind,
        metaTitle: input.MetaTitle,
        metaImageOid: input.MetaImageOid,
        tags: tagNames,
        forced: input.Force === true && input.Version !== route.version,
      },
    });
    const rows = await repo.listLiveRoutes(tx);
    const fullPath = fullPathsOf(rows).get(route.id) ?? '';
    return toAdminRow(
      updated as RouteRow,
      fullPath,
      [...tagNames].sort((a, b) => a.localeCompare(b)),
    );
  });
}
