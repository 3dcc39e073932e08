import { contentHealthEndpoints as e, routeImpactEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { listContentHealth } from './content-health.service.ts';
import { getRouteImpact } from './route-impact.service.ts';

export function registerContentHealthEndpoints(app: FastifyInstance, { db }: { db: Db }): void {
  handleEndpoint(app, e.list, ({ user, query }) => listContentHealth({ db, user }, query));
  handleEndpoint(app, routeImpactEndpoints.impact, ({ user, params, query }) =>
    getRouteImpact({ db, user }, { ...params, ...query }),
  );
}
