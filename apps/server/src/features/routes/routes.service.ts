import type { RouteNode } from '@atrium/contracts';
import type { Db } from '../../platform/database.ts';
import type { AuthUser } from '../../platform/session.ts';
import { buildRouteTree } from './route-tree.ts';
import { listLiveRoutes } from './routes.repo.ts';

export const todayIso = () => new Date().toISOString().slice(0, 10);

export async function getRouteTree({ db, user }: { db: Db; user: AuthUser }): Promise<RouteNode[]> {
  const rows = await listLiveRoutes(db);
  return buildRouteTree(rows, { includeHidden: user.SiteAdmin, today: todayIso() });
}
