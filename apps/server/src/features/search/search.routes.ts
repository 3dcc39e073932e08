import { searchEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { defineRoute } from '../../platform/http.ts';
import * as searchService from './search.service.ts';

export function registerSearchRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  defineRoute(app, e.search, ({ user, query }) => searchService.search({ db, user }, query));
  defineRoute(app, e.pageByOid, ({ user, params }) => searchService.findPageByOid({ db, user }, params));
}
