import { routeEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import { getRouteTree } from './routes.service.ts';

export function registerRouteTreeRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  defineRoute(app, routeEndpoints.tree, ({ user }) => getRouteTree({ db, user }));
}
