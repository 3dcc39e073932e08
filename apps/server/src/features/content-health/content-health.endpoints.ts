import { contentHealthEndpoints as e, routeImpactEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import type { SiteCache } from '../site/index.ts';
import { listContentHealth } from './content-health.service.ts';
import { getRouteImpact } from './route-impact.service.ts';

export function registerContentHealthEndpoints(
  app: FastifyInstance,
  { db, siteCache }: { db: Db; siteCache: SiteCache },
): void {
  handleEndpoint(app, e.list, ({ user, query }) => listContentHealth({ db, siteCache, user }, query));
  handleEndpoint(app, routeImpactEndpoints.impact, ({ user, params, query }) =>
    getRouteImpact({ db, user }, { ...params, ...query }),
  );
}
