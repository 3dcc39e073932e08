// The trash: deleting a page moves it and its subtree here; admins restore from it or empty it.
import type { RouteDetail, TrashItem } from '@atrium/contracts';
import { writeAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import type { ServiceContext, SystemContext } from '../../platform/service-context.ts';
import { firstFreeSuffix, fullPathsOf, subtreeIds } from './route-tree.ts';
import type { DeletedRouteRow, RouteRow } from './routes.repo.ts';
import * as repo from './routes.repo.ts';
import { getRouteDetail } from './routes.service.ts';
import type { SiteContext } from './site-cache.ts';

/**
 * Moves pages and everything beneath them to the trash, content included (spec 1 §4 'Delete
 * removes the route and its content'). Answers every UUID that went. Call inside a transaction.
 */
export async function trashRoutes(
  { db: tx, user }: ServiceContext,
  { uuids, action = 'route.delete' }: { uuids: string[]; action?: string },
): Promise<string[]> {
  await repo.lockTree(tx);
  const rows = await repo.listLiveRoutes(tx);
  const byUuid = new Map(rows.map((r) => [r.uuid, r]));
  const ids = new Set<number>();
  for (const uuid of uuids) {
    const root = byUuid.get(uuid);
    if (!root) throw notFound('UUID not found.');
    if (ids.has(root.id)) continue;
    const subtree = subtreeIds(rows, root.id);
    for (const id of subtree) ids.add(id);
    await writeAudit(tx, {
      userId: user.ID,
      action,
      entity: 'route',
      entityId: root.uuid,
      detail: { name: root.name, pages: subtree.length },
    });
  }
  await repo.trashRoutes(tx, [...ids], user.ID);
  return rows.filter((r) => ids.has(r.id)).map((r) => r.uuid);
}

export function deleteRoutes(ctx: SiteContext, { uuids }: { uuids: string[] }): Promise<string[]> {
  return ctx.db.transaction((tx) => trashRoutes({ ...ctx, db: tx }, { uuids }));
}

/** Rows deleted together share one timestamp: a batch is a row and its descendants with that stamp. */
const sameBatch = (a: RouteRow, b: RouteRow) => a.deletedAt?.getTime() === b.deletedAt?.getTime();

function batchOf(deleted: DeletedRouteRow[], root: DeletedRouteRow): DeletedRouteRow[] {
  const inBatch = deleted.filter((r) => sameBatch(r, root));
  const ids = new Set(subtreeIds(inBatch, root.id));
  return inBatch.filter((r) => ids.has(r.id)).sort((a, b) => subtreeOrder(inBatch, root.id, a, b));
}

function subtreeOrder(rows: RouteRow[], rootId: number, a: RouteRow, b: RouteRow): number {
  const order = subtreeIds(rows, rootId);
  return order.indexOf(a.id) - order.indexOf(b.id);
}

export async function listTrash({ db }: SystemContext): Promise<TrashItem[]> {
  const [live, deleted] = await Promise.all([repo.listLiveRoutes(db), repo.listDeletedRoutes(db)]);
  const byId = new Map<number, RouteRow>([...live, ...deleted].map((r) => [r.id, r]));
  const paths = fullPathsOf([...byId.values()]);
  return deleted
    .filter((row) => {
      const parent = row.parentId === null ? undefined : byId.get(row.parentId);
      return !parent || !sameBatch(parent, row);
    })
    .map((row) => {
      const parent = row.parentId === null ? undefined : byId.get(row.parentId);
      return {
        UUID: row.uuid,
        Title: row.title,
        VueRouterName: row.name,
        FullPath: paths.get(row.id) ?? `/${row.path}`,
        PageCount: batchOf(deleted, row).length,
        DeletedAt: (row.deletedAt as Date).toISOString(),
        DeletedBy: row.deletedByName,
        RestoreTo: parent && !parent.deletedAt ? { UUID: parent.uuid } : null,
      };
    });
}

/**
 * Brings deleted pages back with the pages deleted together with them: under the original parent
 * when it is still live, otherwise at the root. A name or path taken since gets a -0, -1… suffix.
 */
export async function restoreFromTrash(
  ctx: SiteContext,
  { uuids }: { uuids: string[] },
): Promise<RouteDetail[]> {
  const { user } = ctx;
  const restored = await ctx.db.transaction(async (tx) => {
    await repo.lockTree(tx);
    const roots: string[] = [];
    for (const uuid of uuids) {
      const deleted = await repo.listDeletedRoutes(tx);
      const root = deleted.find((r) => r.uuid === uuid);
      if (!root) throw notFound('UUID not found.');
      const originalParent = root.parentId === null ? undefined : await repo.findRouteById(tx, root.parentId);
      const parentId = originalParent && !originalParent.deletedAt ? originalParent.id : null;
      const batch = batchOf(deleted, root);
      for (const row of batch) {
        const isRoot = row.id === root.id;
        const rowParentId = isRoot ? parentId : row.parentId;
        const siblings = new Set((await repo.listChildren(tx, rowParentId)).map((r) => r.path));
        const nameTaken = await repo.isNameTaken(tx, row.name);
        const names = nameTaken ? new Set(await repo.listNamesLike(tx, `${row.name}-`)) : new Set<string>();
        await repo.restoreRoute(tx, row.id, {
          parentId: rowParentId,
          position: isRoot ? await repo.nextChildPosition(tx, rowParentId) : row.position,
          name: nameTaken ? firstFreeSuffix(row.name, (n) => names.has(n)) : row.name,
          path: siblings.has(row.path) ? firstFreeSuffix(row.path, (p) => siblings.has(p)) : row.path,
          updatedBy: user.ID,
        });
      }
      await writeAudit(tx, {
        userId: user.ID,
        action: 'route.restore',
        entity: 'route',
        entityId: root.uuid,
        detail: { pages: batch.length, toRoot: parentId === null && root.parentId !== null },
      });
      roots.push(root.uuid);
    }
    return roots;
  });
  return Promise.all(restored.map((uuid) => getRouteDetail(ctx, { uuid })));
}

/** Deletes trashed pages for good: the listed ones with their subtrees, or the whole trash. */
export async function emptyTrash({ db, user }: ServiceContext, { uuids }: { uuids?: string[] }) {
  return db.transaction(async (tx) => {
    await repo.lockTree(tx);
    const deleted = await repo.listDeletedRoutes(tx);
    let ids: number[];
    if (uuids && uuids.length > 0) {
      const chosen = new Set<number>();
      for (const uuid of uuids) {
        const root = deleted.find((r) => r.uuid === uuid);
        if (!root) throw notFound('UUID not found.');
        for (const id of subtreeIds(deleted, root.id)) chosen.add(id);
      }
      ids = [...chosen];
    } else {
      ids = deleted.map((r) => r.id);
    }
    const purged = deleted.filter((r) => ids.includes(r.id));
    await repo.purgeRoutes(tx, ids);
    await writeAudit(tx, {
      userId: user.ID,
      action: 'route.purge',
      entity: 'route',
      detail: { pages: purged.map((r) => ({ uuid: r.uuid, name: r.name })) },
    });
    return { Purged: purged.length };
  });
}
