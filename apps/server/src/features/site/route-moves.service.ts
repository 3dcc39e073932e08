// Reshaping the tree: moving and reordering many pages at once, and duplicating a page.
import type { MoveRoutesRequestSchema, RouteDetail, RouteNode } from '@atrium/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { copySections } from './pages.repo.ts';
import { buildRouteTree, firstFreeSuffix, fullPathsOf, todayIso } from './route-tree.ts';
import * as repo from './routes.repo.ts';
import { getRouteDetail, recordRedirects } from './routes.service.ts';
import type { SiteContext } from './site-cache.ts';
import { beneathItself, pageMissing, pathTaken, rootMissing } from './site-errors.ts';

type Placements = z.output<typeof MoveRoutesRequestSchema>;

/**
 * spec 1 §4: dragging changes order or parent. Applies every placement in one transaction after
 * checking the final tree: parents exist, no page beneath itself, paths unique among siblings.
 */
export async function moveRoutes(
  { db, user }: ServiceContext,
  { placements }: { placements: Placements },
): Promise<RouteNode[]> {
  return db.transaction(async (tx) => {
    await repo.lockTree(tx);
    const rows = await repo.listLiveRoutes(tx);
    const byUuid = new Map(rows.map((r) => [r.uuid, r]));
    const final = new Map(rows.map((r) => [r.id, { ...r }]));
    const changed: { id: number; parentId: number | null; position: number }[] = [];

    for (const placement of placements) {
      const row = byUuid.get(placement.UUID);
      if (!row) throw notFound('UUID not found.');
      const parent = placement.Parent ? byUuid.get(placement.Parent.UUID) : null;
      if (parent === undefined) throw rootMissing();
      const next = final.get(row.id)!;
      next.parentId = parent?.id ?? null;
      next.position = placement.Position;
      if (next.parentId !== row.parentId || next.position !== row.position) {
        changed.push({ id: row.id, parentId: next.parentId, position: next.position });
      }
    }

    for (const { id } of changed) {
      const seen = new Set<number>();
      for (let at = final.get(id)?.parentId ?? null; at !== null; at = final.get(at)?.parentId ?? null) {
        if (at === id || seen.has(at)) throw beneathItself();
        seen.add(at);
      }
    }
    const siblingPaths = new Set<string>();
    for (const row of final.values()) {
      const key = `${row.parentId ?? 0}/${row.path}`;
      if (siblingPaths.has(key)) throw pathTaken();
      siblingPaths.add(key);
    }

    const before = fullPathsOf(rows);
    for (const change of changed) await repo.setPlacement(tx, change);
    const redirects = await recordRedirects({ db: tx }, { before });
    if (changed.length > 0) {
      await writeAudit(tx, {
        userId: user.ID,
        action: 'route.move',
        entity: 'route',
        detail: {
          moved: changed.map((c) => ({
            uuid: final.get(c.id)?.uuid,
            parent: c.parentId === null ? null : final.get(c.parentId)?.uuid,
            position: c.position,
          })),
          redirects,
        },
      });
    }
    return buildRouteTree(await repo.listLiveRoutes(tx), { includeHidden: true, today: todayIso() });
  });
}

/**
 * spec 1 §4: the copy sits right after the original with ' Copy' appended to its title, the first
 * free name and sibling path among name-0, name-1…, a new UUID and no children. Its sections are
 * copied too, so the copy is a page to start from rather than an empty shell.
 */
export async function duplicateRoute(ctx: SiteContext, { uuid }: { uuid: string }): Promise<RouteDetail[]> {
  const { user } = ctx;
  const copyUuid = await ctx.db.transaction(async (tx) => {
    await repo.lockTree(tx);
    const source = await repo.findRouteByUuid(tx, uuid);
    if (!source || source.deletedAt) throw pageMissing();
    const names = new Set(await repo.listNamesLike(tx, `${source.name}-`));
    const paths = new Set((await repo.listChildren(tx, source.parentId)).map((r) => r.path));
    await repo.shiftSiblings(tx, source.parentId, source.position + 1);
    const {
      id: _id,
      uuid: _uuid,
      version: _version,
      pageVersion: _pageVersion,
      pageVersionKept: _pageVersionKept,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      deletedAt: _deletedAt,
      deletedBy: _deletedBy,
      ...copied
    } = source;
    const copy = await repo.insertRoute(tx, {
      ...copied,
      title: `${source.title} Copy`,
      metaTitle: source.metaTitle ? `${source.metaTitle} Copy` : '',
      name: firstFreeSuffix(source.name, (n) => names.has(n)),
      path: firstFreeSuffix(source.path, (p) => paths.has(p)),
      position: source.position + 1,
      isOpen: false,
      updatedBy: user.ID,
    });
    await repo.copyRouteTags(tx, { fromRouteId: source.id, toRouteId: copy.id });
    const sections = await copySections(tx, { fromRouteId: source.id, toRouteId: copy.id });
    await writeAudit(tx, {
      userId: user.ID,
      action: 'route.duplicate',
      entity: 'route',
      entityId: copy.uuid,
      detail: { from: source.uuid, name: copy.name, path: copy.path, sections },
    });
    return copy.uuid;
  });
  return [await getRouteDetail(ctx, { uuid: copyUuid })];
}
