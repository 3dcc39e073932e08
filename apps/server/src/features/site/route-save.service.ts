// Saving a route's metadata (spec 1 §7 POST /api/v2/routes): a new page, or changes to one,
// with unique names and sibling paths and the stale-copy rule.
import type { RouteDetail } from '@atrium/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { Executor } from '../../platform/database.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { type SaveRouteInput, toRouteChanges } from './route-detail.ts';
import { fullPathsOf, subtreeIds } from './route-tree.ts';
import type { RouteChanges, RouteRow } from './routes.repo.ts';
import * as repo from './routes.repo.ts';
import { getRouteDetail, recordRedirects } from './routes.service.ts';
import type { SiteContext } from './site-cache.ts';
import { beneathItself, nameTaken, pageMissing, pathTaken, rootMissing, staleCopy } from './site-errors.ts';

/** Create (no UUID) or update; answers `[route]`. */
export async function saveRoute(ctx: SiteContext, input: SaveRouteInput): Promise<RouteDetail[]> {
  const changes = toRouteChanges(input);
  try {
    const uuid = await ctx.db.transaction(async (tx) => {
      await repo.lockTree(tx);
      const txCtx = { ...ctx, db: tx };
      return input.UUID
        ? updateExistingRoute(txCtx, { input, changes })
        : createRoute(txCtx, { input, changes });
    });
    return [await getRouteDetail(ctx, { uuid })];
  } catch (error) {
    mapUniqueViolation(error);
  }
}

interface RouteSave {
  input: SaveRouteInput;
  changes: RouteChanges;
}

async function findLiveParent(tx: Executor, parentUuid: string): Promise<RouteRow> {
  const parent = await repo.findRouteByUuid(tx, parentUuid);
  if (!parent || parent.deletedAt) throw rootMissing();
  return parent;
}

async function assertUnique(
  tx: Executor,
  {
    name,
    path,
    parentId,
    exceptId,
  }: { name?: string; path?: string; parentId: number | null; exceptId?: number },
) {
  if (name !== undefined && (await repo.isNameTaken(tx, name, exceptId))) throw nameTaken();
  if (path !== undefined && (await repo.isPathTakenAmongSiblings(tx, { parentId, path, exceptId }))) {
    throw pathTaken();
  }
}

/** A race past the checks above still ends in the right message, thanks to the unique indexes. */
function mapUniqueViolation(error: unknown): never {
  const index = repo.violatedUniqueIndex(error);
  if (index === 'routes_name_unique') throw nameTaken();
  if (index === 'routes_sibling_path_unique') throw pathTaken();
  throw error;
}

async function createRoute({ db, user }: ServiceContext, { input, changes }: RouteSave): Promise<string> {
  const parent = input.Parent ? await findLiveParent(db, input.Parent.UUID) : null;
  const parentId = parent?.id ?? null;
  await assertUnique(db, { name: changes.name, path: changes.path, parentId });
  const row = await repo.insertRoute(db, {
    ...changes,
    title: input.Title,
    name: input.VueRouterName,
    path: changes.path as string,
    parentId,
    position: await repo.nextChildPosition(db, parentId),
    updatedBy: user.ID,
  });
  await writeAudit(db, {
    userId: user.ID,
    action: 'route.create',
    entity: 'route',
    entityId: row.uuid,
    detail: { name: row.name, path: row.path, parent: parent?.uuid ?? null },
  });
  return row.uuid;
}

async function updateExistingRoute(
  { db, user }: ServiceContext,
  { input, changes }: RouteSave,
): Promise<string> {
  const current = await repo.findRouteByUuid(db, input.UUID as string);
  if (!current || current.deletedAt) throw pageMissing();
  const checkVersion = input.Version !== undefined && !input.Force;
  if (checkVersion && current.version !== input.Version) throw staleCopy();

  let parentId = current.parentId;
  let position = current.position;
  if (input.Parent !== undefined) {
    const parent = input.Parent ? await findLiveParent(db, input.Parent.UUID) : null;
    parentId = parent?.id ?? null;
    if (parentId !== current.parentId) {
      const liveRows = await repo.listLiveRoutes(db);
      if (parentId !== null && subtreeIds(liveRows, current.id).includes(parentId)) throw beneathItself();
      position = await repo.nextChildPosition(db, parentId);
    }
  }
  await assertUnique(db, {
    name: changes.name === current.name ? undefined : changes.name,
    path: changes.path === current.path && parentId === current.parentId ? undefined : changes.path,
    parentId,
    exceptId: current.id,
  });

  const isMoving = changes.path !== current.path || parentId !== current.parentId;
  const before = isMoving ? fullPathsOf(await repo.listLiveRoutes(db)) : new Map<number, string>();
  const updated = await repo.updateRoute(db, {
    id: current.id,
    changes: { ...changes, parentId, position, updatedBy: user.ID },
    expectedVersion: checkVersion ? input.Version : undefined,
  });
  if (!updated) throw staleCopy();
  const redirects = isMoving ? await recordRedirects({ db }, { before }) : 0;
  await writeAudit(db, {
    userId: user.ID,
    action: 'route.update',
    entity: 'route',
    entityId: current.uuid,
    detail: { changed: changedFields(current, updated), redirects, forced: Boolean(input.Force) },
  });
  return current.uuid;
}

function changedFields(before: RouteRow, after: RouteRow): string[] {
  const ignored = new Set(['version', 'updatedAt', 'updatedBy']);
  return (Object.keys(after) as (keyof RouteRow)[]).filter(
    (key) => !ignored.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/**
 * A page that hides itself (status 'disabled', spec 1 §3): done by the portal, not a person, so
 * the audit names no one and gives the reason.
 */
export async function disablePage(
  { db }: { db: ServiceContext['db'] },
  { uuid, reason }: { uuid: string; reason: string },
): Promise<boolean> {
  const route = await repo.findRouteByUuid(db, uuid);
  if (!route || route.deletedAt || route.status === 'disabled') return false;
  await repo.updateRoute(db, { id: route.id, changes: { status: 'disabled' } });
  await writeAudit(db, {
    userId: null,
    action: 'route.disable',
    entity: 'route',
    entityId: uuid,
    detail: { reason },
  });
  return true;
}
